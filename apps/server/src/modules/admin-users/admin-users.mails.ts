import { countText } from '@traspasa/shared/plural';
import type { Mail } from '../../lib/mailer.ts';

/** The link of a password reset an admin asked for: the old password no longer works. */
export function forcedPasswordResetMail(
  user: { email: string; fullName: string | null; username: string },
  link: string,
  validHours: number,
  supportEmail: string,
): Mail {
  const name = user.fullName || user.username;
  const text = [
    `Hola ${name}:`,
    '',
    'Por seguridad, el equipo de Traspasa cerró todas tus sesiones y te pide elegir una nueva contraseña.',
    'Tu contraseña anterior ya no sirve. Para elegir una nueva, abre este enlace',
    `(vence en ${countText(validHours, 'hora', 'horas')} y solo sirve una vez):`,
    '',
    link,
    '',
    'Si el enlace vence, pide otro desde «¿Olvidaste tu contraseña?» en la página de inicio de sesión.',
    `Si tienes dudas, escríbenos a ${supportEmail}.`,
    '',
    'El equipo de Traspasa',
  ].join('\n');
  const html = `<p>Hola ${escapeHtml(name)}:</p>
<p>Por seguridad, el equipo de Traspasa cerró todas tus sesiones y te pide elegir una nueva contraseña. Tu contraseña anterior ya no sirve.</p>
<p><a href="${escapeHtml(link)}">Elegir una nueva contraseña</a> (el enlace vence en ${countText(validHours, 'hora', 'horas')} y solo sirve una vez).</p>
<p>Si el enlace vence, pide otro desde «¿Olvidaste tu contraseña?» en la página de inicio de sesión. Si tienes dudas, escríbenos a ${escapeHtml(supportEmail)}.</p>
<p>El equipo de Traspasa</p>`;
  return { to: user.email, subject: 'Elige una nueva contraseña para Traspasa', text, html };
}

type Person = { email: string; fullName: string | null; username: string };

function accountMail(user: Person, subject: string, paragraphs: string[]): Mail {
  const lines = [`Hola ${user.fullName || user.username}:`, ...paragraphs, 'El equipo de Traspasa'];
  return {
    to: user.email,
    subject,
    text: lines.join('\n\n'),
    html: lines.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n'),
  };
}

/**
 * The suspension, told to its person with the reason and how to answer, as the terms promise
 * («te avisaremos por correo con el motivo y podrás responder en un plazo de 10 días»). An
 * account notice: sent whatever the person's mail preference.
 */
export function accountSuspendedMail(user: Person, reason: string, supportEmail: string): Mail {
  const why = /[.!?…]$/.test(reason.trim()) ? reason.trim() : `${reason.trim()}.`;
  return accountMail(user, 'Suspendimos tu cuenta de Traspasa', [
    `Suspendimos tu cuenta de Traspasa. Motivo: ${why}`,
    'Mientras dure la suspensión no puedes iniciar sesión, cerramos tus sesiones abiertas y tus anuncios publicados no aparecen en la plataforma; no se borra nada.',
    `Si crees que es un error o quieres darnos tu versión, escríbenos a ${supportEmail} en los próximos 10 días: revisaremos la decisión con lo que nos cuentes.`,
  ]);
}

/** The end of a suspension: the person can sign in again. */
export function accountReactivatedMail(user: Person, appUrl: string): Mail {
  return accountMail(user, 'Reactivamos tu cuenta de Traspasa', [
    'Reactivamos tu cuenta: ya puedes iniciar sesión de nuevo, y tus anuncios vuelven a mostrarse como estaban.',
    `Inicia sesión aquí: ${appUrl}/auth`,
  ]);
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

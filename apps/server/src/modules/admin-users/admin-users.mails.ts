import type { Mail } from '../../lib/mailer.ts';

/** The link of a password reset an admin asked for (issue 11): the old password no longer works. */
export function forcedPasswordResetMail(
  user: { email: string; fullName: string | null; username: string },
  link: string,
  validHours: number,
): Mail {
  const name = user.fullName || user.username;
  const text = [
    `Hola ${name}:`,
    '',
    'Por seguridad, el equipo de Traspasa cerró todas tus sesiones y te pide elegir una nueva contraseña.',
    'Tu contraseña anterior ya no sirve. Para elegir una nueva, abre este enlace',
    `(vence en ${validHours} horas y solo sirve una vez):`,
    '',
    link,
    '',
    'Si el enlace vence, pide otro desde «¿Olvidaste tu contraseña?» en la página de inicio de sesión.',
    'Si tienes dudas, escríbenos a soporte@traspasa.test.',
    '',
    'El equipo de Traspasa',
  ].join('\n');
  const html = `<p>Hola ${escapeHtml(name)}:</p>
<p>Por seguridad, el equipo de Traspasa cerró todas tus sesiones y te pide elegir una nueva contraseña. Tu contraseña anterior ya no sirve.</p>
<p><a href="${escapeHtml(link)}">Elegir una nueva contraseña</a> (el enlace vence en ${validHours} horas y solo sirve una vez).</p>
<p>Si el enlace vence, pide otro desde «¿Olvidaste tu contraseña?» en la página de inicio de sesión. Si tienes dudas, escríbenos a soporte@traspasa.test.</p>
<p>El equipo de Traspasa</p>`;
  return { to: user.email, subject: 'Elige una nueva contraseña para Traspasa', text, html };
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

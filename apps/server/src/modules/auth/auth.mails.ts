import type { Mail } from '../../lib/mailer.ts';
import type { RequestContext } from '../../lib/request-context.ts';
import type { UserRow } from '../users/users.service.ts';

export function passwordResetMail(user: UserRow, link: string, ctx: RequestContext): Mail {
  const name = user.fullName || user.username;
  const text = [
    `Hola ${name}:`,
    '',
    'Recibimos una solicitud para restablecer la contraseña de tu cuenta en Traspasa.',
    'Para elegir una nueva contraseña, abre este enlace (vence en 1 hora y solo sirve una vez):',
    '',
    link,
    '',
    `La solicitud se hizo desde la dirección IP ${ctx.ip}.`,
    'Si no fuiste tú, ignora este correo: tu contraseña actual sigue siendo válida.',
    '',
    'El equipo de Traspasa',
  ].join('\n');
  const html = `<p>Hola ${escapeHtml(name)}:</p>
<p>Recibimos una solicitud para restablecer la contraseña de tu cuenta en Traspasa.</p>
<p><a href="${escapeHtml(link)}">Elegir una nueva contraseña</a> (el enlace vence en 1 hora y solo sirve una vez).</p>
<p>La solicitud se hizo desde la dirección IP ${escapeHtml(ctx.ip)}. Si no fuiste tú, ignora este correo: tu contraseña actual sigue siendo válida.</p>
<p>El equipo de Traspasa</p>`;
  return { to: user.email, subject: 'Restablece tu contraseña de Traspasa', text, html };
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

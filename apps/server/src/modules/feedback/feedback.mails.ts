// The mail a person gets when the team answers their comment, in Spanish (tú).
import { DEFAULT_TIME_ZONE, formatDate } from '@traspasa/shared/dates';
import type { Mail } from '../../lib/mailer.ts';

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A quoted block of what the person wrote, shortened when long. */
function quote(text: string): string {
  return text.length > 600 ? `${text.slice(0, 597)}…` : text;
}

export function feedbackResponseMail(
  to: { name: string; email: string },
  feedback: { message: string; createdAt: Date; hasAccount: boolean },
  response: string,
  appUrl: string,
): Mail {
  const greeting = to.name ? `Hola ${to.name}:` : 'Hola:';
  const intro = `Gracias por escribirnos. Esta es nuestra respuesta a tu comentario del ${formatDate(feedback.createdAt, { timeZone: DEFAULT_TIME_ZONE })}.`;
  const link = feedback.hasAccount
    ? { href: `${appUrl}/profile#tus-comentarios`, label: 'Ver tus comentarios en tu perfil' }
    : null;
  const text = [
    greeting,
    intro,
    `Tu comentario:\n> ${quote(feedback.message).split('\n').join('\n> ')}`,
    `Nuestra respuesta:\n${response}`,
    'Si necesitas algo más, responde desde el formulario «Enviar comentarios» al pie de cualquier página.',
    ...(link ? [`${link.label}: ${link.href}`] : []),
    'El equipo de Traspasa',
  ].join('\n\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<blockquote style="border-left:3px solid #ccc;margin:0;padding-left:12px;color:#555">${escapeHtml(quote(feedback.message)).replace(/\n/g, '<br>')}</blockquote>`,
    `<p>${escapeHtml(response).replace(/\n/g, '<br>')}</p>`,
    '<p>Si necesitas algo más, responde desde el formulario «Enviar comentarios» al pie de cualquier página.</p>',
    ...(link ? [`<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`] : []),
    '<p>El equipo de Traspasa</p>',
  ].join('\n');
  return { to: to.email, subject: 'Respondimos tu comentario', text, html };
}

import { plural } from '@traspasa/shared/plural';
import type { Mail } from '../../lib/mailer.ts';

// Chat mails (decision 070). Only for `notificationPreferences = 'all'`: chat is not one of the
// "important" notices (NDA and listing decisions, sent by their modules). They quote the
// message briefly and never carry a listing's confidential part.

export const QUOTE_LENGTH = 200;

export interface ChatMailFacts {
  receiver: { email: string; name: string };
  sender: { id: number; name: string };
  /** Title of the conversation's listing when it is public; null otherwise. */
  listingTitle: string | null;
  /** Unread messages this mail is about. */
  count: number;
  /** The message to quote: the first one for a new conversation, the latest for a digest. */
  quoted: string;
}

export function quote(content: string): string {
  const text = content.trim().replace(/\s+/g, ' ');
  return text.length > QUOTE_LENGTH ? `${text.slice(0, QUOTE_LENGTH - 1).trimEnd()}…` : text;
}

/** The quoted message as a paragraph; a message that is only files says so (never their names). */
export function quotedParagraph(content: string): string {
  const text = quote(content);
  return text ? `«${text}»` : '(Un archivo adjunto: ábrelo en Traspasa para verlo.)';
}

/** Someone started a conversation with the receiver. */
export function newConversationMail(f: ChatMailFacts, appUrl: string): Mail {
  const about = f.listingTitle ? ` sobre «${f.listingTitle}»` : '';
  const more = f.count > 1 ? [`Y ${f.count - 1} ${plural(f.count - 1, 'mensaje más', 'mensajes más')}.`] : [];
  return chatMail(
    f,
    `${f.sender.name} te escribió en Traspasa`,
    [`${f.sender.name} te envió un mensaje${about}:`, quotedParagraph(f.quoted), ...more],
    appUrl,
  );
}

/** Unread messages piled up in a conversation (at most one of these an hour per conversation). */
export function digestMail(f: ChatMailFacts, appUrl: string): Mail {
  const about = f.listingTitle ? ` sobre «${f.listingTitle}»` : '';
  return chatMail(
    f,
    `Tienes ${f.count} ${plural(f.count, 'mensaje sin leer', 'mensajes sin leer')} de ${f.sender.name}`,
    [
      `${f.sender.name} te escribió ${f.count} ${plural(f.count, 'mensaje', 'mensajes')}${about} que aún no has leído. El último:`,
      quotedParagraph(f.quoted),
    ],
    appUrl,
  );
}

function chatMail(f: ChatMailFacts, subject: string, body: string[], appUrl: string): Mail {
  const href = `${appUrl}/messages/${f.sender.id}`;
  const paragraphs = [`Hola ${f.receiver.name}:`, ...body];
  const footer =
    'Te avisamos porque no estabas conectado. Puedes elegir qué avisos recibes por correo en tu cuenta.';
  const text = [...paragraphs, `Responder: ${href}`, footer, 'El equipo de Traspasa'].join('\n\n');
  const html = [
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${escapeHtml(href)}">Responder</a></p>`,
    `<p>${escapeHtml(footer)}</p>`,
    '<p>El equipo de Traspasa</p>',
  ].join('\n');
  return { to: f.receiver.email, subject, text, html };
}

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

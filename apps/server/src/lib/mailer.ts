import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client.ts';
import { outboxEmails } from '../db/schema/users.ts';

export interface MailAttachment {
  filename: string;
  content: Buffer | Uint8Array;
  contentType: string;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Files sent with the mail (a payment receipt's PDF). */
  attachments?: MailAttachment[];
  /** Extra headers (List-Unsubscribe on alert mails); passed to SMTP as they are. */
  headers?: Record<string, string>;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The plain mail most notices are: paragraphs, one link and the team's signature, as text and
 * as escaped HTML.
 */
export function linkMail(
  to: string,
  subject: string,
  paragraphs: string[],
  link: { href: string; label: string },
): Mail {
  return {
    to,
    subject,
    text: [...paragraphs, `${link.label}: ${link.href}`, 'El equipo de Traspasa'].join('\n\n'),
    html: [
      ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
      `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`,
      '<p>El equipo de Traspasa</p>',
    ].join('\n'),
  };
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** Real SMTP when SMTP_URL is set; without it the `outbox_emails` table and the log. */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({
        from,
        ...mail,
        attachments: mail.attachments?.map((a) => ({
          filename: a.filename,
          // nodemailer takes a Buffer; a Uint8Array is wrapped without copying.
          content: Buffer.isBuffer(a.content)
            ? a.content
            : Buffer.from(a.content.buffer, a.content.byteOffset, a.content.byteLength),
          contentType: a.contentType,
        })),
      });
    },
  };
}

/**
 * Without SMTP, mail is kept in `outbox_emails` and printed with its links, so reset works
 * offline. Attachments are not stored: the log names them (a receipt can be downloaded
 * from the app again).
 */
export function createOutboxMailer(db: Db, log: FastifyBaseLogger): Mailer {
  return {
    async send(mail) {
      await db
        .insert(outboxEmails)
        .values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
      const attachments = mail.attachments?.map((a) => a.filename) ?? [];
      log.info(
        { to: mail.to, subject: mail.subject, links, ...(attachments.length > 0 ? { attachments } : {}) },
        `[outbox] ${mail.subject} → ${mail.to} ${links.join(' ')}`,
      );
    },
  };
}

import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client.ts';
import { outboxEmails } from '../db/schema/users.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** Real SMTP when SMTP_URL is set (DESIGN.md §2). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
  };
}

/** Without SMTP, mail is kept in `outbox_emails` and printed with its links, so reset works offline. */
export function createOutboxMailer(db: Db, log: FastifyBaseLogger): Mailer {
  return {
    async send(mail) {
      await db
        .insert(outboxEmails)
        .values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
      log.info(
        { to: mail.to, subject: mail.subject, links },
        `[outbox] ${mail.subject} → ${mail.to} ${links.join(' ')}`,
      );
    },
  };
}

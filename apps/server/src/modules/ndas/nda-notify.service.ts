// Sending the NDA mails: one place looks the person up, respects their preference and
// never lets a mail failure undo what was already committed.
import type { FastifyInstance } from 'fastify';
import type { Mail } from '../../lib/mailer.ts';
import { displayName } from './nda.mapper.ts';
import { type MailPerson, wantsNdaMail } from './ndas.mails.ts';
import { findPerson } from './ndas.repository.ts';

/** A mail that reports something already done: a failure is logged, not thrown. */
export async function sendQuietly(app: FastifyInstance, mail: Mail): Promise<void> {
  try {
    await app.mailer.send(mail);
  } catch (err) {
    app.log.error({ err, subject: mail.subject }, 'could not send an NDA mail');
  }
}

/** Mails the user `userId` (a buyer or a seller) unless they turned NDA mail off. */
export async function notifyPerson(
  app: FastifyInstance,
  userId: number,
  build: (to: MailPerson) => Mail,
): Promise<void> {
  const person = await findPerson(app.db, userId);
  if (!person) return;
  const to: MailPerson = {
    name: displayName(person),
    email: person.email,
    notificationPreferences: person.notificationPreferences,
  };
  if (wantsNdaMail(to)) await sendQuietly(app, build(to));
}

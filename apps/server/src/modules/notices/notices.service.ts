// An admin's decision on someone's content reaches them (decision 112): a notice in the bell,
// stored in the decision's own transaction, and a mail after the commit unless they chose no
// mail. Approvals and rejections are "important" notices (Configuración: «aprobaciones o
// rechazos de tus anuncios»), so only `notificationPreferences = 'none'` silences the mail.
import type { NoticeType } from '@traspasa/shared/saved-searches';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { linkMail, type Mail, type Mailer } from '../../lib/mailer.ts';
import { findRecipient, insertNotice } from './notices.repository.ts';

/** The bell: a person's notices, the unread count, marking them read (the alerts routes). */
export { countUnreadNotices, listNotices, markNoticeRead, markNoticesRead } from './notices.repository.ts';

export interface DecisionNotice {
  userId: number;
  type: NoticeType;
  /** The bell's line and the mail's subject. */
  title: string;
  /** The bell's second line. */
  body: string;
  /** In-app path; the mail links to it on APP_URL. */
  href: string;
  businessId?: number;
  professionalId?: number;
  mail: { paragraphs: string[]; linkLabel: string };
}

/** A reason as a sentence: «Faltan fotos» → «Faltan fotos.» */
const sentence = (text: string) => {
  const t = text.trim();
  return /[.!?…]$/.test(t) ? t : `${t}.`;
};

interface Listing {
  id: number;
  sellerId: number;
  title: string;
  slug: string;
}

export function listingApprovedNotice(listing: Listing, lifetimeDays: number): DecisionNotice {
  return {
    userId: listing.sellerId,
    type: 'listing-approved',
    title: `Tu anuncio «${listing.title}» está publicado`,
    body: 'Ya aparece en la búsqueda y los compradores pueden verlo.',
    href: `/businesses/${encodeURIComponent(listing.slug)}`,
    businessId: listing.id,
    mail: {
      paragraphs: [
        `Revisamos tu anuncio «${listing.title}» y lo aprobamos: ya está publicado y aparece en la búsqueda de Traspasa.`,
        `Seguirá publicado ${lifetimeDays} días; antes de que venza te avisaremos para que lo renueves. Sus estadísticas están en tu panel.`,
      ],
      linkLabel: 'Ver tu anuncio',
    },
  };
}

export function listingRejectedNotice(listing: Listing, reason: string): DecisionNotice {
  return {
    userId: listing.sellerId,
    type: 'listing-rejected',
    title: `Tu anuncio «${listing.title}» no fue aprobado`,
    body: `Motivo: ${sentence(reason)} Corrígelo y vuelve a enviarlo a revisión.`,
    href: `/seller/edit-listing/${listing.id}`,
    businessId: listing.id,
    mail: {
      paragraphs: [
        `Revisamos tu anuncio «${listing.title}» y todavía no podemos publicarlo. El motivo: ${sentence(reason)}`,
        'Corrígelo y vuelve a enviarlo a revisión; te avisaremos del resultado. Mientras tanto no aparece en la búsqueda.',
      ],
      linkLabel: 'Editar tu anuncio',
    },
  };
}

interface Entry {
  id: number;
  userId: number;
  name: string;
}

export function professionalApprovedNotice(entry: Entry): DecisionNotice {
  return {
    userId: entry.userId,
    type: 'professional-approved',
    title: `Tu ficha «${entry.name}» está publicada en el directorio`,
    body: 'Ya aparece en el directorio de profesionales y cualquiera puede escribirte.',
    href: `/professionals/${entry.id}`,
    professionalId: entry.id,
    mail: {
      paragraphs: [
        `Revisamos tu ficha «${entry.name}» y la aprobamos: ya está publicada en el directorio de profesionales de Traspasa.`,
        'Compradores y vendedores pueden verla y escribirte desde la plataforma.',
      ],
      linkLabel: 'Ver tu ficha',
    },
  };
}

export function professionalRejectedNotice(entry: Entry, reason: string): DecisionNotice {
  return {
    userId: entry.userId,
    type: 'professional-rejected',
    title: `Tu ficha «${entry.name}» no fue aprobada`,
    body: `Motivo: ${sentence(reason)} Corrígela y guárdala: vuelve a revisión.`,
    href: '/consultant/professional',
    professionalId: entry.id,
    mail: {
      paragraphs: [
        `Revisamos tu ficha «${entry.name}» y todavía no podemos publicarla en el directorio. El motivo: ${sentence(reason)}`,
        'Corrígela y guárdala: vuelve a revisión y la revisamos en un día hábil como máximo.',
      ],
      linkLabel: 'Corregir tu ficha',
    },
  };
}

/** The bell's notice, written with the decision (call inside its transaction). */
export function recordNotice(tx: Db, n: DecisionNotice): Promise<void> {
  return insertNotice(tx, {
    userId: n.userId,
    type: n.type,
    title: n.title,
    body: n.body,
    href: n.href,
    businessId: n.businessId ?? null,
    professionalId: n.professionalId ?? null,
  });
}

export function noticeMail(to: { name: string; email: string }, n: DecisionNotice, appUrl: string): Mail {
  return linkMail(to.email, n.title, [`Hola ${to.name}:`, ...n.mail.paragraphs], {
    href: `${appUrl}${n.href}`,
    label: n.mail.linkLabel,
  });
}

/**
 * After the decision committed: mails the person unless they want no mail. A mail that fails
 * is logged and never undoes the decision; the bell already has the notice.
 */
/** What sending a notice mail needs (a Fastify instance is one; a job may pass just these). */
export interface NoticeMailDeps {
  db: Db;
  mailer: Mailer;
  config: { appUrl: string };
  log: Pick<FastifyBaseLogger, 'error'>;
}

export async function mailNotice(app: NoticeMailDeps, n: DecisionNotice): Promise<void> {
  try {
    const person = await findRecipient(app.db, n.userId);
    if (!person || person.notificationPreferences === 'none') return;
    const name = person.fullName?.trim() || person.username;
    await app.mailer.send(noticeMail({ name, email: person.email }, n, app.config.appUrl));
  } catch (err) {
    app.log.error({ err, type: n.type, userId: n.userId }, 'could not send a decision notice mail');
  }
}

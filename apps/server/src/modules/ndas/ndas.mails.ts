import { DEFAULT_TIME_ZONE, formatDateTime } from '@traspasa/shared/dates';
import { countText } from '@traspasa/shared/plural';
import type { Mail } from '../../lib/mailer.ts';

// NDA mails (decision 060). Every one of them concerns a legal commitment or an action the
// reader must take, so they count as "important": only `notificationPreferences = 'none'`
// silences them. The signing code is asked for by the reader and is always sent.

export interface MailPerson {
  name: string;
  email: string;
  notificationPreferences: string;
}

interface Listing {
  id: number;
  title: string;
}

export const wantsNdaMail = (p: MailPerson): boolean => p.notificationPreferences !== 'none';

function mail(
  to: string,
  subject: string,
  paragraphs: string[],
  link?: { href: string; label: string },
): Mail {
  const text = [
    ...paragraphs,
    ...(link ? [`${link.label}: ${link.href}`] : []),
    'El equipo de Traspasa',
  ].join('\n\n');
  const html = [
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(link ? [`<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`] : []),
    '<p>El equipo de Traspasa</p>',
  ].join('\n');
  return { to, subject, text, html };
}

/** To the seller: a buyer accepted the NDA of one of their listings. */
export function ndaSignedSellerMail(
  seller: MailPerson,
  buyerName: string,
  listing: Listing,
  enhanced: boolean,
  appUrl: string,
): Mail {
  return mail(
    seller.email,
    `${buyerName} firmó el acuerdo de confidencialidad de «${listing.title}»`,
    [
      `Hola ${seller.name}:`,
      enhanced
        ? `${buyerName} aceptó el acuerdo de confidencialidad de tu negocio «${listing.title}». Como pediste firma reforzada, aún debe firmarlo electrónicamente o subir el documento firmado con su identificación; te avisaremos cuando lo haga.`
        : `${buyerName} firmó el acuerdo de confidencialidad de tu negocio «${listing.title}» y ya puede ver su información confidencial y escribirte.`,
      'Puedes revisar la evidencia de la firma en la auditoría de acuerdos.',
    ],
    { href: `${appUrl}/nda-audit`, label: 'Ver la auditoría de acuerdos' },
  );
}

/** To the seller: the enhanced signature was completed electronically. */
export function ndaElectronicSellerMail(
  seller: MailPerson,
  buyerName: string,
  listing: Listing,
  appUrl: string,
): Mail {
  return mail(
    seller.email,
    `${buyerName} completó la firma electrónica del acuerdo de «${listing.title}»`,
    [
      `Hola ${seller.name}:`,
      `${buyerName} firmó electrónicamente, con un código enviado a su correo, el acuerdo de confidencialidad de tu negocio «${listing.title}». Ya puede ver su información confidencial.`,
    ],
    { href: `${appUrl}/nda-audit`, label: 'Ver la auditoría de acuerdos' },
  );
}

/** To the seller: physical signature documents wait for their review. */
export function ndaUploadedSellerMail(
  seller: MailPerson,
  buyerName: string,
  listing: Listing,
  appUrl: string,
): Mail {
  return mail(
    seller.email,
    `Documentos por revisar: acuerdo de «${listing.title}»`,
    [
      `Hola ${seller.name}:`,
      `${buyerName} subió el acuerdo de confidencialidad firmado a mano y su identificación para tu negocio «${listing.title}».`,
      'Revísalos y apruébalos o recházalos desde la auditoría de acuerdos.',
    ],
    // The audit screen keeps its filters in Spanish query names (features/ndas/lib/audit-filters.ts).
    { href: `${appUrl}/nda-audit?revision=1`, label: 'Revisar los documentos' },
  );
}

/** To the buyer: the one-time code of the electronic signature. */
export function ndaCodeMail(
  buyer: { name: string; email: string },
  code: string,
  listing: Listing,
  minutes: number,
  ip: string,
): Mail {
  return mail(buyer.email, `Tu código para firmar el acuerdo: ${code}`, [
    `Hola ${buyer.name}:`,
    `Tu código para firmar electrónicamente el acuerdo de confidencialidad de «${listing.title}» es: ${code}`,
    `Vence en ${countText(minutes, 'minuto', 'minutos')} y solo sirve una vez. Escribirlo equivale a tu firma.`,
    `Lo pediste desde la dirección IP ${ip}. Si no fuiste tú, ignora este correo y cambia tu contraseña.`,
  ]);
}

/** To the buyer: the seller or an admin reviewed the uploaded documents. */
export function ndaReviewedBuyerMail(
  buyer: MailPerson,
  listing: Listing,
  review: { approved: boolean; notes: string | null; canReupload: boolean; deadline: Date | null },
  appUrl: string,
  /** The buyer's zone (decision 131); Ecuador's when unknown. */
  timeZone: string = DEFAULT_TIME_ZONE,
): Mail {
  const link = { href: `${appUrl}/nda-status/${listing.id}`, label: 'Ver el estado del acuerdo' };
  if (review.approved) {
    return mail(
      buyer.email,
      `Tu acuerdo de «${listing.title}» fue aprobado`,
      [
        `Hola ${buyer.name}:`,
        `Revisamos los documentos que subiste y tu acuerdo de confidencialidad de «${listing.title}» ya está firmado. Ya puedes ver la información confidencial del negocio.`,
      ],
      link,
    );
  }
  const deadline = review.deadline ? formatDateTime(review.deadline, { timeZone }) : null;
  return mail(
    buyer.email,
    `Tu acuerdo de «${listing.title}» fue rechazado`,
    [
      `Hola ${buyer.name}:`,
      `Los documentos que subiste para el acuerdo de confidencialidad de «${listing.title}» fueron rechazados.`,
      ...(review.notes ? [`Motivo: ${review.notes}`] : []),
      review.canReupload
        ? `Puedes subirlos de nuevo${deadline ? ` hasta el ${deadline}` : ''}.`
        : 'No es posible volver a subirlos para este acuerdo.',
    ],
    link,
  );
}

/** To the buyer: the seller or an admin withdrew a signed NDA. */
export function ndaRevokedBuyerMail(
  buyer: MailPerson,
  listing: Listing,
  notes: string,
  appUrl: string,
): Mail {
  return mail(
    buyer.email,
    `Se revocó tu acceso confidencial a «${listing.title}»`,
    [
      `Hola ${buyer.name}:`,
      `Tu acuerdo de confidencialidad de «${listing.title}» fue revocado y ya no tienes acceso a su información confidencial.`,
      `Motivo: ${notes}`,
      'Tus obligaciones de confidencialidad sobre lo que ya conociste siguen vigentes.',
    ],
    { href: `${appUrl}/nda-status/${listing.id}`, label: 'Ver el estado del acuerdo' },
  );
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

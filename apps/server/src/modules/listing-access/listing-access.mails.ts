// What the seller and the buyer are told about an access request (decision 062): a bell notice
// stored in the action's transaction and a mail after the commit (notices module, decision 112).
// Requests and answers are "important" to their reader: only `notificationPreferences = 'none'`
// silences the mail.
import { ACCESS_EXPIRY_DAYS, ACCESS_REMINDER_DAYS } from '@traspasa/shared/listing-access';
import { countText } from '@traspasa/shared/plural';
import type { DecisionNotice } from '../notices/notices.service.ts';

interface Listing {
  id: number;
  sellerId: number;
  title: string;
  slug: string;
}

export const REQUESTS_PATH = '/seller/dashboard?tab=solicitudes';
const listingPath = (l: Listing) => `/businesses/${encodeURIComponent(l.slug)}`;
const sentence = (text: string) => {
  const t = text.trim();
  return /[.!?…]$/.test(t) ? t : `${t}.`;
};

export function accessRequestedNotice(
  listing: Listing,
  buyerName: string,
  message: string | null,
): DecisionNotice {
  return {
    userId: listing.sellerId,
    type: 'access-requested',
    title: `${buyerName} pide acceso a «${listing.title}»`,
    body: 'Firmó el acuerdo de confidencialidad. Apruébalo, recházalo o hazle una pregunta.',
    href: `${REQUESTS_PATH}&negocio=${listing.id}`,
    businessId: listing.id,
    mail: {
      paragraphs: [
        `${buyerName} firmó el acuerdo de confidencialidad de tu negocio «${listing.title}» y te pide acceso a su información confidencial.`,
        ...(message ? [`Su mensaje: «${message}»`] : []),
        `Hasta que lo apruebes no ve la parte confidencial, los documentos ni puede escribirte. Si no respondes en ${countText(ACCESS_EXPIRY_DAYS, 'día', 'días')}, la solicitud vence.`,
      ],
      linkLabel: 'Ver la solicitud',
    },
  };
}

export function accessReminderNotice(listing: Listing, buyerName: string): DecisionNotice {
  return {
    userId: listing.sellerId,
    type: 'access-reminder',
    title: `${buyerName} sigue esperando tu respuesta sobre «${listing.title}»`,
    body: `Pidió acceso hace ${countText(ACCESS_REMINDER_DAYS, 'día', 'días')}; la solicitud vence en ${countText(ACCESS_EXPIRY_DAYS - ACCESS_REMINDER_DAYS, 'día', 'días')}.`,
    href: `${REQUESTS_PATH}&negocio=${listing.id}`,
    businessId: listing.id,
    mail: {
      paragraphs: [
        `${buyerName} te pidió acceso a la información confidencial de «${listing.title}» hace ${countText(ACCESS_REMINDER_DAYS, 'día', 'días')} y aún no le respondes.`,
        `Si no la apruebas o rechazas en ${countText(ACCESS_EXPIRY_DAYS - ACCESS_REMINDER_DAYS, 'día', 'días')}, la solicitud vence y le avisaremos.`,
      ],
      linkLabel: 'Responder la solicitud',
    },
  };
}

export function accessApprovedNotice(listing: Listing, buyerId: number): DecisionNotice {
  return {
    userId: buyerId,
    type: 'access-approved',
    title: `El vendedor aprobó tu acceso a «${listing.title}»`,
    body: 'Ya puedes ver la información confidencial, los documentos y escribirle.',
    href: listingPath(listing),
    businessId: listing.id,
    mail: {
      paragraphs: [
        `El vendedor de «${listing.title}» aprobó tu solicitud: ya puedes ver su información confidencial y sus documentos, y escribirle desde Traspasa.`,
        'Recuerda que el acuerdo de confidencialidad que firmaste protege todo lo que veas.',
      ],
      linkLabel: 'Ver el negocio',
    },
  };
}

export function accessDeclinedNotice(
  listing: Listing,
  buyerId: number,
  reason: string | null,
): DecisionNotice {
  return {
    userId: buyerId,
    type: 'access-declined',
    title: `El vendedor no aprobó tu acceso a «${listing.title}»`,
    body: reason ? `Motivo: ${sentence(reason)}` : 'No indicó un motivo.',
    href: listingPath(listing),
    businessId: listing.id,
    mail: {
      paragraphs: [
        `El vendedor de «${listing.title}» revisó tu solicitud y decidió no darte acceso a su información confidencial.`,
        reason ? `Su motivo: ${sentence(reason)}` : 'No indicó un motivo.',
        'Tu acuerdo de confidencialidad sigue registrado. Puedes buscar otros negocios parecidos en Traspasa.',
      ],
      linkLabel: 'Ver el negocio',
    },
  };
}

export function accessExpiredNotice(listing: Listing, buyerId: number): DecisionNotice {
  return {
    userId: buyerId,
    type: 'access-expired',
    title: `Tu solicitud de acceso a «${listing.title}» venció`,
    body: `El vendedor no respondió en ${countText(ACCESS_EXPIRY_DAYS, 'día', 'días')}. Puedes enviarla de nuevo.`,
    href: listingPath(listing),
    businessId: listing.id,
    mail: {
      paragraphs: [
        `El vendedor de «${listing.title}» no respondió tu solicitud de acceso en ${countText(ACCESS_EXPIRY_DAYS, 'día', 'días')}, así que venció.`,
        'Puedes enviarla de nuevo desde el anuncio, o buscar otros negocios parecidos en Traspasa.',
      ],
      linkLabel: 'Ver el negocio',
    },
  };
}

export function accessRevokedNotice(
  listing: Listing,
  buyerId: number,
  reason: string | null,
): DecisionNotice {
  return {
    userId: buyerId,
    type: 'access-revoked',
    title: `Ya no tienes acceso a la información confidencial de «${listing.title}»`,
    body: reason ? `Motivo: ${sentence(reason)}` : 'El vendedor retiró tu acceso.',
    href: listingPath(listing),
    businessId: listing.id,
    mail: {
      paragraphs: [
        `El vendedor de «${listing.title}» retiró tu acceso: ya no puedes ver su información confidencial ni sus documentos, ni escribirle sobre este negocio.`,
        ...(reason ? [`Su motivo: ${sentence(reason)}`] : []),
        'Tu conversación queda como registro. El acuerdo de confidencialidad que firmaste sigue vigente sobre lo que ya viste.',
      ],
      linkLabel: 'Ver el negocio',
    },
  };
}

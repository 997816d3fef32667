// What the parties and the other buyers are told about a reserved listing (decision 171): a bell
// notice stored with the change and a mail after the commit (notices module, decision 112).
import { DEFAULT_TIME_ZONE, formatDateTime } from '@traspasa/shared/dates';
import { countText } from '@traspasa/shared/plural';
import { negotiationHref, RESERVATION_GRACE_DAYS } from '@traspasa/shared/reservations';
import type { DecisionNotice } from '../notices/notices.service.ts';

interface Listing {
  id: number;
  sellerId: number;
  title: string;
  slug: string;
}

const listingPath = (l: Listing) => `/businesses/${encodeURIComponent(l.slug)}`;
/** Notices are written once for every reader: the day in Ecuador's time, zone named. */
const when = (at: Date) => formatDateTime(at, { timeZone: DEFAULT_TIME_ZONE });

/** To another buyer with access: the listing is reserved, their access paused. */
export function listingReservedNotice(listing: Listing, buyerId: number, endsAt: Date): DecisionNotice {
  return {
    userId: buyerId,
    type: 'listing-reserved',
    title: `«${listing.title}» está reservado`,
    body: `Otro comprador firmó una carta de intención. Tu acceso a la parte confidencial queda en pausa hasta el ${when(endsAt)} o hasta que la reserva termine.`,
    href: listingPath(listing),
    businessId: listing.id,
    mail: {
      paragraphs: [
        `El vendedor de «${listing.title}» y otro comprador firmaron una carta de intención: el negocio está reservado para ese comprador, con exclusividad hasta el ${when(endsAt)}.`,
        'Mientras dure la reserva, tu acceso a la información confidencial y a los documentos queda en pausa. No se borra nada de lo tuyo: tu acuerdo de confidencialidad sigue firmado y tus conversaciones siguen abiertas.',
        'Si la reserva se libera, recuperarás el acceso y te avisaremos.',
      ],
      linkLabel: 'Ver el negocio',
    },
  };
}

/** To each party, 3 days before the exclusivity ends. */
export function reservationEndingNotice(
  listing: Listing,
  userId: number,
  negotiationId: number,
  endsAt: Date,
  side: 'buyer' | 'seller',
): DecisionNotice {
  const next =
    side === 'seller'
      ? 'Si necesitan más tiempo, propón una extensión (la firman ambos); si el trato ya se cerró, márcalo como cerrado; si no sigue, libera la reserva.'
      : 'Si necesitan más tiempo, pide al vendedor que proponga una extensión: la firman ambos.';
  return {
    userId,
    type: 'reservation-ending',
    title: `La exclusividad de «${listing.title}» termina el ${when(endsAt)}`,
    body: next,
    href: negotiationHref(negotiationId),
    businessId: listing.id,
    mail: {
      paragraphs: [
        `La exclusividad de la carta de intención firmada sobre «${listing.title}» termina el ${when(endsAt)}.`,
        next,
      ],
      linkLabel: 'Ver la negociación',
    },
  };
}

/** To the seller (and the buyer), when the exclusivity ended without extension or closing. */
export function reservationEndedNotice(
  listing: Listing,
  userId: number,
  negotiationId: number,
  side: 'buyer' | 'seller',
): DecisionNotice {
  const body =
    side === 'seller'
      ? `Extiéndela (la firman ambos), cierra el trato o libera la reserva. Si en ${countText(RESERVATION_GRACE_DAYS, 'día', 'días')} no haces nada, la liberaremos.`
      : `El vendedor puede proponer una extensión, cerrar el trato o liberar la reserva. Si en ${countText(RESERVATION_GRACE_DAYS, 'día', 'días')} no hace nada, la liberaremos.`;
  return {
    userId,
    type: 'reservation-ended',
    title: `La exclusividad de «${listing.title}» terminó`,
    body,
    href: negotiationHref(negotiationId),
    businessId: listing.id,
    mail: {
      paragraphs: [
        `La exclusividad de la carta de intención firmada sobre «${listing.title}» terminó sin una extensión ni un cierre. El negocio sigue reservado mientras tanto.`,
        body,
      ],
      linkLabel: 'Ver la negociación',
    },
  };
}

/** To the buyer: the seller proposes more days; a code is requested on the negotiation's page. */
export function extensionProposedNotice(
  listing: Listing,
  buyerId: number,
  negotiationId: number,
  days: number,
): DecisionNotice {
  return {
    userId: buyerId,
    type: 'reservation-extension',
    title: `El vendedor propone ${countText(days, 'día', 'días')} más de exclusividad en «${listing.title}»`,
    body: 'Revisa la propuesta y fírmala con tu nombre y el código que te enviaremos por correo.',
    href: negotiationHref(negotiationId),
    businessId: listing.id,
    mail: {
      paragraphs: [
        `El vendedor de «${listing.title}» propone extender tu exclusividad ${countText(days, 'día', 'días')} y ya firmó la propuesta.`,
        'Si estás de acuerdo, fírmala desde la negociación con tu nombre completo y el código de 6 dígitos que te enviaremos por correo.',
      ],
      linkLabel: 'Ver la propuesta',
    },
  };
}

/** To the seller: the buyer signed the extension. */
export function extensionSignedNotice(
  listing: Listing,
  negotiationId: number,
  newEndsAt: Date,
): DecisionNotice {
  return {
    userId: listing.sellerId,
    type: 'reservation-extension',
    title: `La exclusividad de «${listing.title}» se extendió hasta el ${when(newEndsAt)}`,
    body: 'El comprador firmó la extensión que propusiste.',
    href: negotiationHref(negotiationId),
    businessId: listing.id,
    mail: {
      paragraphs: [
        `El comprador firmó la extensión que propusiste: la exclusividad de «${listing.title}» dura ahora hasta el ${when(newEndsAt)}.`,
      ],
      linkLabel: 'Ver la negociación',
    },
  };
}

/** To the reserving buyer (the deal fell through) or another buyer (access is back). */
export function reservationReleasedNotice(
  listing: Listing,
  userId: number,
  reserving: { negotiationId: number } | null,
  byJob: boolean,
): DecisionNotice {
  const cause = byJob
    ? `La exclusividad terminó hace ${countText(RESERVATION_GRACE_DAYS, 'día', 'días')} sin extensión ni cierre`
    : 'El vendedor liberó la reserva';
  if (reserving) {
    return {
      userId,
      type: 'reservation-released',
      title: `La reserva de «${listing.title}» se liberó`,
      body: `${cause}: el negocio vuelve a estar publicado para todos.`,
      href: negotiationHref(reserving.negotiationId),
      businessId: listing.id,
      mail: {
        paragraphs: [
          `${cause} de «${listing.title}»: tu exclusividad terminó y el negocio vuelve a estar publicado para todos.`,
          'Tu acuerdo de confidencialidad y tus conversaciones siguen como estaban.',
        ],
        linkLabel: 'Ver la negociación',
      },
    };
  }
  return {
    userId,
    type: 'reservation-released',
    title: `«${listing.title}» vuelve a estar disponible`,
    body: 'La reserva terminó: ya puedes ver otra vez la parte confidencial y los documentos.',
    href: listingPath(listing),
    businessId: listing.id,
    mail: {
      paragraphs: [
        `La reserva de «${listing.title}» terminó sin cerrarse la venta: el negocio vuelve a estar disponible.`,
        'Recuperaste el acceso a su información confidencial y a sus documentos.',
      ],
      linkLabel: 'Ver el negocio',
    },
  };
}

/** To the reserving buyer: the seller marked the deal closed. */
export function dealClosedNotice(listing: Listing, buyerId: number, negotiationId: number): DecisionNotice {
  return {
    userId: buyerId,
    type: 'reservation-closed',
    title: `Se cerró la venta de «${listing.title}»`,
    body: 'El vendedor marcó el trato como cerrado. ¡Felicitaciones!',
    href: negotiationHref(negotiationId),
    businessId: listing.id,
    mail: {
      paragraphs: [
        `El vendedor marcó como cerrado el trato de «${listing.title}»: el negocio figura como vendido en Traspasa.`,
        'El precio acordado queda guardado de forma privada: solo lo ven ustedes dos y la administración.',
      ],
      linkLabel: 'Ver la negociación',
    },
  };
}

// What each side of a negotiation is told (decision 170): a bell notice stored in the action's
// transaction and a mail after the commit (notices module, decision 112), and the signing code.
import { formatCents, type OfferTerms } from '@traspasa/shared/offers';
import { countText } from '@traspasa/shared/plural';
import type { Mail } from '../../lib/mailer.ts';
import type { DecisionNotice } from '../notices/notices.service.ts';

interface Listing {
  id: number;
  title: string;
}

export const negotiationPath = (id: number) => `/offers/${id}`;

const sentence = (text: string) => {
  const t = text.trim();
  return /[.!?…]$/.test(t) ? t : `${t}.`;
};

/** To the other side: a first offer or a counter-offer waits for their answer. */
export function offerReceivedNotice(
  to: number,
  listing: Listing,
  n: { id: number; versionNumber: number; authorName: string; terms: OfferTerms; changes: string[] },
): DecisionNotice {
  const first = n.versionNumber === 1;
  const price = formatCents(n.terms.priceCents);
  return {
    userId: to,
    type: 'offer-received',
    title: first
      ? `${n.authorName} te hizo una oferta de ${price} por «${listing.title}»`
      : `${n.authorName} te hizo una contraoferta de ${price} por «${listing.title}»`,
    body: first
      ? 'Acéptala, recházala o haz una contraoferta.'
      : n.changes.length > 0
        ? `Cambios: ${n.changes.slice(0, 3).join('; ')}${n.changes.length > 3 ? '…' : ''}`
        : 'Revísala y responde.',
    href: negotiationPath(n.id),
    businessId: listing.id,
    mail: {
      paragraphs: [
        first
          ? `${n.authorName} te envió una oferta de ${price} por «${listing.title}», como carta de intención no vinculante.`
          : `${n.authorName} respondió con una contraoferta de ${price} por «${listing.title}» (versión ${n.versionNumber}).`,
        ...(n.changes.length > 0 ? [`Lo que cambió: ${n.changes.join('; ')}.`] : []),
        `La oferta vale hasta el día que indica la carta. Puedes aceptarla, rechazarla o hacer una contraoferta desde Traspasa.`,
      ],
      linkLabel: 'Ver la oferta',
    },
  };
}

/** To the author: the other side accepted; both now sign. */
export function offerAcceptedNotice(
  to: number,
  listing: Listing,
  n: { id: number; byName: string },
  days: number,
): DecisionNotice {
  return {
    userId: to,
    type: 'offer-accepted',
    title: `${n.byName} aceptó la oferta por «${listing.title}»`,
    body: `Ahora firman los dos la carta de intención, con un código por correo. Tienen ${countText(days, 'día', 'días')}.`,
    href: negotiationPath(n.id),
    businessId: listing.id,
    mail: {
      paragraphs: [
        `${n.byName} aceptó la oferta por «${listing.title}».`,
        `Para que la carta de intención quede firmada, cada parte la firma en Traspasa con su nombre completo y un código que le enviamos por correo. Si no la firman los dos en ${countText(days, 'día', 'días')}, la aceptación vence y el negocio vuelve a recibir ofertas.`,
      ],
      linkLabel: 'Firmar la carta',
    },
  };
}

export function offerRejectedNotice(
  to: number,
  listing: Listing,
  n: { id: number; byName: string; reason: string | null },
): DecisionNotice {
  return {
    userId: to,
    type: 'offer-rejected',
    title: `${n.byName} rechazó la oferta por «${listing.title}»`,
    body: n.reason ? `Motivo: ${sentence(n.reason)}` : 'La negociación terminó.',
    href: negotiationPath(n.id),
    businessId: listing.id,
    mail: {
      paragraphs: [
        `${n.byName} rechazó la oferta por «${listing.title}». La negociación terminó.`,
        ...(n.reason ? [`El motivo que dio: ${sentence(n.reason)}`] : []),
      ],
      linkLabel: 'Ver la negociación',
    },
  };
}

export function offerWithdrawnNotice(
  to: number,
  listing: Listing,
  n: { id: number; byName: string },
): DecisionNotice {
  return {
    userId: to,
    type: 'offer-withdrawn',
    title: `${n.byName} retiró su oferta por «${listing.title}»`,
    body: 'La negociación terminó; ya no hay nada que responder.',
    href: negotiationPath(n.id),
    businessId: listing.id,
    mail: {
      paragraphs: [`${n.byName} retiró su oferta por «${listing.title}». La negociación terminó.`],
      linkLabel: 'Ver la negociación',
    },
  };
}

/** To both sides when the lapse job ends a negotiation. */
export function offerLapsedNotice(
  to: number,
  listing: Listing,
  n: { id: number; why: 'validity' | 'unsigned' },
): DecisionNotice {
  return {
    userId: to,
    type: 'offer-lapsed',
    title: `La oferta por «${listing.title}» venció`,
    body:
      n.why === 'validity'
        ? 'Pasó su fecha de validez sin respuesta.'
        : 'No la firmaron las dos partes a tiempo; el negocio vuelve a recibir ofertas.',
    href: negotiationPath(n.id),
    businessId: listing.id,
    mail: {
      paragraphs: [
        n.why === 'validity'
          ? `La oferta por «${listing.title}» pasó su fecha de validez sin respuesta y venció. La negociación terminó.`
          : `La oferta aceptada por «${listing.title}» no quedó firmada por las dos partes a tiempo y venció. El negocio vuelve a recibir ofertas.`,
      ],
      linkLabel: 'Ver la negociación',
    },
  };
}

/** To the other side once one signed; to both once both did. */
export function offerSignedNotice(
  to: number,
  listing: Listing,
  n: { id: number; byName: string; complete: boolean },
): DecisionNotice {
  return {
    userId: to,
    type: 'offer-signed',
    title: n.complete
      ? `La carta de intención por «${listing.title}» está firmada`
      : `${n.byName} firmó la carta de intención por «${listing.title}»`,
    body: n.complete
      ? 'Las dos partes firmaron: el negocio queda reservado durante la exclusividad.'
      : 'Falta tu firma: pide tu código y firma.',
    href: negotiationPath(n.id),
    businessId: listing.id,
    mail: {
      paragraphs: n.complete
        ? [
            `Las dos partes firmaron la carta de intención por «${listing.title}». El negocio queda reservado durante el período de exclusividad de la carta.`,
            'La carta firmada y su certificado de evidencia están en la página de la negociación.',
          ]
        : [`${n.byName} firmó la carta de intención por «${listing.title}». Falta tu firma.`],
      linkLabel: n.complete ? 'Ver la carta firmada' : 'Firmar la carta',
    },
  };
}

/** The signing code (sent inside the transaction that stores it: decision 060). */
export function offerCodeMail(
  to: { name: string; email: string },
  code: string,
  what: string,
  minutes: number,
  ip: string,
): Mail {
  const paragraphs = [
    `Hola ${to.name}:`,
    `Tu código para firmar ${what} es: ${code}`,
    `Vence en ${countText(minutes, 'minuto', 'minutos')} y solo sirve una vez. Escribirlo junto con tu nombre completo equivale a tu firma.`,
    `Lo pediste desde la dirección IP ${ip}. Si no fuiste tú, ignora este correo y cambia tu contraseña.`,
    'El equipo de Traspasa',
  ];
  return { to: to.email, subject: `Tu código para firmar: ${code}`, text: paragraphs.join('\n\n') };
}

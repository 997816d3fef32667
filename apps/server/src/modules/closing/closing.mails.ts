// What the parties of a road to closing are told (decision 175): a bell notice stored with the
// change and a mail after the commit (notices module, decision 112).
import { formatDay as dayText } from '@traspasa/shared/dates';
import type { DecisionNotice } from '../notices/notices.service.ts';

export const closingPath = (negotiationId: number) => `/offers/${negotiationId}/ruta`;

interface Deal {
  negotiationId: number;
  businessId: number;
  businessTitle: string;
}

export function overdueNotice(
  deal: Deal,
  userId: number,
  step: { title: string; dueDate: string },
): DecisionNotice {
  return {
    userId,
    type: 'closing-overdue',
    title: `Un paso de la ruta de «${deal.businessTitle}» está atrasado`,
    body: `«${step.title}» vencía el ${dayText(step.dueDate)}. Márcalo como hecho o cuéntale a la otra parte cómo va.`,
    href: closingPath(deal.negotiationId),
    businessId: deal.businessId,
    mail: {
      paragraphs: [
        `El paso «${step.title}» de la ruta de traspaso de «${deal.businessTitle}» vencía el ${dayText(step.dueDate)} y sigue abierto.`,
        'Si ya lo hiciste, márcalo como hecho y sube la evidencia; si va a tardar, deja un comentario para la otra parte.',
      ],
      linkLabel: 'Ver la ruta de traspaso',
    },
  };
}

export function receiptUploadedNotice(
  deal: Deal,
  sellerId: number,
  label: string,
  amount: string,
): DecisionNotice {
  return {
    userId: sellerId,
    type: 'closing-payment',
    title: `El comprador subió el comprobante de «${label}» (${amount})`,
    body: 'Revisa tu cuenta y confirma que recibiste el dinero, o abre una disputa si no llegó.',
    href: closingPath(deal.negotiationId),
    businessId: deal.businessId,
    mail: {
      paragraphs: [
        `El comprador de «${deal.businessTitle}» subió el comprobante de la transferencia de «${label}» por ${amount}.`,
        'Traspasa no recibe ni guarda dinero: revisa tu cuenta bancaria y, cuando veas el pago, confírmalo en la ruta de traspaso. Si no llegó, abre una disputa y un administrador la revisará.',
      ],
      linkLabel: 'Confirmar el pago',
    },
  };
}

export function paymentConfirmedNotice(
  deal: Deal,
  buyerId: number,
  label: string,
  amount: string,
): DecisionNotice {
  return {
    userId: buyerId,
    type: 'closing-payment',
    title: `El vendedor confirmó que recibió «${label}» (${amount})`,
    body: `El pago de «${deal.businessTitle}» queda como recibido en la ruta de traspaso.`,
    href: closingPath(deal.negotiationId),
    businessId: deal.businessId,
    mail: {
      paragraphs: [
        `El vendedor de «${deal.businessTitle}» confirmó que recibió «${label}» por ${amount}.`,
        'El pago queda como recibido en la ruta de traspaso, con tu comprobante.',
      ],
      linkLabel: 'Ver la ruta de traspaso',
    },
  };
}

export function disputeOpenedNotice(
  deal: Deal,
  userId: number,
  label: string,
  reason: string,
): DecisionNotice {
  return {
    userId,
    type: 'closing-dispute',
    title: `Abrieron una disputa sobre «${label}» en «${deal.businessTitle}»`,
    body: `Motivo: ${reason} Un administrador de Traspasa la revisará.`,
    href: closingPath(deal.negotiationId),
    businessId: deal.businessId,
    mail: {
      paragraphs: [
        `La otra parte de «${deal.businessTitle}» abrió una disputa sobre el pago «${label}». Su motivo: ${reason}`,
        'Un administrador de Traspasa revisará el comprobante y les escribirá. Mientras tanto el pago no se puede confirmar.',
      ],
      linkLabel: 'Ver la ruta de traspaso',
    },
  };
}

export function disputeResolvedNotice(
  deal: Deal,
  userId: number,
  label: string,
  resolution: string,
): DecisionNotice {
  return {
    userId,
    type: 'closing-dispute',
    title: `Se resolvió la disputa sobre «${label}» en «${deal.businessTitle}»`,
    body: resolution,
    href: closingPath(deal.negotiationId),
    businessId: deal.businessId,
    mail: {
      paragraphs: [
        `Un administrador de Traspasa resolvió la disputa sobre el pago «${label}» de «${deal.businessTitle}».`,
        `Lo que anotó: ${resolution}`,
      ],
      linkLabel: 'Ver la ruta de traspaso',
    },
  };
}

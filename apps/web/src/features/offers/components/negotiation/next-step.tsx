import { formatDay } from '@traspasa/shared/dates';
import type { NegotiationDetail } from '@traspasa/shared/offers';

/** One sentence on where the negotiation stands and whose move it is, for the reader's side. */
export function nextStepText(detail: NegotiationDetail): string {
  const open = detail.versions.find((v) => v.status === 'open');
  const author = (side: 'buyer' | 'seller') => (side === 'buyer' ? detail.buyer.name : detail.seller.name);
  const other = detail.role === 'buyer' ? detail.seller.name : detail.buyer.name;
  switch (detail.status) {
    case 'open':
      if (!open) return 'Esperando la respuesta.';
      if (detail.role === null)
        return `La versión ${open.number} de ${author(open.authorSide)} espera respuesta hasta el ${formatDay(open.validUntil)}.`;
      return open.authorSide === detail.role
        ? `Esperando la respuesta de ${other} a tu versión ${open.number}. Vale hasta el ${formatDay(open.validUntil)}; después vence sola.`
        : `Te toca responder la versión ${open.number} de ${other}: acéptala, contraoferta o recházala antes del ${formatDay(open.validUntil)}.`;
    case 'accepted':
      return `La versión ${detail.acceptedVersionNumber} fue aceptada. Ahora la firman los dos con un código por correo.`;
    case 'signed':
      return 'Firmaron los dos la carta de intención: el negocio está reservado durante la exclusividad.';
    case 'closed':
      return 'La venta se cerró: el negocio figura como vendido.';
    case 'released':
      return 'La reserva se liberó: el negocio volvió a recibir ofertas.';
    case 'rejected':
      return 'La oferta fue rechazada y la negociación terminó.';
    case 'withdrawn':
      return 'La oferta fue retirada y la negociación terminó.';
    case 'lapsed':
      return 'La oferta venció sin respuesta a tiempo (o sin las dos firmas) y la negociación terminó.';
  }
}

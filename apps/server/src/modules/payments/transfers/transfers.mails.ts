// What bank transfer payments tell people (decision 094): the admin's decision on a receipt
// (a bell notice and its mail, through the notices module), and the renewal of a yearly plan
// paid by transfer (its order with the reference, then the missed renewal).
import { DEFAULT_TIME_ZONE, formatDate } from '@traspasa/shared/dates';
import { formatMoney } from '@traspasa/shared/money';
import { linkMail, type Mail } from '../../../lib/mailer.ts';
import type { DecisionNotice } from '../../notices/notices.service.ts';

const money = (cents: number) => formatMoney(cents / 100);
const day = (d: Date) => formatDate(d, { timeZone: DEFAULT_TIME_ZONE });
const sentence = (text: string) => (/[.!?…]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

export const orderPath = (orderId: number) => `/bank-transfer/${orderId}`;

export function transferApprovedNotice(
  order: { id: number; userId: number; reference: string },
  productName: string,
): DecisionNotice {
  return {
    userId: order.userId,
    type: 'transfer-approved',
    title: `Recibimos tu transferencia para «${productName}»`,
    body: `Confirmamos el pago con referencia ${order.reference}.`,
    href: orderPath(order.id),
    mail: {
      paragraphs: [
        `Confirmamos tu transferencia con referencia ${order.reference} para «${productName}». Ya está disponible en tu cuenta.`,
        'En otro correo te llega el recibo.',
      ],
      linkLabel: 'Ver el pago',
    },
  };
}

export function transferRejectedNotice(
  order: { id: number; userId: number; reference: string },
  productName: string,
  reason: string,
): DecisionNotice {
  return {
    userId: order.userId,
    type: 'transfer-rejected',
    title: `No pudimos confirmar tu transferencia para «${productName}»`,
    body: sentence(reason),
    href: orderPath(order.id),
    mail: {
      paragraphs: [
        `Revisamos el comprobante de tu transferencia con referencia ${order.reference} y no pudimos confirmarla: ${sentence(reason)}`,
        'Puedes subir otro comprobante desde la página del pago; lo revisaremos de nuevo.',
      ],
      linkLabel: 'Subir otro comprobante',
    },
  };
}

export interface RenewalOrderMail {
  name: string;
  email: string;
  productName: string;
  reference: string;
  amountCents: number;
  periodEnd: Date;
  orderId: number;
}

/** Seven days before a yearly plan paid by transfer ends: the new order and its reference. */
export function renewalOrderMail(m: RenewalOrderMail, appUrl: string): Mail {
  return linkMail(
    m.email,
    `Renueva tu plan ${m.productName}: referencia ${m.reference}`,
    [
      `Hola ${m.name}:`,
      `Tu plan anual «${m.productName}» termina el ${day(m.periodEnd)}. Para renovarlo, transfiere o deposita ${money(m.amountCents)} (IVA incluido) y escribe la referencia ${m.reference} en la descripción de la transferencia.`,
      'En la página del pago están nuestras cuentas y puedes subir el comprobante. Si no llega a tiempo, mantendrás tu plan unos días más mientras lo confirmamos.',
    ],
    { href: `${appUrl}${orderPath(m.orderId)}`, label: 'Ver cuentas y subir el comprobante' },
  );
}

/** The period ended without the renewal's transfer: the grace period, as after a declined card. */
export function renewalMissedMail(
  m: Omit<RenewalOrderMail, 'periodEnd'> & { graceUntil: Date },
  appUrl: string,
): Mail {
  return linkMail(
    m.email,
    `Tu plan ${m.productName} está pendiente de pago`,
    [
      `Hola ${m.name}:`,
      `Aún no recibimos la transferencia de ${money(m.amountCents)} con referencia ${m.reference} para renovar tu plan «${m.productName}».`,
      `Mantendrás sus funciones hasta el ${day(m.graceUntil)}. Si para entonces no confirmamos el pago, tu cuenta pasará al plan gratuito.`,
    ],
    { href: `${appUrl}${orderPath(m.orderId)}`, label: 'Ver cuentas y subir el comprobante' },
  );
}

// SRI electronic documents (decision 092): the codes of the SRI's «Ficha técnica de
// comprobantes electrónicos» that Traspasa uses, the states a document goes through, and the
// contract of the buyer's billing identity.
import { z } from 'zod';

/** codDoc: 01 factura, 04 nota de crédito. */
export const invoiceDocTypes = ['01', '04'] as const;
export type InvoiceDocType = (typeof invoiceDocTypes)[number];

/**
 * Where a document is: generated (XML built), signed (XAdES-BES), not sent (no SRI
 * configuration: stays in the outbox), received by the SRI's recepción, returned by it with
 * messages, authorised, or not authorised by autorización.
 */
export const invoiceStates = [
  'generada',
  'firmada',
  'sin_enviar',
  'recibida',
  'devuelta',
  'autorizada',
  'no_autorizada',
] as const;
export type InvoiceState = (typeof invoiceStates)[number];

/** tipoIdentificacionComprador: 04 RUC, 05 cédula, 06 pasaporte, 07 consumidor final. */
export const taxIdTypes = ['04', '05', '06', '07'] as const;
export type TaxIdType = (typeof taxIdTypes)[number];

/** formaPago (tabla 24): 16 débito, 19 tarjeta de crédito, 20 otros con utilización del sistema financiero. */
export const paymentMethodCodes = ['16', '19', '20'] as const;
export type PaymentMethodCode = (typeof paymentMethodCodes)[number];

/** A message of the SRI's recepción or autorización, as it gave it. */
export interface SriMessage {
  identificador: string;
  mensaje: string;
  informacionAdicional?: string | null;
  tipo: string;
}

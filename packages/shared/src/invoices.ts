// SRI electronic documents (decision 092): the codes of the SRI's «Ficha técnica de
// comprobantes electrónicos» that Traspasa uses, the states a document goes through, and the
// contract of the buyer's billing identity.
import { z } from 'zod';
import { CONSUMIDOR_FINAL_ID, CONSUMIDOR_FINAL_NAME, checkTaxId } from './tax-id.ts';

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

/**
 * The SRI's formas de pago (decision 092). 01–15 are the table the published factura XSD
 * 1.1.0 accepts (its `formaPago` pattern stops at 15); 16–21 were added later (table 24 of the
 * current ficha técnica) and are refused by that XSD. A stored document may carry any of them
 * (what its XML says); Traspasa emits only `paymentMethodCodes`.
 */
export const formaPagoCodes = [
  '01',
  '02',
  '03',
  '04',
  '05',
  '06',
  '07',
  '08',
  '09',
  '10',
  '11',
  '12',
  '13',
  '14',
  '15',
  '16',
  '17',
  '18',
  '19',
  '20',
  '21',
] as const;
export type FormaPagoCode = (typeof formaPagoCodes)[number];
export const formaPagoLabels: Record<FormaPagoCode, string> = {
  '01': 'Sin utilización del sistema financiero',
  '02': 'Cheque propio',
  '03': 'Cheque certificado',
  '04': 'Cheque de gerencia',
  '05': 'Cheque del exterior',
  '06': 'Débito de cuenta',
  '07': 'Transferencia propio banco',
  '08': 'Transferencia otro banco nacional',
  '09': 'Transferencia banco exterior',
  '10': 'Tarjeta de crédito nacional',
  '11': 'Tarjeta de crédito internacional',
  '12': 'Giro',
  '13': 'Depósito en cuenta (corriente/ahorros)',
  '14': 'Endoso de inversión',
  '15': 'Compensación de deudas',
  '16': 'Tarjeta de débito',
  '17': 'Dinero electrónico',
  '18': 'Tarjeta prepago',
  '19': 'Tarjeta de crédito',
  '20': 'Otros con utilización del sistema financiero',
  '21': 'Endoso de títulos',
};

/**
 * The formaPago codes Traspasa writes, all within the published XSD's 01–15 (decision 092):
 * 10 tarjeta de crédito nacional for any card (gateway, Stripe, sandbox), 08 transferencia otro
 * banco nacional for a bank transfer or deposit. Which payment gets which: `paymentMethodOf`
 * in the invoices module.
 */
export const paymentMethodCodes = ['08', '10'] as const satisfies readonly FormaPagoCode[];
export type PaymentMethodCode = (typeof paymentMethodCodes)[number];

/** A message of the SRI's recepción or autorización, as it gave it. */
export interface SriMessage {
  identificador: string;
  mensaje: string;
  informacionAdicional?: string | null;
  tipo: string;
}

/** IVA since April 2024 (codigo 2, codigoPorcentaje 4); catalogue prices include it. */
export const IVA_RATE_PERCENT = 15;
export const IVA_TAX_CODE = '2';
export const IVA_15_PERCENT_CODE = '4';

/**
 * A total that includes IVA → its base and IVA in cents (decision 092): the base is the
 * nearest cent to total / 1.15 and the IVA is what remains, so base + IVA is always the price
 * the buyer saw, and the IVA is within a cent of 15 % of the base (the receipt uses the same rule).
 */
export function splitIva(totalCents: number): { baseCents: number; ivaCents: number } {
  const baseCents = Math.round((totalCents * 100) / (100 + IVA_RATE_PERCENT));
  return { baseCents, ivaCents: totalCents - baseCents };
}

const oneLine = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .regex(/^[^\n\r]*$/, 'Escríbelo en una sola línea.');

/**
 * Characters XML 1.0 cannot hold (control characters, U+FFFE/U+FFFF, halves of a surrogate
 * pair). The XML builder drops them, so a name made of them would become an empty
 * razonSocialComprador the XSD refuses: the form refuses them instead (decision 092).
 */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;
const NOT_XML_MESSAGE =
  'Tiene caracteres que la factura no admite (caracteres de control o símbolos inválidos). Escríbelo de nuevo.';

/** What the buyer types in «Datos de facturación». */
export const billingIdentityInput = z
  .object({
    idType: z.enum(taxIdTypes, 'Elige el tipo de identificación.'),
    idNumber: z.string().trim().max(20, 'La identificación tiene como máximo 20 caracteres.').default(''),
    legalName: oneLine(300).default(''),
    address: oneLine(300).nullish(),
    email: z
      .email()
      .max(254)
      .nullish()
      .or(z.literal('').transform(() => null)),
  })
  .superRefine((value, ctx) => {
    if (value.idType === '07') return;
    const check = checkTaxId(value.idType, value.idNumber);
    if (!check.ok) ctx.addIssue({ code: 'custom', path: ['idNumber'], message: check.error });
    if (NOT_XML.test(value.legalName))
      ctx.addIssue({ code: 'custom', path: ['legalName'], message: NOT_XML_MESSAGE });
    else if (value.legalName.length === 0)
      ctx.addIssue({
        code: 'custom',
        path: ['legalName'],
        message: 'Escribe tu nombre completo o la razón social que debe ir en la factura.',
      });
    if (value.address && NOT_XML.test(value.address))
      ctx.addIssue({ code: 'custom', path: ['address'], message: NOT_XML_MESSAGE });
  })
  .transform((value) => {
    if (value.idType === '07') {
      return {
        idType: value.idType,
        idNumber: CONSUMIDOR_FINAL_ID,
        legalName: CONSUMIDOR_FINAL_NAME,
        address: null,
        email: value.email ?? null,
      };
    }
    const check = checkTaxId(value.idType, value.idNumber);
    return {
      idType: value.idType,
      idNumber: check.ok ? check.value : value.idNumber,
      legalName: value.legalName,
      address: value.address ? value.address : null,
      email: value.email ?? null,
    };
  });
export type BillingIdentityInput = z.input<typeof billingIdentityInput>;
export type BillingIdentityValues = z.output<typeof billingIdentityInput>;

export const billingIdentityView = z.object({
  idType: z.enum(taxIdTypes),
  idNumber: z.string(),
  legalName: z.string(),
  address: z.string().nullable(),
  email: z.string().nullable(),
});
export type BillingIdentity = z.infer<typeof billingIdentityView>;

/** GET /api/billing/identity: the saved identity (null before the first purchase) and the consumidor final limit. */
export const billingIdentityResponse = z.object({
  identity: billingIdentityView.nullable(),
  consumidorFinalMaxCents: z.number().int(),
});
export type BillingIdentityResponse = z.infer<typeof billingIdentityResponse>;

// What the SRI submission shows (decision 093): the states of an electronic document in
// Spanish, the admin invoices list and its retry, and a buyer's own documents for downloads.
import { z } from 'zod';
import { type InvoiceDocType, type InvoiceState, invoiceDocTypes, invoiceStates } from './invoices.ts';

export const invoiceDocTypeLabels: Record<InvoiceDocType, string> = {
  '01': 'Factura',
  '04': 'Nota de crédito',
};

/** The state as an admin reads it in the list. */
export const invoiceStateLabels: Record<InvoiceState, string> = {
  generada: 'Generada',
  firmada: 'Firmada, por enviar',
  sin_enviar: 'Sin enviar al SRI',
  recibida: 'Recibida por el SRI',
  devuelta: 'Devuelta por el SRI',
  autorizada: 'Autorizada',
  no_autorizada: 'No autorizada',
};

/** The tone of a state's chip: done, waiting or needing an admin. */
export const invoiceStateTone: Record<InvoiceState, 'success' | 'pending' | 'error' | 'neutral'> = {
  generada: 'neutral',
  firmada: 'pending',
  sin_enviar: 'neutral',
  recibida: 'pending',
  devuelta: 'error',
  autorizada: 'success',
  no_autorizada: 'error',
};

/** "001-001-000000123": establecimiento, punto de emisión and secuencial as printed on the document. */
export function documentNumber(establishment: string, emissionPoint: string, sequential: number): string {
  return `${establishment}-${emissionPoint}-${String(sequential).padStart(9, '0')}`;
}

export const sriMessageView = z.object({
  identificador: z.string(),
  mensaje: z.string(),
  informacionAdicional: z.string().nullish(),
  tipo: z.string(),
});

export const adminInvoiceView = z.object({
  id: z.number().int(),
  docType: z.enum(invoiceDocTypes),
  number: z.string(),
  accessKey: z.string(),
  issueDate: z.string(),
  transactionId: z.number().int(),
  buyer: z.object({
    userId: z.number().int(),
    email: z.string(),
    legalName: z.string(),
    idNumber: z.string(),
  }),
  totalCents: z.number().int(),
  state: z.enum(invoiceStates),
  sriMessages: z.array(sriMessageView),
  authorizationNumber: z.string().nullable(),
  authorizedAt: z.string().nullable(),
  attempts: z.number().int(),
  lastAttemptAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  /** Whether «Reintentar» applies (not authorised, signed, and the SRI is configured). */
  canRetry: z.boolean(),
});
export type AdminInvoice = z.infer<typeof adminInvoiceView>;

export const adminInvoicesQuery = z.object({
  state: z.enum(invoiceStates).optional(),
  cursor: z.coerce.number().int().positive().optional(),
});
export type AdminInvoicesQuery = z.infer<typeof adminInvoicesQuery>;

export const adminInvoicesResponse = z.object({
  items: z.array(adminInvoiceView),
  nextCursor: z.number().int().nullable(),
  /** Whether documents are sent to the SRI (SRI_ENVIRONMENT) or stay in the outbox. */
  sriEnvironment: z.enum(['pruebas', 'produccion']).nullable(),
});
export type AdminInvoicesResponse = z.infer<typeof adminInvoicesResponse>;

export const adminInvoiceRetryResponse = z.object({ invoice: adminInvoiceView });

/** A buyer's document of one payment, for the downloads on /subscription and the payment history. */
export const ownInvoiceView = z.object({
  id: z.number().int(),
  docType: z.enum(invoiceDocTypes),
  number: z.string(),
  transactionId: z.number().int(),
  state: z.enum(invoiceStates),
  issueDate: z.string(),
});
export type OwnInvoice = z.infer<typeof ownInvoiceView>;

export const ownInvoicesResponse = z.object({ items: z.array(ownInvoiceView) });
export type OwnInvoicesResponse = z.infer<typeof ownInvoicesResponse>;

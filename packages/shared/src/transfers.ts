// Bank transfer and deposit payments (decision 094): the platform's accounts, transfer orders
// with their reference code, the buyer's receipts, the admin's reconciliation queue and the
// bank statement matching. Amounts are integer cents (money.ts).
import { z } from 'zod';

export const bankAccountTypes = ['ahorros', 'corriente'] as const;
export type BankAccountType = (typeof bankAccountTypes)[number];
export const bankAccountTypeLabels: Record<BankAccountType, string> = {
  ahorros: 'Cuenta de ahorros',
  corriente: 'Cuenta corriente',
};

/**
 * Transfer order states: waiting for the transfer, a receipt waiting for an admin, rejected
 * (the buyer may upload again), approved (paid), expired (the hold ended unpaid; an admin may
 * still approve a late transfer).
 */
export const transferOrderStatuses = [
  'esperando_pago',
  'por_conciliar',
  'rechazada',
  'aprobada',
  'vencida',
] as const;
export type TransferOrderStatus = (typeof transferOrderStatuses)[number];
export const transferOrderStatusLabels: Record<TransferOrderStatus, string> = {
  esperando_pago: 'Esperando tu transferencia',
  por_conciliar: 'Comprobante en revisión',
  rechazada: 'Comprobante rechazado',
  aprobada: 'Pagado',
  vencida: 'Vencido',
};

/**
 * Reference codes: `TP-` and 6 characters in two groups (`TP-7K3M-9Q`), from an alphabet
 * without the look-alikes 0/O, 1/I/L, so they survive being read aloud or typed by hand.
 */
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const referenceCodePattern = /^TP-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{2}$/;
/**
 * Finds a reference inside a bank's description, whatever the separators the bank kept: spaces,
 * hyphens, en or em dashes, dots, underscores, or none (decision 094).
 */
export const referenceInTextPattern =
  /TP[\s\-\u2013\u2014._]*([2-9A-HJKMNP-Z]{4})[\s\-\u2013\u2014._]*([2-9A-HJKMNP-Z]{2})(?![2-9A-HJKMNP-Z])/gi;
const gluedReferencePattern =
  /TP[\s\-\u2013\u2014._]*([2-9A-HJKMNP-Z]{4})[\s\-\u2013\u2014._]*([2-9A-HJKMNP-Z]{2})/y;

/** Every reference code written in `text` (a statement line), normalised to `TP-XXXX-XX`. */
export function referencesIn(text: string): string[] {
  const found = new Set<string>();
  for (const m of text.toUpperCase().matchAll(referenceInTextPattern)) found.add(`TP-${m[1]}-${m[2]}`);
  return [...found];
}

/**
 * Every way `text` can be read as a code glued to what follows it (`TP7K3M9QPAGO`): one reading
 * per «TP» in it, overlapping ones included. Only a reading that is a pending order's reference
 * is worth anything, and only when it is the one such reading (the statement matching decides).
 */
export function gluedReferencesIn(text: string): string[] {
  const upper = text.toUpperCase();
  const found = new Set<string>();
  for (let at = upper.indexOf('TP'); at !== -1; at = upper.indexOf('TP', at + 1)) {
    gluedReferencePattern.lastIndex = at;
    const m = gluedReferencePattern.exec(upper);
    if (m) found.add(`TP-${m[1]}-${m[2]}`);
  }
  return [...found];
}

const id = z.number().int().min(1).max(2_147_483_647);
const cents = z.number().int().nonnegative();

export const bankAccountView = z.object({
  id,
  bank: z.string(),
  accountType: z.enum(bankAccountTypes),
  number: z.string(),
  holder: z.string(),
  ruc: z.string(),
  active: z.boolean(),
});
export type BankAccountView = z.infer<typeof bankAccountView>;
export const bankAccountsResponse = z.object({ items: z.array(bankAccountView) });

export const bankAccountInput = z.object({
  bank: z.string().trim().min(2, 'Escribe el nombre del banco.').max(80, 'El nombre del banco es muy largo.'),
  accountType: z.enum(bankAccountTypes, 'Elige si es una cuenta de ahorros o corriente.'),
  number: z
    .string()
    .trim()
    .regex(/^[0-9-]{5,30}$/, 'El número de cuenta lleva solo dígitos (y guiones), entre 5 y 30.'),
  holder: z.string().trim().min(3, 'Escribe el titular de la cuenta.').max(120, 'El titular es muy largo.'),
  ruc: z
    .string()
    .trim()
    .regex(/^\d{13}$/, 'El RUC tiene 13 dígitos.'),
});
export type BankAccountInput = z.infer<typeof bankAccountInput>;

export const transferCheckoutInput = z.object({
  productId: id,
  discountCode: z.string().trim().max(40).optional(),
});
export type TransferCheckoutInput = z.infer<typeof transferCheckoutInput>;

export const transferReceiptView = z.object({
  id,
  fileName: z.string(),
  contentType: z.enum(['image/jpeg', 'application/pdf']),
  /** Typed by the buyer, as the bank printed it. */
  bankTransactionNumber: z.string().nullable(),
  amountCents: cents.nullable(),
  uploadedAt: z.string(),
});
export type TransferReceiptView = z.infer<typeof transferReceiptView>;

export const transferOrderView = z.object({
  id,
  reference: z.string(),
  status: z.enum(transferOrderStatuses),
  kind: z.enum(['checkout', 'renewal']),
  productName: z.string(),
  /** What to transfer: the same total a card checkout charges, IVA included. */
  amountCents: cents,
  subtotalCents: cents,
  discountCents: cents,
  /** The IVA inside `amountCents`. */
  taxIncludedCents: cents,
  /** The sum of the amounts typed on the receipts. */
  reportedCents: cents,
  /** What is still missing according to those amounts (0 when covered). */
  missingCents: cents,
  expiresAt: z.string(),
  rejectionReason: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  receipts: z.array(transferReceiptView),
  accounts: z.array(bankAccountView),
});
export type TransferOrderView = z.infer<typeof transferOrderView>;

export const transferOrdersResponse = z.object({ items: z.array(transferOrderView) });

export const transferReceiptFields = z.object({
  bankTransactionNumber: z
    .string()
    .trim()
    .max(60, 'El número de transacción es muy largo (máximo 60 caracteres).')
    .regex(
      /^[\p{L}\p{N} ./#-]*$/u,
      'El número de transacción lleva solo letras, números, espacios y guiones.',
    )
    .optional(),
  /** Cents, already parsed from the es-EC text on the client (money.ts). */
  amountCents: z.coerce
    .number('Escribe el monto como un número.')
    .int('El monto va en centavos enteros.')
    .min(1, 'El monto debe ser mayor que cero.')
    .max(100_000_000, 'El monto es demasiado alto.')
    .optional(),
});

// ---------- admin ----------

export const adminTransferOrderView = transferOrderView.extend({
  user: z.object({ id, name: z.string(), email: z.string() }),
  claimedBy: z.object({ id, name: z.string() }).nullable(),
  claimedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type AdminTransferOrder = z.infer<typeof adminTransferOrderView>;

export const adminTransferQueueStates = [
  'por_conciliar',
  'esperando_pago',
  'rechazada',
  'vencida',
  'aprobada',
] as const;
export const adminTransfersQuery = z.object({
  status: z.enum(adminTransferQueueStates, 'Ese estado no existe.').optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export const adminTransfersResponse = z.object({
  items: z.array(adminTransferOrderView),
  nextCursor: z.string().nullable(),
});

export const transferRejectInput = z.object({
  reason: z
    .string()
    .trim()
    .min(10, 'Explica el motivo en al menos 10 caracteres: la persona lo leerá.')
    .max(1000, 'El motivo es muy largo (máximo 1000 caracteres).'),
});

export const transferApproveInput = z.object({
  /** Why an admin approves: a statement line, a receipt checked by hand. Audited. */
  note: z.string().trim().max(500, 'La nota es muy larga (máximo 500 caracteres).').optional(),
  /**
   * The admin confirms approving although the amounts typed on the receipts add up to less than
   * the amount due (decision 094); without it such an approval is refused.
   */
  acceptShortfall: z.boolean('Confirma el faltante con sí o no.').optional(),
});

// ---------- bank statement ----------

export const statementLayout = z.object({
  /** 1-based column numbers, as a person counts them in a spreadsheet. */
  dateColumn: z.number().int().min(1, 'Las columnas se cuentan desde 1.').max(50),
  descriptionColumn: z.number().int().min(1, 'Las columnas se cuentan desde 1.').max(50),
  amountColumn: z.number().int().min(1, 'Las columnas se cuentan desde 1.').max(50),
  /** Null when the bank has no separate reference column. */
  referenceColumn: z.number().int().min(1, 'Las columnas se cuentan desde 1.').max(50).nullable(),
  separator: z.enum([',', ';', '\t'], 'El separador puede ser coma, punto y coma o tabulador.'),
  decimalComma: z.boolean(),
  hasHeader: z.boolean(),
});
export type StatementLayout = z.infer<typeof statementLayout>;

export const DEFAULT_STATEMENT_LAYOUT: StatementLayout = {
  dateColumn: 1,
  descriptionColumn: 2,
  amountColumn: 3,
  referenceColumn: 4,
  separator: ';',
  decimalComma: true,
  hasHeader: true,
};

export const statementLayoutResponse = z.object({ layout: statementLayout });

export const statementLine = z.object({
  /** The line number in the file (1-based, header included). */
  row: z.number().int().min(1),
  date: z.string(),
  description: z.string(),
  reference: z.string().nullable(),
  amountCents: z.number().int(),
});
export type StatementLine = z.infer<typeof statementLine>;

export const statementMatchKinds = ['match', 'amount_mismatch', 'ambiguous', 'unmatched'] as const;
export type StatementMatchKind = (typeof statementMatchKinds)[number];

export const statementMatch = z.object({
  line: statementLine,
  kind: z.enum(statementMatchKinds),
  /** The orders it could be (one for a match or a mismatch, several when ambiguous). */
  candidates: z.array(
    z.object({
      orderId: id,
      reference: z.string(),
      amountCents: cents,
      status: z.enum(transferOrderStatuses),
      userName: z.string(),
    }),
  ),
  /** Spanish, for the admin: why it is not a clean match. */
  note: z.string().nullable(),
});
export type StatementMatch = z.infer<typeof statementMatch>;

export const statementResultResponse = z.object({
  lines: z.number().int().nonnegative(),
  matches: z.array(statementMatch),
});
export type StatementResult = z.infer<typeof statementResultResponse>;

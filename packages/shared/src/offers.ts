// The offers contract (decision 170): the terms of an offer, the letter of intent rendered from
// them, the negotiation's statuses and actions, and what the routes send and answer. Server and
// web both use these; `renderLetter` is the one renderer (the server stores its output and its
// SHA-256, the web shows it as the live preview).
import { z } from 'zod';
import { formatDay } from './dates.ts';
import { formatMoney, MONEY_MAX } from './money.ts';
import { countText } from './plural.ts';

// ---------- money and small formatters ----------

/** The largest amount in cents an offer takes (the listing figures' numeric(14,2)). */
export const OFFER_MAX_CENTS = MONEY_MAX * 100;

/** Cents → «$120.000», «$54.500,50» (es-EC, decision 081). */
export function formatCents(cents: number): string {
  return formatMoney(cents / 100);
}

/** 12.5 → «12,5 %», 8 → «8 %». */
export function formatPercent(value: number): string {
  const text = String(Math.round(value * 100) / 100).replace('.', ',');
  return `${text} %`;
}

const cents = (what: string) =>
  z
    .number({ error: `Escribe ${what} en centavos, como un número entero.` })
    .int(`Escribe ${what} en centavos, como un número entero.`)
    .min(0, `${capitalise(what)} no puede ser negativo.`)
    .max(OFFER_MAX_CENTS, `${capitalise(what)} es demasiado grande. Revisa que no sobren ceros.`);

function capitalise(s: string) {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

const YMD = /^\d{4}-\d{2}-\d{2}$/;
/** A YYYY-MM-DD day that exists. */
function isRealDay(value: string): boolean {
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}
const day = (what: string) =>
  z
    .string({ error: `Elige ${what}.` })
    .regex(YMD, `Elige ${what} (AAAA-MM-DD).`)
    .refine(isRealDay, `${capitalise(what)} no existe en el calendario.`);

/** Percentages with at most two decimals (a rate of 8,25 %). */
const percent = (what: string, { min, max }: { min: number; max: number }) =>
  z
    .number({ error: `Escribe ${what} como un número.` })
    .min(min, `${capitalise(what)} debe ser ${min} o más.`)
    .max(max, `${capitalise(what)} debe ser ${max} o menos.`)
    .refine(
      (n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6,
      `${capitalise(what)} admite hasta dos decimales.`,
    );

// Control characters other than the tab have no place in a letter (and the PDF cannot draw them).
// biome-ignore lint/suspicious/noControlCharactersInRegex: that is what it looks for.
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f\ufffe\uffff]/;

// ---------- the terms ----------

export const inventoryTreatments = ['at_cost', 'included', 'excluded'] as const;
export type InventoryTreatment = (typeof inventoryTreatments)[number];
export const inventoryTreatmentLabels: Record<InventoryTreatment, string> = {
  at_cost: 'Al costo (se paga aparte del precio)',
  included: 'Incluido en el precio',
  excluded: 'No incluido',
};

export const OFFER_MAX_INSTALMENTS = 24;
export const OFFER_MAX_CONDITIONS = 20;
export const OFFER_CONDITION_MAX = 300;
export const OFFER_REASON_MAX = 1000;

export const offerInstalment = z.object({
  amountCents: cents('el monto de la cuota').refine((n) => n > 0, 'Cada cuota debe ser mayor que cero.'),
  dueInMonths: z
    .number({ error: 'Escribe en cuántos meses se paga la cuota.' })
    .int('Escribe los meses como un número entero.')
    .min(1, 'Cada cuota se paga al menos un mes después del cierre.')
    .max(120, 'Las cuotas se pagan en 120 meses como máximo.'),
});
export type OfferInstalment = z.infer<typeof offerInstalment>;

export const sellerFinancing = z.object({
  /** The part of the price the seller finances. */
  amountCents: cents('el monto financiado').refine(
    (n) => n > 0,
    'El monto financiado debe ser mayor que cero.',
  ),
  months: z
    .number({ error: 'Escribe el plazo del financiamiento en meses.' })
    .int('Escribe el plazo en meses enteros.')
    .min(1, 'El plazo del financiamiento es de al menos un mes.')
    .max(240, 'El plazo del financiamiento es de 240 meses como máximo.'),
  annualRatePercent: percent('la tasa anual', { min: 0, max: 100 }),
});
export type SellerFinancing = z.infer<typeof sellerFinancing>;

export const offerPayment = z.object({
  /** Paid on the closing day. */
  atClosingCents: cents('el pago al cierre'),
  /** Later payments, months after the closing. */
  instalments: z
    .array(offerInstalment)
    .max(OFFER_MAX_INSTALMENTS, `Puedes poner hasta ${OFFER_MAX_INSTALMENTS} cuotas.`),
  sellerFinancing: sellerFinancing.nullable(),
});
export type OfferPayment = z.infer<typeof offerPayment>;

const conditionText = z
  .string({ error: 'Escribe la condición como texto.' })
  .trim()
  .min(1, 'Escribe la condición o quítala de la lista.')
  .max(OFFER_CONDITION_MAX, `Cada condición puede tener hasta ${OFFER_CONDITION_MAX} caracteres.`)
  .refine((s) => !CONTROL.test(s), 'La condición tiene caracteres que no se pueden mostrar.');

const dayCount = (what: string, min: number, max: number) =>
  z
    .number({ error: `Escribe ${what} como un número de días.` })
    .int(`Escribe ${what} en días enteros.`)
    .min(min, `${capitalise(what)} debe ser de ${countText(min, 'día', 'días')} o más.`)
    .max(max, `${capitalise(what)} puede ser de ${countText(max, 'día', 'días')} como máximo.`);

const offerTermsShape = z.object({
  priceCents: cents('el precio').refine((n) => n > 0, 'Escribe el precio que ofreces.'),
  payment: offerPayment,
  inventory: z.object({
    treatment: z.enum(inventoryTreatments, { error: 'Elige qué pasa con el inventario.' }),
    /** The estimated inventory at cost (or its value when included); null when not said. */
    amountCents: cents('el valor del inventario').nullable(),
  }),
  equipmentIncluded: z.boolean({ error: 'Di si los equipos están incluidos.' }),
  brandIncluded: z.boolean({ error: 'Di si la marca está incluida.' }),
  leaseAssignment: z.boolean({ error: 'Di si se cede el contrato de arriendo.' }),
  trainingDays: dayCount('la transición y capacitación', 0, 365),
  dueDiligenceDays: dayCount('la revisión del negocio', 0, 180),
  exclusivityDays: dayCount('la exclusividad', 1, 180),
  conditions: z
    .array(conditionText)
    .max(OFFER_MAX_CONDITIONS, `Puedes poner hasta ${OFFER_MAX_CONDITIONS} condiciones.`),
  closingDate: day('la fecha de cierre'),
  validUntil: day('hasta cuándo vale la oferta'),
});

/** What the parts of the payment add up to. */
export function paymentTotalCents(payment: OfferPayment): number {
  return (
    payment.atClosingCents +
    payment.instalments.reduce((sum, i) => sum + i.amountCents, 0) +
    (payment.sellerFinancing?.amountCents ?? 0)
  );
}

/**
 * The terms of one version of an offer. The parts of the payment must add up to the price
 * exactly (in cents), and the offer must stop being valid no later than the closing date.
 * Whether `validUntil` is still ahead is the server's check (it depends on today).
 */
export const offerTerms = offerTermsShape.superRefine((t, ctx) => {
  const total = paymentTotalCents(t.payment);
  if (total !== t.priceCents) {
    ctx.addIssue({
      code: 'custom',
      path: ['payment'],
      message: `La forma de pago suma ${formatCents(total)} y el precio es ${formatCents(t.priceCents)}: deben coincidir.`,
    });
  }
  if (t.validUntil > t.closingDate) {
    ctx.addIssue({
      code: 'custom',
      path: ['validUntil'],
      message: 'La oferta debe vencer antes de la fecha de cierre o ese mismo día.',
    });
  }
});
export type OfferTerms = z.infer<typeof offerTerms>;

// ---------- the letter ----------

/** The parties and facts the letter names besides the terms. */
export interface LetterParties {
  buyerName: string;
  sellerName: string;
  businessTitle: string;
  businessId: number;
  versionNumber: number;
  /** The day the version was written, YYYY-MM-DD (Ecuador's day). */
  day: string;
}

export const letterPlaceholders = [
  'fecha',
  'comprador',
  'vendedor',
  'negocio',
  'anuncio',
  'version',
  'precio',
  'forma_de_pago',
  'incluye',
  'capacitacion',
  'revision',
  'exclusividad',
  'condiciones',
  'fecha_cierre',
  'validez',
] as const;
export type LetterPlaceholder = (typeof letterPlaceholders)[number];
/** A template without these is not a letter of intent: publishing it is refused. */
export const requiredLetterPlaceholders: readonly LetterPlaceholder[] = [
  'comprador',
  'vendedor',
  'negocio',
  'precio',
  'forma_de_pago',
  'exclusividad',
  'validez',
];

const PLACEHOLDER = /\{\{\s*([a-z_]+)\s*\}\}/g;

/** The placeholders a template uses that the renderer does not know (publishing refuses them). */
export function unknownPlaceholders(template: string): string[] {
  const known = new Set<string>(letterPlaceholders);
  return [...new Set([...template.matchAll(PLACEHOLDER)].map((m) => m[1]!))].filter((p) => !known.has(p));
}

/** The required placeholders a template lacks. */
export function missingPlaceholders(template: string): LetterPlaceholder[] {
  const used = new Set([...template.matchAll(PLACEHOLDER)].map((m) => m[1]!));
  return requiredLetterPlaceholders.filter((p) => !used.has(p));
}

const yesNo = (b: boolean, yes: string, no: string) => (b ? yes : no);

/** «$90.000 al cierre; $20.000 en cuotas: …; $40.000 financiados por el vendedor …». */
export function describePayment(t: OfferTerms): string {
  const parts: string[] = [];
  const p = t.payment;
  if (p.atClosingCents > 0) parts.push(`${formatCents(p.atClosingCents)} al cierre`);
  if (p.instalments.length > 0) parts.push(describeInstalments(p.instalments));
  if (p.sellerFinancing) parts.push(describeFinancing(p.sellerFinancing, t.priceCents));
  if (parts.length === 0) return 'Sin pagos indicados.';
  return `${parts.join('; ')}.`;
}

export function describeInstalments(instalments: readonly OfferInstalment[]): string {
  if (instalments.length === 0) return 'sin cuotas';
  const each = instalments.map(
    (i) => `${formatCents(i.amountCents)} a ${countText(i.dueInMonths, 'mes', 'meses')} del cierre`,
  );
  return `${countText(instalments.length, 'cuota', 'cuotas')}: ${each.join(', ')}`;
}

export function describeFinancing(f: SellerFinancing | null, priceCents: number): string {
  if (!f) return 'sin financiamiento del vendedor';
  const share = priceCents > 0 ? ` (el ${formatPercent((f.amountCents / priceCents) * 100)} del precio)` : '';
  return `${formatCents(f.amountCents)}${share} financiados por el vendedor a ${countText(f.months, 'mes', 'meses')}, con una tasa anual del ${formatPercent(f.annualRatePercent)}`;
}

export function describeInventory(inv: OfferTerms['inventory']): string {
  const amount = inv.amountCents === null ? null : formatCents(inv.amountCents);
  switch (inv.treatment) {
    case 'at_cost':
      return amount
        ? `el inventario se paga aparte, al costo, estimado en ${amount}`
        : 'el inventario se paga aparte, al costo del día del cierre';
    case 'included':
      return amount
        ? `el inventario está incluido en el precio (valor estimado ${amount})`
        : 'el inventario está incluido en el precio';
    case 'excluded':
      return 'el inventario no está incluido';
  }
}

export function describeIncluded(t: OfferTerms): string {
  return `${capitalise(describeInventory(t.inventory))}; ${yesNo(t.equipmentIncluded, 'los equipos y el mobiliario están incluidos', 'los equipos y el mobiliario no están incluidos')}; ${yesNo(t.brandIncluded, 'la marca y el nombre comercial están incluidos', 'la marca y el nombre comercial no están incluidos')}; ${yesNo(t.leaseAssignment, 'el vendedor gestiona la cesión del contrato de arriendo del local al comprador', 'no hay cesión del contrato de arriendo del local')}.`;
}

export function describeConditions(conditions: readonly string[]): string {
  if (conditions.length === 0) return 'Ninguna.';
  return conditions.map((c, i) => `(${String.fromCharCode(97 + (i % 26))}) ${c}`).join('; ');
}

const daysText = (n: number) => countText(n, 'día', 'días');

/** The value of each placeholder for these terms. */
export function letterValues(terms: OfferTerms, parties: LetterParties): Record<LetterPlaceholder, string> {
  return {
    fecha: formatDay(parties.day),
    comprador: parties.buyerName,
    vendedor: parties.sellerName,
    negocio: parties.businessTitle,
    anuncio: String(parties.businessId),
    version: String(parties.versionNumber),
    precio: formatCents(terms.priceCents),
    forma_de_pago: describePayment(terms),
    incluye: describeIncluded(terms),
    capacitacion:
      terms.trainingDays === 0
        ? 'El vendedor no se compromete a un período de transición.'
        : `El vendedor acompaña al comprador durante ${daysText(terms.trainingDays)} después del cierre para la transición y la capacitación.`,
    revision:
      terms.dueDiligenceDays === 0
        ? 'El comprador no pide un período de revisión antes del contrato.'
        : `El comprador tiene ${daysText(terms.dueDiligenceDays)} desde la firma de esta carta para revisar las cuentas, los contratos y los permisos del negocio; el vendedor le da acceso a la información que pida.`,
    exclusividad: daysText(terms.exclusivityDays),
    condiciones: describeConditions(terms.conditions),
    fecha_cierre: formatDay(terms.closingDate),
    validez: formatDay(terms.validUntil),
  };
}

/**
 * The letter of intent for these terms: the template's `{{placeholders}}` replaced. Pure and
 * deterministic (no clock, no locale of the runtime), so the stored text, its SHA-256 and the
 * web's preview are the same string. An unknown placeholder is left as written.
 */
export function renderLetter(template: string, terms: OfferTerms, parties: LetterParties): string {
  const values = letterValues(terms, parties);
  return template.replace(PLACEHOLDER, (whole, name: string) =>
    name in values ? values[name as LetterPlaceholder] : whole,
  );
}

/** Version 1 of the template, seeded by the migration (admins publish later versions). */
export const LOI_TITLE = 'Carta de intención no vinculante';

// ---------- what changed between versions ----------

export const termFields = [
  'priceCents',
  'payment.atClosingCents',
  'payment.instalments',
  'payment.sellerFinancing',
  'inventory',
  'equipmentIncluded',
  'brandIncluded',
  'leaseAssignment',
  'trainingDays',
  'dueDiligenceDays',
  'exclusivityDays',
  'conditions',
  'closingDate',
  'validUntil',
] as const;
export type TermField = (typeof termFields)[number];

export const termFieldLabels: Record<TermField, string> = {
  priceCents: 'Precio',
  'payment.atClosingCents': 'Pago al cierre',
  'payment.instalments': 'Cuotas',
  'payment.sellerFinancing': 'Financiamiento del vendedor',
  inventory: 'Inventario',
  equipmentIncluded: 'Equipos y mobiliario',
  brandIncluded: 'Marca y nombre comercial',
  leaseAssignment: 'Cesión del arriendo',
  trainingDays: 'Transición y capacitación',
  dueDiligenceDays: 'Revisión del negocio',
  exclusivityDays: 'Exclusividad',
  conditions: 'Condiciones previas',
  closingDate: 'Fecha de cierre',
  validUntil: 'Vale hasta',
};

const included = (b: boolean) => (b ? 'Incluidos' : 'No incluidos');

/** Each field as the timeline shows it: «$120.000», «30 días», «Sí». */
export function showTerm(terms: OfferTerms, field: TermField): string {
  switch (field) {
    case 'priceCents':
      return formatCents(terms.priceCents);
    case 'payment.atClosingCents':
      return formatCents(terms.payment.atClosingCents);
    case 'payment.instalments':
      return capitalise(describeInstalments(terms.payment.instalments));
    case 'payment.sellerFinancing':
      return capitalise(describeFinancing(terms.payment.sellerFinancing, terms.priceCents));
    case 'inventory':
      return capitalise(describeInventory(terms.inventory));
    case 'equipmentIncluded':
      return included(terms.equipmentIncluded);
    case 'brandIncluded':
      return included(terms.brandIncluded);
    case 'leaseAssignment':
      return terms.leaseAssignment ? 'Sí' : 'No';
    case 'trainingDays':
      return daysText(terms.trainingDays);
    case 'dueDiligenceDays':
      return daysText(terms.dueDiligenceDays);
    case 'exclusivityDays':
      return daysText(terms.exclusivityDays);
    case 'conditions':
      return terms.conditions.length === 0 ? 'Ninguna' : terms.conditions.join('; ');
    case 'closingDate':
      return formatDay(terms.closingDate);
    case 'validUntil':
      return formatDay(terms.validUntil);
  }
}

export const termChange = z.object({
  field: z.enum(termFields),
  label: z.string(),
  from: z.string(),
  to: z.string(),
});
export type TermChange = z.infer<typeof termChange>;

/** «Precio: $120.000 → $132.000». */
export const termChangeText = (c: TermChange) => `${c.label}: ${c.from} → ${c.to}`;

/** What changed from `a` to `b`, field by field, in the letter's order; empty when nothing did. */
export function diffTerms(a: OfferTerms, b: OfferTerms): TermChange[] {
  const changes: TermChange[] = [];
  for (const field of termFields) {
    const from = showTerm(a, field);
    const to = showTerm(b, field);
    if (from !== to) changes.push({ field, label: termFieldLabels[field], from, to });
  }
  return changes;
}

// ---------- statuses, events, actions ----------

/**
 * open → accepted → signed → closed | released; open → rejected | withdrawn | lapsed;
 * accepted → lapsed (not signed by both in ACCEPTANCE_SIGNING_DAYS).
 */
export const negotiationStatuses = [
  'open',
  'accepted',
  'signed',
  'closed',
  'released',
  'rejected',
  'withdrawn',
  'lapsed',
] as const;
export type NegotiationStatus = (typeof negotiationStatuses)[number];
export const negotiationStatusLabels: Record<NegotiationStatus, string> = {
  open: 'Abierta',
  accepted: 'Aceptada, por firmar',
  signed: 'Firmada',
  closed: 'Venta cerrada',
  released: 'Reserva liberada',
  rejected: 'Rechazada',
  withdrawn: 'Retirada',
  lapsed: 'Vencida',
};
/** The statuses that hold the listing: at most one negotiation per listing is in one of them. */
export const holdingStatuses: readonly NegotiationStatus[] = ['accepted', 'signed'];

export const offerVersionStatuses = [
  'open',
  'countered',
  'accepted',
  'rejected',
  'withdrawn',
  'lapsed',
] as const;
export type OfferVersionStatus = (typeof offerVersionStatuses)[number];
export const offerVersionStatusLabels: Record<OfferVersionStatus, string> = {
  open: 'Esperando respuesta',
  countered: 'Contraofertada',
  accepted: 'Aceptada',
  rejected: 'Rechazada',
  withdrawn: 'Retirada',
  lapsed: 'Vencida',
};

export const offerSides = ['buyer', 'seller'] as const;
export type OfferSide = (typeof offerSides)[number];
export const offerSideLabels: Record<OfferSide, string> = { buyer: 'Comprador', seller: 'Vendedor' };

/** Days both parties have to sign an accepted offer before it lapses and frees the listing. */
export const ACCEPTANCE_SIGNING_DAYS = 7;
/** Signing codes: 6 digits, 10 minutes, 5 tries (as the NDA's, decision 060). */
export const OFFER_CODE_LENGTH = 6;
export const OFFER_CODE_TTL_MINUTES = 10;
export const OFFER_CODE_MAX_ATTEMPTS = 5;

/** The evidence log of a negotiation; reservation events are appended by reservation.service.ts. */
export const negotiationEventTypes = [
  'made',
  'countered',
  'accepted',
  'rejected',
  'withdrawn',
  'lapsed',
  'code_sent',
  'code_verified',
  'signed',
  'letter_downloaded',
  'certificate_downloaded',
  // The reservation (decision 171).
  'reserved',
  'reservation_reminder_sent',
  'extension_proposed',
  'extension_signed',
  'released',
  'closed',
] as const;
export type NegotiationEventType = (typeof negotiationEventTypes)[number];
export const negotiationEventLabels: Record<NegotiationEventType, string> = {
  made: 'Oferta hecha',
  countered: 'Contraoferta',
  accepted: 'Oferta aceptada',
  rejected: 'Oferta rechazada',
  withdrawn: 'Oferta retirada',
  lapsed: 'Oferta vencida',
  code_sent: 'Código de firma enviado por correo',
  code_verified: 'Código de firma verificado',
  signed: 'Carta firmada',
  letter_downloaded: 'Carta descargada',
  certificate_downloaded: 'Certificado descargado',
  reserved: 'Negocio reservado',
  reservation_reminder_sent: 'Recordatorio de fin de exclusividad enviado',
  extension_proposed: 'Extensión de la exclusividad propuesta',
  extension_signed: 'Extensión de la exclusividad firmada',
  released: 'Reserva liberada',
  closed: 'Venta cerrada',
};

/** What is signed with a code: the accepted version's letter, or an extension of the exclusivity. */
export const signingPurposes = ['acceptance', 'extension'] as const;
export type SigningPurpose = (typeof signingPurposes)[number];

export const negotiationActions = [
  'accept',
  'reject',
  'counter',
  'withdraw',
  'request_code',
  'sign',
  // The reservation's (decision 171).
  'extend',
  'sign_extension',
  'release',
  'close',
] as const;
export type NegotiationAction = (typeof negotiationActions)[number];

// ---------- bodies ----------

const id32 = z.number().int().min(1).max(2_147_483_647);

/** `POST /api/negotiations`: the buyer's first offer. */
export const makeOfferBody = z.object({
  businessId: id32,
  terms: offerTerms,
});
export type MakeOfferBody = z.input<typeof makeOfferBody>;

/** `POST /api/negotiations/:id/counter`: the other side's new version. */
export const counterOfferBody = z.object({ terms: offerTerms });
export type CounterOfferBody = z.input<typeof counterOfferBody>;

/** `POST /api/negotiations/:id/reject`: an optional reason the other side reads. */
export const rejectOfferBody = z.object({
  reason: z
    .string()
    .trim()
    .max(OFFER_REASON_MAX, `El motivo puede tener hasta ${OFFER_REASON_MAX} caracteres.`)
    .refine((s) => !CONTROL.test(s), 'El motivo tiene caracteres que no se pueden mostrar.')
    .optional()
    .transform((v) => (v ? v : undefined)),
});
export type RejectOfferBody = z.input<typeof rejectOfferBody>;

/** `POST /api/negotiations/:id/sign`: the typed full name and the mailed code. */
export const signOfferBody = z.object({
  fullName: z
    .string({ error: 'Escribe tu nombre completo.' })
    .trim()
    .min(3, 'Escribe tu nombre completo, como en tu cédula.')
    .max(200, 'El nombre puede tener hasta 200 caracteres.')
    .refine((s) => !CONTROL.test(s), 'El nombre tiene caracteres que no se pueden mostrar.'),
  code: z
    .string({ error: 'Escribe el código de 6 dígitos.' })
    .trim()
    .regex(/^\d{6}$/, 'El código tiene 6 dígitos.'),
});
export type SignOfferBody = z.input<typeof signOfferBody>;

export const signingCodeResponse = z.object({
  /** The masked address the code went to: c••••@dominio. */
  sentTo: z.string(),
  expiresAt: z.string(),
});
export type SigningCodeResponse = z.infer<typeof signingCodeResponse>;

/** `POST /api/admin/loi-documents`: publish a new version of the template. */
export const publishLoiDocumentBody = z
  .object({
    version: z
      .string({ error: 'Escribe el número de versión.' })
      .trim()
      .regex(/^\d{1,4}(\.\d{1,4})?$/, 'Escribe la versión como un número, por ejemplo 2 o 2.1.'),
    title: z.string().trim().min(3, 'Escribe el título de la carta.').max(200),
    content: z
      .string({ error: 'Escribe el texto de la carta.' })
      .trim()
      .min(200, 'El texto de la carta es demasiado corto.')
      .max(50_000, 'El texto de la carta puede tener hasta 50.000 caracteres.'),
  })
  .superRefine((b, ctx) => {
    const unknown = unknownPlaceholders(b.content);
    if (unknown.length > 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['content'],
        message: `La carta usa campos que no existen: ${unknown.map((u) => `{{${u}}}`).join(', ')}.`,
      });
    }
    const missing = missingPlaceholders(b.content);
    if (missing.length > 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['content'],
        message: `A la carta le faltan estos campos: ${missing.map((u) => `{{${u}}}`).join(', ')}.`,
      });
    }
  });
export type PublishLoiDocumentBody = z.input<typeof publishLoiDocumentBody>;

export const loiDocument = z.object({
  id: z.number().int(),
  version: z.string(),
  title: z.string(),
  content: z.string(),
  sha256: z.string(),
  createdAt: z.string(),
});
export type LoiDocument = z.infer<typeof loiDocument>;

// ---------- answers ----------

/** `GET /api/offers/defaults?businessId=`: the form's starting point, from the listing. */
export const offerDefaults = z.object({
  business: z.object({
    id: z.number().int(),
    title: z.string(),
    slug: z.string(),
    askingPriceCents: z.number().int().nullable(),
  }),
  buyerName: z.string(),
  sellerName: z.string(),
  terms: offerTerms,
  template: loiDocument,
  /** Today in Ecuador (YYYY-MM-DD): the letter's date in the preview. */
  today: z.string(),
});
export type OfferDefaults = z.infer<typeof offerDefaults>;

export const negotiationListQuery = z.object({
  role: z.enum(['buyer', 'seller']).optional(),
  status: z.enum(negotiationStatuses).optional(),
  businessId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});
export type NegotiationListQuery = z.infer<typeof negotiationListQuery>;

const party = z.object({ id: z.number().int(), name: z.string() });

export const negotiationSummary = z.object({
  id: z.number().int(),
  business: z.object({ id: z.number().int(), title: z.string(), slug: z.string() }),
  status: z.enum(negotiationStatuses),
  /** Made while the listing was reserved: cannot be accepted until the reservation is released. */
  backup: z.boolean(),
  /** The caller's side (admins: null). */
  role: z.enum(offerSides).nullable(),
  buyer: party,
  seller: party,
  latest: z.object({
    number: z.number().int(),
    authorSide: z.enum(offerSides),
    status: z.enum(offerVersionStatuses),
    priceCents: z.number().int(),
    validUntil: z.string(),
    createdAt: z.string(),
  }),
  versionCount: z.number().int(),
  /** The caller has something to do: answer the open version, or sign. */
  awaitingMe: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type NegotiationSummary = z.infer<typeof negotiationSummary>;

export const negotiationList = z.object({ items: z.array(negotiationSummary) });
export type NegotiationList = z.infer<typeof negotiationList>;

export const offerVersion = z.object({
  id: z.number().int(),
  number: z.number().int(),
  authorSide: z.enum(offerSides),
  status: z.enum(offerVersionStatuses),
  terms: offerTerms,
  priceCents: z.number().int(),
  validUntil: z.string(),
  loiVersion: z.string(),
  renderedText: z.string(),
  textSha256: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  rejectReason: z.string().nullable(),
  /** What changed from the previous version (empty for the first). */
  changes: z.array(termChange),
});
export type OfferVersion = z.infer<typeof offerVersion>;

export const negotiationEvent = z.object({
  seq: z.number().int(),
  type: z.enum(negotiationEventTypes),
  label: z.string(),
  /** The actor's side, or null for the platform (the lapse job). */
  actorSide: z.enum(offerSides).nullable(),
  actorName: z.string().nullable(),
  versionNumber: z.number().int().nullable(),
  at: z.string(),
  hash: z.string(),
  /** Admins only (the parties read them in the certificate). */
  ipAddress: z.string().nullable().optional(),
  userAgent: z.string().nullable().optional(),
});
export type NegotiationEvent = z.infer<typeof negotiationEvent>;

export const offerSignature = z.object({
  purpose: z.enum(signingPurposes),
  subjectId: z.number().int(),
  side: z.enum(offerSides),
  typedName: z.string(),
  signedAt: z.string(),
  textSha256: z.string(),
});
export type OfferSignature = z.infer<typeof offerSignature>;

export const negotiationDetail = negotiationSummary.extend({
  versions: z.array(offerVersion),
  events: z.array(negotiationEvent),
  signatures: z.array(offerSignature),
  /** The accepted version, once there is one. */
  acceptedVersionNumber: z.number().int().nullable(),
  /** When an accepted offer lapses unless both sign (accepted only). */
  signDeadline: z.string().nullable(),
  /** What the caller may do now; the server refuses everything else with a Spanish 409. */
  allowedActions: z.array(z.enum(negotiationActions)),
  chainIntact: z.boolean(),
});
export type NegotiationDetail = z.infer<typeof negotiationDetail>;

export const negotiationVerification = z.object({
  intact: z.boolean(),
  events: z.number().int(),
  brokenSeq: z.number().int().nullable(),
  reason: z.string().nullable(),
});
export type NegotiationVerification = z.infer<typeof negotiationVerification>;

/** `GET /api/listings/:id/pipeline` (the listing's seller): counts per stage. */
export const pipelineStages = ['interested', 'nda_signed', 'offers', 'reserved', 'sold'] as const;
export type PipelineStage = (typeof pipelineStages)[number];
export const pipelineStageLabels: Record<PipelineStage, string> = {
  interested: 'Interesados',
  nda_signed: 'Acuerdo firmado',
  offers: 'Ofertas',
  reserved: 'Reservado',
  sold: 'Vendido',
};
export const listingPipeline = z.object({
  businessId: z.number().int(),
  stages: z.array(z.object({ stage: z.enum(pipelineStages), label: z.string(), count: z.number().int() })),
});
export type ListingPipeline = z.infer<typeof listingPipeline>;

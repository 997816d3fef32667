// The road to closing («Ruta de traspaso», decision 175): a checklist per accepted negotiation,
// copied from the country's template (items apply to every category or to some), and the
// payment milestones of the accepted terms. Traspasa never holds money: the buyer uploads the
// transfer receipt, the seller confirms it, and a disputed milestone goes to an admin.
import { z } from 'zod';
import { businessCategories } from './enums.ts';

export const closingResponsibles = ['buyer', 'seller', 'both'] as const;
export type ClosingResponsible = (typeof closingResponsibles)[number];
export const closingResponsibleLabels: Record<ClosingResponsible, string> = {
  buyer: 'Comprador',
  seller: 'Vendedor',
  both: 'Ambos',
};

export const closingItemStatuses = ['pendiente', 'en_curso', 'hecho', 'no_aplica'] as const;
export type ClosingItemStatus = (typeof closingItemStatuses)[number];
export const closingItemStatusLabels: Record<ClosingItemStatus, string> = {
  pendiente: 'Pendiente',
  en_curso: 'En curso',
  hecho: 'Hecho',
  no_aplica: 'No aplica',
};

/**
 * From the accepted version's terms (decision 170 has no deposit: the payment is at closing,
 * instalments and seller financing); inventory at cost is paid apart from the price.
 */
export const milestoneKinds = ['at_closing', 'instalment', 'seller_financing', 'inventory'] as const;
export type MilestoneKind = (typeof milestoneKinds)[number];

export const milestoneStatuses = ['pendiente', 'comprobante_subido', 'confirmado', 'en_disputa'] as const;
export type MilestoneStatus = (typeof milestoneStatuses)[number];
export const milestoneStatusLabels: Record<MilestoneStatus, string> = {
  pendiente: 'Esperando el pago',
  comprobante_subido: 'Comprobante subido',
  confirmado: 'Recibido',
  en_disputa: 'En disputa',
};

/** The side of the negotiation the reader is on; admins read without acting. */
export const closingSides = ['buyer', 'seller'] as const;
export type ClosingSide = (typeof closingSides)[number];
export const closingSideLabels: Record<ClosingSide, string> = { buyer: 'Comprador', seller: 'Vendedor' };

/** Receipts and evidence: PDF or photo, the size the data room takes. */
export const CLOSING_FILE_MAX_BYTES = 10 * 1024 * 1024;

/** «7 de 12 pasos»: items marked «No aplica» leave the count. */
export function progressText(p: { done: number; total: number }): string {
  return `${p.done} de ${p.total} ${p.total === 1 ? 'paso' : 'pasos'}`;
}

/** Counts what is done among the items that apply. */
export function closingProgress(items: ReadonlyArray<{ status: ClosingItemStatus }>): {
  done: number;
  total: number;
} {
  const applying = items.filter((i) => i.status !== 'no_aplica');
  return { done: applying.filter((i) => i.status === 'hecho').length, total: applying.length };
}

/** Whether a side may act on an item of that responsibility. */
export function sideMayUpdate(side: ClosingSide, responsible: ClosingResponsible): boolean {
  return responsible === 'both' || responsible === side;
}

const id = z.coerce.number().int().min(1).max(2_147_483_647);
export const closingParams = z.object({ id });
export const closingItemParams = z.object({ id, itemId: id });
export const closingMilestoneParams = z.object({ id, milestoneId: id });
export const closingEvidenceParams = z.object({ id, itemId: id, evidenceId: id });

export const updateClosingItemInput = z.object({
  status: z.enum(closingItemStatuses, { error: 'Elige un estado: pendiente, en curso, hecho o no aplica.' }),
});
export type UpdateClosingItemInput = z.infer<typeof updateClosingItemInput>;

export const closingCommentInput = z.object({
  body: z
    .string({ error: 'Escribe tu comentario.' })
    .trim()
    .min(1, 'Escribe tu comentario.')
    .max(2000, 'El comentario admite hasta 2.000 caracteres.'),
});
export type ClosingCommentInput = z.infer<typeof closingCommentInput>;

export const milestoneDisputeInput = z.object({
  reason: z
    .string({ error: 'Cuéntanos qué pasa con este pago.' })
    .trim()
    .min(10, 'Cuéntanos qué pasa con este pago (al menos 10 caracteres).')
    .max(1000, 'El motivo admite hasta 1.000 caracteres.'),
});
export type MilestoneDisputeInput = z.infer<typeof milestoneDisputeInput>;

const person = z.object({ name: z.string() });

export const closingComment = z.object({
  id: z.number().int(),
  side: z.enum(closingSides).nullable(),
  authorName: z.string(),
  body: z.string(),
  createdAt: z.string(),
});
export type ClosingComment = z.infer<typeof closingComment>;

export const closingEvidence = z.object({
  id: z.number().int(),
  fileName: z.string(),
  side: z.enum(closingSides).nullable(),
  uploadedAt: z.string(),
  /** The session-authorised address that opens it (the data room's, watermarked for a buyer). */
  href: z.string(),
});
export type ClosingEvidence = z.infer<typeof closingEvidence>;

export const closingItem = z.object({
  id: z.number().int(),
  position: z.number().int(),
  title: z.string(),
  description: z.string(),
  responsible: z.enum(closingResponsibles),
  /** YYYY-MM-DD, the signing day (or acceptance, until both signed) plus the template's offset. */
  dueDate: z.string(),
  status: z.enum(closingItemStatuses),
  overdue: z.boolean(),
  statusChangedAt: z.string().nullable(),
  statusChangedBy: z.enum(closingSides).nullable(),
  canUpdate: z.boolean(),
  evidence: z.array(closingEvidence),
  comments: z.array(closingComment),
});
export type ClosingItem = z.infer<typeof closingItem>;

export const closingMilestone = z.object({
  id: z.number().int(),
  kind: z.enum(milestoneKinds),
  label: z.string(),
  /** Cents as a string: exact at any size. */
  amountCents: z.string(),
  dueDate: z.string().nullable(),
  status: z.enum(milestoneStatuses),
  receipt: z
    .object({ fileName: z.string(), uploadedAt: z.string(), side: z.enum(closingSides).nullable() })
    .nullable(),
  confirmedAt: z.string().nullable(),
  dispute: z
    .object({
      reason: z.string(),
      side: z.enum(closingSides).nullable(),
      at: z.string(),
      resolvedAt: z.string().nullable(),
      resolution: z.string().nullable(),
    })
    .nullable(),
  canUploadReceipt: z.boolean(),
  canConfirm: z.boolean(),
  canDispute: z.boolean(),
});
export type ClosingMilestone = z.infer<typeof closingMilestone>;

export const closingView = z.object({
  negotiationId: z.number().int(),
  business: z.object({ id: z.number().int(), title: z.string(), slug: z.string() }),
  viewer: z.enum(['buyer', 'seller', 'admin']),
  buyer: person,
  seller: person,
  /** The negotiation's state: only accepted, signed and closed deals are worked on. */
  negotiationStatus: z.string(),
  readOnly: z.boolean(),
  /** Why it is read-only, in Spanish, or null. */
  readOnlyReason: z.string().nullable(),
  openedAt: z.string(),
  /** The day due dates count from, and what it is. */
  baseDate: z.string(),
  baseKind: z.enum(['accepted', 'signed']),
  country: z.string().nullable(),
  /** False when no template covers the listing's country: only the payments are followed. */
  templateFound: z.boolean(),
  progress: z.object({ done: z.number().int(), total: z.number().int() }),
  items: z.array(closingItem),
  milestones: z.array(closingMilestone),
});
export type ClosingView = z.infer<typeof closingView>;

/** `GET /api/closing`: the caller's open roads (dashboards). */
export const myClosingQuery = z.object({ role: z.enum(closingSides).optional() });
export const myClosingList = z.object({
  items: z.array(
    z.object({
      negotiationId: z.number().int(),
      businessTitle: z.string(),
      side: z.enum(closingSides),
      progress: z.object({ done: z.number().int(), total: z.number().int() }),
      overdue: z.number().int(),
      milestonesConfirmed: z.number().int(),
      milestonesTotal: z.number().int(),
      nextDueDate: z.string().nullable(),
    }),
  ),
});
export type MyClosingList = z.infer<typeof myClosingList>;

// ——— Templates (admin) ———

const categoryList = z
  .array(z.enum(businessCategories, { error: 'Esa categoría no existe.' }))
  .max(businessCategories.length)
  .refine((c) => new Set(c).size === c.length, 'Cada categoría va una sola vez.');

export const closingTemplateItemInput = z.object({
  title: z
    .string({ error: 'Escribe el nombre del paso.' })
    .trim()
    .min(3, 'El nombre del paso necesita al menos 3 caracteres.')
    .max(160, 'El nombre del paso admite hasta 160 caracteres.'),
  description: z.string().trim().max(1000, 'La descripción admite hasta 1.000 caracteres.').default(''),
  responsible: z.enum(closingResponsibles, { error: 'Elige quién lo hace: comprador, vendedor o ambos.' }),
  dueOffsetDays: z
    .number({ error: 'Indica en cuántos días vence.' })
    .int('Los días van sin decimales.')
    .min(0, 'Los días no pueden ser negativos.')
    .max(365, 'El plazo máximo es de 365 días.'),
  /** Empty: every category. */
  categories: categoryList.default([]),
});
export type ClosingTemplateItemInput = z.input<typeof closingTemplateItemInput>;

/** `PUT /api/admin/closing-templates/:id`: the whole ordered list (add, edit, reorder, remove at once). */
export const closingTemplateInput = z.object({
  items: z.array(closingTemplateItemInput).max(60, 'Una plantilla admite hasta 60 pasos.'),
});
export type ClosingTemplateInput = z.input<typeof closingTemplateInput>;

export const createClosingTemplateInput = z.object({
  country: z
    .string({ error: 'Escribe el país.' })
    .trim()
    .min(2, 'Escribe el país.')
    .max(80, 'El país admite hasta 80 caracteres.')
    .regex(/^[\p{L} .'-]+$/u, 'El país lleva solo letras y espacios.'),
});

export const closingTemplateItem = z.object({
  id: z.number().int(),
  position: z.number().int(),
  title: z.string(),
  description: z.string(),
  responsible: z.enum(closingResponsibles),
  dueOffsetDays: z.number().int(),
  categories: z.array(z.enum(businessCategories)),
});
export type ClosingTemplateItem = z.infer<typeof closingTemplateItem>;

export const closingTemplate = z.object({
  id: z.number().int(),
  country: z.string(),
  updatedAt: z.string(),
  items: z.array(closingTemplateItem),
});
export type ClosingTemplate = z.infer<typeof closingTemplate>;

export const closingTemplateList = z.object({
  items: z.array(
    z.object({
      id: z.number().int(),
      country: z.string(),
      itemCount: z.number().int(),
      updatedAt: z.string(),
    }),
  ),
});
export type ClosingTemplateList = z.infer<typeof closingTemplateList>;

// ——— Disputes (admin) ———

export const closingDisputesQuery = z.object({
  estado: z.enum(['abiertas', 'resueltas']).default('abiertas'),
});
export const resolveDisputeInput = z.object({
  resolution: z
    .string({ error: 'Escribe cómo se resolvió.' })
    .trim()
    .min(10, 'Escribe cómo se resolvió (al menos 10 caracteres).')
    .max(1000, 'La resolución admite hasta 1.000 caracteres.'),
});
export type ResolveDisputeInput = z.infer<typeof resolveDisputeInput>;

export const closingDispute = z.object({
  milestoneId: z.number().int(),
  negotiationId: z.number().int(),
  businessTitle: z.string(),
  buyer: person,
  seller: person,
  label: z.string(),
  amountCents: z.string(),
  reason: z.string(),
  side: z.enum(closingSides).nullable(),
  disputedAt: z.string(),
  hasReceipt: z.boolean(),
  resolvedAt: z.string().nullable(),
  resolution: z.string().nullable(),
});
export type ClosingDispute = z.infer<typeof closingDispute>;
export const closingDisputeList = z.object({ items: z.array(closingDispute) });
export type ClosingDisputeList = z.infer<typeof closingDisputeList>;

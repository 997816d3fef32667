// Feedback from anyone, signed in or not: the form's contract, what the person
// sees of their own messages, and the admin's list, detail, response and status changes.
import { z } from 'zod';
import { type FeedbackStatus, feedbackStatuses } from './enums.ts';

export const feedbackCategories = [
  'general',
  'problema',
  'sugerencia',
  'pagos',
  'cuenta',
  'anuncios',
] as const;
export type FeedbackCategory = (typeof feedbackCategories)[number];

export const feedbackCategoryLabels: Record<FeedbackCategory, string> = {
  general: 'Comentario general',
  problema: 'Algo no funciona',
  sugerencia: 'Sugerencia o idea',
  pagos: 'Pagos y planes',
  cuenta: 'Mi cuenta',
  anuncios: 'Anuncios y negocios',
};

export const feedbackPriorities = ['baja', 'normal', 'alta'] as const;
export type FeedbackPriority = (typeof feedbackPriorities)[number];

export const feedbackPriorityLabels: Record<FeedbackPriority, string> = {
  baja: 'Baja',
  normal: 'Normal',
  alta: 'Alta',
};

export const feedbackStatusLabels: Record<FeedbackStatus, string> = {
  pending: 'Pendiente',
  responded: 'Respondido',
  resolved: 'Resuelto',
  dismissed: 'Descartado',
};

/**
 * The priority a new message gets from its category: money and account problems stop a
 * person from using the marketplace, so they come first; ideas can wait. Admins change it.
 */
export function priorityForCategory(category: FeedbackCategory): FeedbackPriority {
  if (category === 'pagos' || category === 'cuenta') return 'alta';
  if (category === 'sugerencia') return 'baja';
  return 'normal';
}

/**
 * Status changes an admin can make with `PATCH` (a response moves pending → responded by
 * itself): pending → dismissed; responded → resolved or dismissed. Resolved and dismissed
 * are final.
 */
export const feedbackTransitions: Record<FeedbackStatus, readonly FeedbackStatus[]> = {
  pending: ['dismissed'],
  responded: ['resolved', 'dismissed'],
  resolved: [],
  dismissed: [],
};

/** A response can be written (or rewritten) while the message is pending or answered. */
export const feedbackRespondable: readonly FeedbackStatus[] = ['pending', 'responded'];

export const FEEDBACK_MESSAGE_MIN = 10;
export const FEEDBACK_MESSAGE_MAX = 2000;
export const FEEDBACK_RESPONSE_MAX = 4000;

/**
 * `POST /api/feedback`. Signed out, `name` and `email` are required (checked by the server,
 * which takes them from the account otherwise). `website` is a honeypot: hidden from people,
 * filled by bots; a filled one is answered like a success and nothing is stored.
 */
export const feedbackInput = z.object({
  category: z.enum(feedbackCategories, 'Elige de qué trata tu comentario.'),
  message: z
    .string()
    .trim()
    .min(
      FEEDBACK_MESSAGE_MIN,
      `Escribe al menos ${FEEDBACK_MESSAGE_MIN} caracteres para que podamos entenderte.`,
    )
    .max(FEEDBACK_MESSAGE_MAX, `Tu mensaje puede tener hasta ${FEEDBACK_MESSAGE_MAX} caracteres.`),
  name: z.string().trim().max(120, 'Tu nombre puede tener hasta 120 caracteres.').optional(),
  email: z
    .string()
    .trim()
    .max(254, 'El correo puede tener hasta 254 caracteres.')
    .pipe(
      z.union([z.literal(''), z.email('Escribe un correo electrónico válido, por ejemplo ana@ejemplo.com.')]),
    )
    .optional(),
  pageUrl: z.string().trim().max(500).optional(),
  website: z.string().max(500).optional(),
});
export type FeedbackInput = z.input<typeof feedbackInput>;

export const feedbackReceived = z.object({ received: z.literal(true) });

/** What the person sees of their own messages (`GET /api/feedback/mine`). */
export const myFeedbackItem = z.object({
  id: z.number().int(),
  category: z.enum(feedbackCategories),
  message: z.string(),
  status: z.enum(feedbackStatuses),
  response: z.string().nullable(),
  respondedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type MyFeedbackItem = z.infer<typeof myFeedbackItem>;
export const myFeedbackResponse = z.object({ items: z.array(myFeedbackItem) });

export const adminFeedbackQuery = z.object({
  status: z.enum(feedbackStatuses).optional(),
  category: z.enum(feedbackCategories).optional(),
  priority: z.enum(feedbackPriorities).optional(),
  q: z.string().trim().max(100).optional(),
  cursor: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminFeedbackQuery = z.input<typeof adminFeedbackQuery>;

export const adminFeedbackListItem = z.object({
  id: z.number().int(),
  category: z.enum(feedbackCategories),
  priority: z.enum(feedbackPriorities),
  status: z.enum(feedbackStatuses),
  /** The first characters of the message. */
  excerpt: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  userId: z.number().int().nullable(),
  createdAt: z.string(),
  respondedAt: z.string().nullable(),
});
export type AdminFeedbackListItem = z.infer<typeof adminFeedbackListItem>;

export const adminFeedbackListResponse = z.object({
  items: z.array(adminFeedbackListItem),
  nextCursor: z.string().nullable(),
});
export type AdminFeedbackListResponse = z.infer<typeof adminFeedbackListResponse>;

export const adminFeedbackDetail = adminFeedbackListItem.omit({ excerpt: true }).extend({
  message: z.string(),
  response: z.string().nullable(),
  respondedByName: z.string().nullable(),
  pageUrl: z.string().nullable(),
  userAgent: z.string().nullable(),
  ipAddress: z.string().nullable(),
  updatedAt: z.string(),
  /** The statuses `PATCH` accepts from the current one. */
  nextStatuses: z.array(z.enum(feedbackStatuses)),
});
export type AdminFeedbackDetail = z.infer<typeof adminFeedbackDetail>;

export const feedbackResponseInput = z.object({
  response: z
    .string()
    .trim()
    .min(1, 'Escribe la respuesta.')
    .max(FEEDBACK_RESPONSE_MAX, `La respuesta puede tener hasta ${FEEDBACK_RESPONSE_MAX} caracteres.`),
});

export const feedbackUpdateInput = z
  .object({
    status: z.enum(feedbackStatuses, 'Elige un estado de la lista.').optional(),
    priority: z.enum(feedbackPriorities, 'Elige una prioridad de la lista.').optional(),
  })
  .refine((v) => v.status !== undefined || v.priority !== undefined, {
    message: 'Indica el estado o la prioridad nuevos.',
  });
export type FeedbackUpdateInput = z.infer<typeof feedbackUpdateInput>;

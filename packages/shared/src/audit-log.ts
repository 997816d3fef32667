// The audit log of admin actions (`dashboard_logs`): what each admin did to which object.
import { z } from 'zod';

/**
 * What an action was done to. The audit screen links each type to its page: a user to
 * `/admin/users/:id`, a listing to `/businesses/:id`, an identity request to its review,
 * a feedback message to its detail, a discount code to the codes screen.
 */
export const auditTargetTypes = [
  'user',
  'business',
  'identity_verification',
  'nda',
  'nda_document',
  'discount_code',
  'report',
  'payment',
  'failed_event',
  'feedback',
  'error_group',
  'professional',
  'resource',
  'funds_verification',
  'electronic_document',
  'closing_template',
  'closing_milestone',
  'loi_document',
  'negotiation',
] as const;
export type AuditTargetType = (typeof auditTargetTypes)[number];

export const auditTargetLabels: Record<AuditTargetType, string> = {
  user: 'Usuario',
  business: 'Anuncio',
  identity_verification: 'Verificación de identidad',
  nda: 'Acuerdo de confidencialidad',
  nda_document: 'Texto del acuerdo de confidencialidad',
  discount_code: 'Código de descuento',
  report: 'Reporte de un anuncio',
  payment: 'Pago',
  failed_event: 'Evento de pago fallido',
  feedback: 'Comentario',
  error_group: 'Error',
  professional: 'Profesional del directorio',
  resource: 'Recurso',
  funds_verification: 'Verificación de fondos',
  electronic_document: 'Comprobante electrónico',
  closing_template: 'Plantilla de la ruta de traspaso',
  closing_milestone: 'Pago de una ruta de traspaso',
  loi_document: 'Carta de intención (plantilla)',
  negotiation: 'Negociación',
};

/**
 * Every action code `dashboard_logs.action` holds, with the words the audit screen shows
 * instead of the code. An action missing here still shows its description (see `auditActionLabel`).
 */
export const auditActionLabels = {
  'business.approve': 'Aprobó un anuncio',
  'business.reject': 'Rechazó un anuncio',
  'business.feature': 'Destacó un anuncio',
  'business.unfeature': 'Quitó el destacado de un anuncio',
  'business.feature_expired': 'Terminó el destacado de un anuncio',
  'business.create': 'Creó un anuncio',
  'business.update': 'Editó un anuncio',
  'business.submit': 'Envió un anuncio a revisión',
  'business.sold': 'Marcó un anuncio como vendido',
  'business.delete': 'Eliminó un anuncio',
  'business.renew': 'Renovó un anuncio',
  'business.expired': 'Venció la publicación de un anuncio',
  // The reservation of decision 171: by the second signature of the letter, released, or closed.
  'business.reserve': 'Reservó un negocio al firmarse la carta de intención',
  'business.release_reservation': 'Liberó la reserva de un negocio',
  'business.close_deal': 'Cerró la venta de un negocio reservado',
  'identity.approve': 'Aprobó una verificación de identidad',
  'identity.reject': 'Rechazó una verificación de identidad',
  'funds.approve': 'Aprobó una verificación de fondos',
  'funds.reject': 'Rechazó una verificación de fondos',
  'nda.approve': 'Aprobó la firma física de un acuerdo',
  'nda.reject': 'Rechazó la firma física de un acuerdo',
  'nda.revoke': 'Revocó un acuerdo de confidencialidad',
  'nda.access_revoke': 'Revocó el acceso de un comprador a la información confidencial de un anuncio',
  'nda_document.publish': 'Publicó una versión del acuerdo de confidencialidad',
  'discount_code.create': 'Creó un código de descuento',
  'discount_code.update': 'Editó un código de descuento',
  'report.update': 'Revisó un reporte de un anuncio',
  'payment.refund': 'Reembolsó un pago',
  'payment.replay': 'Reprocesó un evento de pago',
  'transfer.approve': 'Aprobó un pago por transferencia',
  'transfer.reject': 'Rechazó el comprobante de una transferencia',
  'transfer.expire': 'Venció un pedido por transferencia sin pago',
  'transfer.statement_layout': 'Guardó el formato del extracto bancario',
  'bank_account.create': 'Agregó una cuenta bancaria para transferencias',
  'bank_account.activate': 'Activó una cuenta bancaria para transferencias',
  'bank_account.deactivate': 'Desactivó una cuenta bancaria para transferencias',
  'invoice.retry': 'Reintentó el envío de un comprobante al SRI',
  'feedback.respond': 'Respondió un comentario',
  'feedback.status': 'Cambió el estado de un comentario',
  'feedback.priority': 'Cambió la prioridad de un comentario',
  'error_group.resolve': 'Resolvió un error',
  'error_group.reopen': 'Reabrió un error',
  'user.role_change': 'Cambió el rol de un usuario',
  'user.suspend': 'Suspendió una cuenta',
  'user.reactivate': 'Reactivó una cuenta',
  'user.password_reset': 'Pidió restablecer la contraseña de una cuenta',
  'user.erase': 'Eliminó una cuenta',
  'professional.approve': 'Aprobó a un profesional del directorio',
  'professional.reject': 'Rechazó a un profesional del directorio',
  'resource.create': 'Creó un recurso',
  'resource.update': 'Editó un recurso',
  'resource.publish': 'Publicó un recurso',
  'resource.unpublish': 'Retiró un recurso',
  'resource.delete': 'Eliminó un recurso',
  'closing_template.create': 'Creó una plantilla de la ruta de traspaso',
  'closing_template.update': 'Editó una plantilla de la ruta de traspaso',
  'closing_template.delete': 'Eliminó una plantilla de la ruta de traspaso',
  'closing.dispute': 'Abrió una disputa sobre un pago de una ruta de traspaso',
  'closing.dispute_resolve': 'Resolvió una disputa sobre un pago de una ruta de traspaso',
  'loi_document.publish': 'Publicó una versión de la carta de intención',
  'negotiation.verify': 'Verificó la cadena de evidencia de una negociación',
  'deal_file.download': 'Descargó el expediente de una negociación',
  account_deleted: 'Una persona eliminó su cuenta',
} as const satisfies Record<string, string>;
export type AuditAction = keyof typeof auditActionLabels;
export const auditActions = Object.keys(auditActionLabels) as AuditAction[];

/** The Spanish words for an action; an unknown code reads as a generic admin action, never as the code. */
export function auditActionLabel(action: string): string {
  return (auditActionLabels as Record<string, string>)[action] ?? 'Acción de administración';
}

const dateOnly = z.iso.date({ error: 'Usa una fecha con el formato AAAA-MM-DD.' });

/** `GET /api/admin/audit-log`: newest first, keyset pages. Dates are whole days in Ecuador's time zone. */
export const auditLogQuery = z
  .object({
    adminId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
    action: z
      .string()
      .trim()
      .max(60)
      .regex(/^[a-z_.]+$/, 'La acción no es válida.')
      .optional(),
    targetType: z.enum(auditTargetTypes).optional(),
    targetId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
    from: dateOnly.optional(),
    to: dateOnly.optional(),
    cursor: z.string().trim().max(200).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(30),
  })
  .refine((q) => !(q.from && q.to && q.to < q.from), {
    path: ['to'],
    message: 'La fecha «hasta» es anterior a la fecha «desde».',
  })
  .refine((q) => q.targetId === undefined || q.targetType !== undefined, {
    path: ['targetId'],
    message: 'Indica el tipo de objeto junto con su número.',
  });
export type AuditLogQuery = z.infer<typeof auditLogQuery>;

export const auditLogEntry = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  /** Null for what the system did by itself (an expiry) or a person on their own account. */
  admin: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  action: z.string(),
  actionLabel: z.string(),
  description: z.string().nullable(),
  target: z
    .object({
      type: z.enum(auditTargetTypes),
      id: z.number().int().nullable(),
      /** The listing title, the person's name…: null when the object no longer exists. */
      label: z.string().nullable(),
      /** Where the object is seen, or null when it has no page. */
      href: z.string().nullable(),
    })
    .nullable(),
  metadata: z.record(z.string(), z.unknown()),
});
export type AuditLogEntry = z.infer<typeof auditLogEntry>;

export const auditLogResponse = z.object({
  items: z.array(auditLogEntry),
  nextCursor: z.string().nullable(),
});
export type AuditLogResponse = z.infer<typeof auditLogResponse>;

/** `GET /api/admin/audit-log/admins`: who can be picked in the admin filter. */
export const auditLogAdmins = z.object({
  items: z.array(z.object({ id: z.number().int(), name: z.string(), isAdmin: z.boolean() })),
});
export type AuditLogAdmins = z.infer<typeof auditLogAdmins>;

/** The page of an audit target, or null when it has none. */
export function auditTargetHref(
  type: AuditTargetType,
  id: number | null,
  metadata: Record<string, unknown> = {},
): string | null {
  switch (type) {
    case 'user':
      return id ? `/admin/users/${id}` : null;
    case 'business':
      return id ? `/businesses/${id}` : null;
    case 'identity_verification':
      return id ? `/admin/identity-verifications/${id}` : null;
    case 'feedback':
      return id ? `/admin/feedback/${id}` : null;
    case 'discount_code':
      return '/admin/discount-codes';
    case 'nda':
      return typeof metadata.businessId === 'number' ? `/businesses/${metadata.businessId}` : null;
    case 'report':
      return typeof metadata.businessId === 'number' ? `/businesses/${metadata.businessId}` : null;
    case 'error_group':
      return typeof metadata.fingerprint === 'string'
        ? `/admin/errors/${encodeURIComponent(metadata.fingerprint)}`
        : null;
    case 'payment':
    case 'failed_event':
      return '/admin/stripe';
    case 'professional':
      return '/admin/professionals';
    case 'resource':
      return id ? `/admin/resources/${id}` : null;
    case 'funds_verification':
      return id ? `/admin/funds-verifications/${id}` : null;
    case 'closing_template':
      return '/admin/closing-templates';
    case 'closing_milestone':
      return '/admin/closing-disputes';
    case 'negotiation':
      return id ? `/admin/negotiations/${id}` : null;
    default:
      return null;
  }
}

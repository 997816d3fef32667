// The NDA contract (decisions 060 and 065): the active text, the clickwrap,
// the enhanced signature (electronic code + drawn signature, or physical upload and
// review), the evidence log and the audit table. Server and client both use these.
import { z } from 'zod';
import { enhancedSignatureStatuses, ndaStatuses } from './enums.ts';
import { accessRequestBody, listingAccessStates } from './listing-access.ts';

/** Kinds of evidence, in the order a normal NDA meets them. */
export const ndaEventTypes = [
  'created',
  'viewed',
  'accepted',
  'otp_sent',
  'otp_verified',
  'signed_electronically',
  'uploaded',
  'reviewed',
  'revoked',
  'reminder_sent',
  'expired',
  'downloaded',
  'certificate_downloaded',
  // Access the seller controls (decision 062).
  'access_requested',
  'access_approved',
  'access_declined',
  'access_reminder_sent',
  'access_expired',
  'access_revoked',
] as const;
export type NdaEventType = (typeof ndaEventTypes)[number];

/** Spanish names of the evidence events, for the status screen, the audit table and the certificate. */
export const ndaEventLabels: Record<NdaEventType, string> = {
  created: 'Acuerdo creado',
  viewed: 'Texto del acuerdo mostrado',
  accepted: 'Aceptación en la web',
  otp_sent: 'Código de firma enviado por correo',
  otp_verified: 'Código de firma verificado',
  signed_electronically: 'Firma electrónica completada',
  uploaded: 'Documentos firmados subidos',
  reviewed: 'Revisión del vendedor o administrador',
  revoked: 'Acceso revocado',
  reminder_sent: 'Recordatorio de plazo enviado',
  expired: 'Plazo vencido',
  downloaded: 'Documento confidencial descargado',
  certificate_downloaded: 'Certificado descargado',
  access_requested: 'Solicitud de acceso enviada al vendedor',
  access_approved: 'Acceso aprobado',
  access_declined: 'Solicitud de acceso rechazada',
  access_reminder_sent: 'Recordatorio de solicitud enviado al vendedor',
  access_expired: 'Solicitud de acceso vencida',
  access_revoked: 'Acceso a la parte confidencial revocado',
};

export const ndaStatusLabels: Record<(typeof ndaStatuses)[number], string> = {
  pending: 'Pendiente',
  signed: 'Firmado',
  rejected: 'Rechazado',
};

export const enhancedSignatureStatusLabels: Record<(typeof enhancedSignatureStatuses)[number], string> = {
  no_requerida: 'No requerida',
  pendiente: 'Pendiente',
  firmada_electronica: 'Firmada electrónicamente',
  subida_fisica: 'Documentos subidos',
};

/** Days a buyer has to complete an enhanced signature after the clickwrap. */
export const NDA_UPLOAD_DEADLINE_DAYS = 7;
/** One-time signing code: 6 digits, valid 10 minutes, 5 tries. */
export const NDA_CODE_LENGTH = 6;
export const NDA_CODE_TTL_MINUTES = 10;
export const NDA_CODE_MAX_ATTEMPTS = 5;
/** Size caps of the physical-signature uploads. */
export const NDA_SIGNED_DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;
export const NDA_ID_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
/** The drawn signature (PNG data URL) may not exceed this many bytes once decoded. */
export const NDA_SIGNATURE_IMAGE_MAX_BYTES = 512 * 1024;

// ---------- documents ----------

export const ndaDocument = z.object({
  id: z.number().int(),
  version: z.string(),
  title: z.string(),
  content: z.string(),
  /** SHA-256 (lower-case hex) of exactly `content`. */
  documentHash: z.string(),
});
export type NdaDocument = z.infer<typeof ndaDocument>;

export const publishNdaDocumentBody = z.object({
  version: z.string().trim().min(1).max(20),
  title: z.string().trim().min(1).max(200).default('Acuerdo de Confidencialidad'),
  content: z.string().min(200).max(100_000),
});
export type PublishNdaDocumentBody = z.infer<typeof publishNdaDocumentBody>;

// ---------- signing ----------

/**
 * Line breaks, control characters, bidirectional overrides and invisible characters
 * (ZWJ/ZWNJ excepted: emoji and some scripts need them) would let a typed name read one
 * way and be stored another, or fake extra lines in the certificate.
 */
const HIDDEN_IN_NAME = /[\p{Cc}\p{Zl}\p{Zp}]|(?![\u200c\u200d])\p{Cf}/u;

export const signNdaBody = z.object({
  businessId: z.number().int().positive(),
  ndaDocumentId: z.number().int().positive(),
  documentHash: z
    .string()
    .trim()
    .regex(/^[0-9a-fA-F]{64}$/, 'El resumen del documento no es válido'),
  signerName: z
    .string()
    .trim()
    .min(3, 'Escribe tu nombre completo')
    .max(200)
    .refine((name) => !HIDDEN_IN_NAME.test(name), {
      error: 'Escribe tu nombre en una sola línea, sin caracteres invisibles ni de control',
    })
    .refine((name) => (name.match(/\p{L}/gu)?.length ?? 0) >= 2, { error: 'Escribe tu nombre completo' }),
  accepted: z.literal(true, { error: 'Debes aceptar el acuerdo para firmarlo' }),
  /** The signer's local time with its offset, e.g. 2026-11-21T10:15:00-05:00. */
  acceptedAtLocal: z.string().trim().min(10).max(40),
  /** On a listing whose seller approves each buyer: the message sent with the access request (decision 062). */
  accessMessage: accessRequestBody.shape.message,
});
export type SignNdaBody = z.infer<typeof signNdaBody>;

/** The NDA as its buyer, the listing's seller and admins see it. */
export const nda = z.object({
  id: z.number().int(),
  businessId: z.number().int(),
  userId: z.number().int(),
  ndaDocumentId: z.number().int(),
  status: z.enum(ndaStatuses),
  enhancedSignatureStatus: z.enum(enhancedSignatureStatuses),
  clickwrapAcceptedAt: z.string().nullable(),
  clickwrapAcceptedAtLocal: z.string().nullable(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  documentHash: z.string().nullable(),
  documentVersion: z.string().nullable(),
  enhancedSignatureMethod: z.string().nullable(),
  enhancedSignatureProvider: z.string().nullable(),
  enhancedSignatureDocumentId: z.string().nullable(),
  enhancedSignatureCompletedAt: z.string().nullable(),
  signedAt: z.string().nullable(),
  firmadoPor: z.string().nullable(),
  fechaFirma: z.string().nullable(),
  /** True when the file exists; the files themselves are served by authorised endpoints only. */
  hasSignedDocument: z.boolean(),
  hasIdDocumentFront: z.boolean(),
  hasIdDocumentBack: z.boolean(),
  documentDownloadedAt: z.string().nullable(),
  documentsUploadedAt: z.string().nullable(),
  uploadDeadline: z.string().nullable(),
  canReupload: z.boolean(),
  /** A rejected, never-signed NDA whose door stayed open: the buyer may sign the text again (decision 060). */
  canSignAgain: z.boolean(),
  adminNotes: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The listing's public summary (never its confidential data). */
  business: z.object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    location: z.string().nullable(),
    image: z.string().nullable(),
  }),
});
export type Nda = z.infer<typeof nda>;

export const ndaEvent = z.object({
  id: z.number().int(),
  eventType: z.enum(ndaEventTypes),
  createdAt: z.string(),
  actorUserId: z.number().int().nullable(),
  actorName: z.string().nullable(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  metadata: z.record(z.string(), z.unknown()),
  hash: z.string(),
});
export type NdaEvent = z.infer<typeof ndaEvent>;

/** `GET /api/ndas/:id`: the NDA with its evidence log and whether the chain verifies. */
export const ndaWithEvidence = nda.extend({
  buyer: z.object({ id: z.number().int(), fullName: z.string(), identityVerified: z.boolean() }),
  events: z.array(ndaEvent),
  chainIntact: z.boolean(),
});
export type NdaWithEvidence = z.infer<typeof ndaWithEvidence>;

// ---------- enhanced signature ----------

export const electronicStartResponse = z.object({
  /** Where the code went, masked: "c••••@traspasa.test". */
  sentTo: z.string(),
  expiresAt: z.string(),
});
export type ElectronicStartResponse = z.infer<typeof electronicStartResponse>;

export const electronicCompleteBody = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'El código tiene 6 dígitos'),
  /** The signature drawn on screen, as a PNG data URL. */
  signatureImage: z
    .string()
    .max(800_000, 'La firma es demasiado grande')
    .startsWith('data:image/png;base64,', 'La firma debe ser una imagen PNG'),
});
export type ElectronicCompleteBody = z.infer<typeof electronicCompleteBody>;

export const ndaReviewDecisions = ['approve', 'reject'] as const;
export const reviewNdaBody = z.object({
  decision: z.enum(ndaReviewDecisions),
  notes: z.string().trim().max(2000).optional(),
  /** On reject: whether the buyer may upload again before the deadline (default true). */
  canReupload: z.boolean().optional(),
});
export type ReviewNdaBody = z.infer<typeof reviewNdaBody>;

/** Seller or admin withdraws a signed NDA's access; the note is required. */
export const revokeNdaBody = z.object({
  notes: z.string().trim().min(5, 'Explica el motivo (al menos 5 caracteres)').max(2000),
});
export type RevokeNdaBody = z.infer<typeof revokeNdaBody>;

// ---------- lists ----------

/** A row of `GET /api/ndas` (the caller's own NDAs, for the buyer dashboard). */
export const myNdaList = z.object({ items: z.array(nda) });
export type MyNdaList = z.infer<typeof myNdaList>;

export const ndaAuditQuery = z.object({
  businessId: z.coerce.number().int().positive().optional(),
  /** Part of the listing's title, without regard to case or accents ("ferreteria" finds "Ferretería"). */
  businessTitle: z.string().trim().min(1).max(120).optional(),
  status: z.enum(ndaStatuses).optional(),
  /** Inclusive dates (YYYY-MM-DD) on createdAt. */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  /** Only NDAs with physical uploads waiting for a decision. */
  awaitingReview: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  cursor: z.string().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type NdaAuditQuery = z.infer<typeof ndaAuditQuery>;

export const ndaAuditItem = nda.extend({
  buyer: z.object({
    id: z.number().int(),
    fullName: z.string(),
    email: z.string(),
    identityVerified: z.boolean(),
  }),
  seller: z.object({ id: z.number().int(), fullName: z.string() }),
  /**
   * The buyer's access to the listing's confidential part (decision 062), on every listing:
   * the seller revokes and gives it back from this row, whatever the listing's access mode.
   */
  accessState: z.enum(listingAccessStates),
  eventCount: z.number().int(),
  lastEventAt: z.string().nullable(),
});
export type NdaAuditItem = z.infer<typeof ndaAuditItem>;

export const ndaAuditResponse = z.object({
  items: z.array(ndaAuditItem),
  nextCursor: z.string().nullable(),
  total: z.number().int(),
});
export type NdaAuditResponse = z.infer<typeof ndaAuditResponse>;

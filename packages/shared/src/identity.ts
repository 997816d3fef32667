// The identity verification contract (decision 100): what a person
// sends (consent first, then the document and three photos), what they see of their own
// request, and what an administrator sees and decides. Images never travel as public URLs:
// they are read through authorised endpoints, and every read by an admin is recorded.
import { z } from 'zod';
import { identityVerificationStatuses } from './enums.ts';
import { type IdentityRejectionReason, identityRejectionReasons } from './identity-labels.ts';

/** Version of the consent text the person accepted; stored with the request. */
export const IDENTITY_CONSENT_VERSION = '2026-11-24';

export const identityDocumentTypes = [
  'cedula_ec',
  'pasaporte',
  'dni_pe',
  'cc_co',
  'ine_mx',
  'curp_mx',
  'dni_ar',
  'run_cl',
] as const;
export type IdentityDocumentType = (typeof identityDocumentTypes)[number];

export const identityDocumentLabels: Record<IdentityDocumentType, string> = {
  cedula_ec: 'Cédula de identidad (Ecuador)',
  pasaporte: 'Pasaporte',
  dni_pe: 'DNI (Perú)',
  cc_co: 'Cédula de ciudadanía (Colombia)',
  ine_mx: 'Credencial INE (México)',
  curp_mx: 'CURP (México)',
  dni_ar: 'DNI (Argentina)',
  run_cl: 'RUN / RUT (Chile)',
};

/** The country a document belongs to (ISO 3166-1 alpha-2); a passport names its own. */
export const identityDocumentCountry: Record<Exclude<IdentityDocumentType, 'pasaporte'>, string> = {
  cedula_ec: 'EC',
  dni_pe: 'PE',
  cc_co: 'CO',
  ine_mx: 'MX',
  curp_mx: 'MX',
  dni_ar: 'AR',
  run_cl: 'CL',
};

/** Countries a passport may be from in the form (Latin America, plus Spain and the US). */
export const passportCountries = [
  'AR',
  'BO',
  'BR',
  'CL',
  'CO',
  'CR',
  'CU',
  'DO',
  'EC',
  'ES',
  'GT',
  'HN',
  'MX',
  'NI',
  'PA',
  'PE',
  'PR',
  'PY',
  'SV',
  'US',
  'UY',
  'VE',
] as const;

export const identityImageKinds = ['front', 'back', 'selfie'] as const;
export type IdentityImageKind = (typeof identityImageKinds)[number];

/** Image limits checked by the browser before sending and by the server again. */
export const IDENTITY_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const IDENTITY_IMAGE_MIN_SIDE = 600;

export { type IdentityRejectionReason, identityRejectionReasons } from './identity-labels.ts';

/** Days after the decision until the images are erased (IDENTITY_RETENTION_DAYS overrides). */
export const IDENTITY_RETENTION_DAYS_DEFAULT = 30;

/**
 * `POST /api/identity-verifications` (multipart): fields `consent` ("true"),
 * `consentVersion`, `documentType`, `documentNumber`, `documentCountry` (passports), files
 * `front`, `back` (optional for passports), `selfie`. 201 with the request; 409 with an
 * open request; 400 with a Spanish message naming the problem.
 */
export const identityFields = z.object({
  consent: z.literal('true', 'Para continuar tienes que aceptar el tratamiento de tus datos.'),
  consentVersion: z.literal(
    IDENTITY_CONSENT_VERSION,
    'El texto del consentimiento cambió. Recarga la página y léelo de nuevo.',
  ),
  documentType: z.enum(identityDocumentTypes, 'Elige el tipo de documento.'),
  documentNumber: z.string().trim().min(1, 'Escribe el número de tu documento.').max(40),
  documentCountry: z.string().trim().length(2).optional(),
});

export const identityEventView = z.object({
  at: z.string(),
  /** created, image_viewed, approved, rejected, images_deleted, ocr_checked */
  action: z.string(),
  actorName: z.string().nullable(),
  detail: z.string().nullable(),
});

/** The person's own view of their latest request (no images, no full number). */
export const myIdentityVerification = z.object({
  id: z.number().int(),
  status: z.enum(identityVerificationStatuses),
  documentType: z.enum(identityDocumentTypes),
  documentCountry: z.string().nullable(),
  /** Last 4 characters only. */
  documentNumberHint: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  /** Business days the review usually takes. */
  expectedReviewDays: z.number().int(),
  imagesDeletedAt: z.string().nullable(),
});
export type MyIdentityVerification = z.infer<typeof myIdentityVerification>;

/** `GET /api/identity-verifications/me`: the latest request (or null) and the account's badge. */
export const myIdentityResponse = z.object({
  verification: myIdentityVerification.nullable(),
  identityVerified: z.boolean(),
  verifiedAt: z.string().nullable(),
});

/** What the server's assistive checks read from the photos: never an approval. */
export const identityAssist = z.object({
  status: z.enum(['pending', 'done', 'failed']),
  ocrNumber: z.string().nullable(),
  ocrMatches: z.boolean().nullable(),
  mrz: z
    .object({ valid: z.boolean(), documentNumber: z.string().nullable(), nationality: z.string().nullable() })
    .nullable(),
  mrzMatches: z.boolean().nullable(),
  /** Another account was already verified with this document number. */
  duplicateOfUserId: z.number().int().nullable(),
});
export type IdentityAssist = z.infer<typeof identityAssist>;

export const adminIdentityListItem = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  userName: z.string(),
  email: z.string(),
  status: z.enum(identityVerificationStatuses),
  documentType: z.enum(identityDocumentTypes),
  documentCountry: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  duplicate: z.boolean(),
});

export const adminIdentityQuery = z.object({
  status: z.enum(identityVerificationStatuses).optional(),
  documentType: z.enum(identityDocumentTypes).optional(),
  country: z.string().trim().length(2).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  cursor: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const adminIdentityListResponse = z.object({
  items: z.array(adminIdentityListItem),
  nextCursor: z.string().nullable(),
});

/** `GET /api/admin/identity-verifications/:id`: everything a reviewer needs to decide. */
export const adminIdentityDetail = adminIdentityListItem.extend({
  documentNumber: z.string(),
  consentVersion: z.string().nullable(),
  consentAt: z.string(),
  rejectionReason: z.string().nullable(),
  notes: z.string().nullable(),
  reviewerName: z.string().nullable(),
  /** Which images can be read (`GET …/images/:kind`); empty once deleted. */
  images: z.array(z.enum(identityImageKinds)),
  imagesDeletedAt: z.string().nullable(),
  account: z.object({
    createdAt: z.string(),
    role: z.string(),
    listings: z.number().int(),
    ndas: z.number().int(),
    previousRequests: z.number().int(),
  }),
  assist: identityAssist,
  history: z.array(identityEventView),
});
export type AdminIdentityDetail = z.infer<typeof adminIdentityDetail>;

export const identityDecisionInput = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('approve'), notes: z.string().trim().max(2000).optional() }),
  z.object({
    decision: z.literal('reject'),
    reason: z.enum(
      Object.keys(identityRejectionReasons) as [IdentityRejectionReason, ...IdentityRejectionReason[]],
    ),
    notes: z.string().trim().max(2000).optional(),
  }),
]);
export type IdentityDecisionInput = z.infer<typeof identityDecisionInput>;

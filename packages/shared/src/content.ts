import { z } from 'zod';

// The resources library and the directory of professionals (decision 102).

const MAX_ID = 2_147_483_647;

/** An http(s) address only: `javascript:` and friends never reach a link. */
const webUrl = z
  .string()
  .trim()
  .max(500, 'La dirección web es demasiado larga (máximo 500 caracteres).')
  .refine((v) => /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v), {
    message: 'Escribe una dirección web completa que empiece por https://, por ejemplo https://miestudio.ec.',
  });

/** Empty text sent by a form means "none". */
const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

const optionalUrl = z
  .union([z.literal('').transform(() => null), webUrl])
  .nullable()
  .optional();

// ---------------------------------------------------------------- resources

export const resourceItem = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  /** The body, in Markdown (rendered without raw HTML). */
  content: z.string().nullable(),
  type: z.string(),
  imageUrl: z.string().nullable(),
  externalUrl: z.string().nullable(),
  isExternal: z.boolean(),
  source: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ResourceItem = z.infer<typeof resourceItem>;

/** What admins see: the public fields and whether it is published. */
export const adminResourceItem = resourceItem.extend({
  published: z.boolean(),
  publishedAt: z.string().nullable(),
});
export type AdminResourceItem = z.infer<typeof adminResourceItem>;

/** The kinds of resource; the filter and the admin form offer these. */
export const resourceTypes = ['guia', 'articulo', 'herramienta', 'plantilla'] as const;
export type ResourceType = (typeof resourceTypes)[number];
export const resourceTypeLabels: Record<ResourceType, string> = {
  guia: 'Guía',
  articulo: 'Artículo',
  herramienta: 'Herramienta',
  plantilla: 'Plantilla',
};

const searchText = z
  .string()
  .trim()
  .max(100, 'Escribe una búsqueda más corta (máximo 100 caracteres).')
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/** Keyset pages: `cursor` is the `nextCursor` of the previous page. */
const keysetPage = {
  cursor: z.coerce.number().int().min(0).max(MAX_ID).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(24),
};

/** `GET /api/resources`: newest first. */
export const resourceListQuery = z.object({
  ...keysetPage,
  type: z.enum(resourceTypes, { error: 'Elige un tipo de recurso de la lista.' }).optional(),
  q: searchText,
});
export type ResourceListQuery = z.input<typeof resourceListQuery>;

/** `GET /api/admin/resources`: every resource, drafts included. */
export const adminResourceListQuery = resourceListQuery.extend({
  published: z
    .enum(['true', 'false'], { error: 'Elige publicados o borradores.' })
    .transform((v) => v === 'true')
    .optional(),
});

export const resourceInput = z.object({
  title: z
    .string()
    .trim()
    .min(3, 'Escribe un título de al menos 3 caracteres.')
    .max(160, 'El título es demasiado largo (máximo 160 caracteres).'),
  description: z
    .string()
    .trim()
    .min(10, 'Escribe una descripción de al menos 10 caracteres: es lo que verán en la lista y en Google.')
    .max(400, 'La descripción es demasiado larga (máximo 400 caracteres).'),
  content: optionalText(50_000, 'El contenido es demasiado largo (máximo 50.000 caracteres).'),
  type: z.enum(resourceTypes, { error: 'Elige un tipo de recurso de la lista.' }),
  externalUrl: optionalUrl,
  source: optionalText(120, 'La fuente es demasiado larga (máximo 120 caracteres).'),
});
export type ResourceInput = z.input<typeof resourceInput>;

export const resourcePublishInput = z.object({ published: z.boolean() });

// ---------------------------------------------------------------- professionals

export const professionalCategories = [
  'Legal',
  'Contable',
  'Tributario',
  'Valoración',
  'Intermediación',
  'Financiero',
] as const;
export type ProfessionalCategory = (typeof professionalCategories)[number];

export const contactPreferences = ['message', 'email', 'phone', 'whatsapp'] as const;
export type ContactPreference = (typeof contactPreferences)[number];
export const contactPreferenceLabels: Record<ContactPreference, string> = {
  message: 'Mensaje por Traspasa',
  email: 'Correo',
  phone: 'Llamada',
  whatsapp: 'WhatsApp',
};

export const professionalStatuses = ['pending', 'approved', 'rejected'] as const;
export type ProfessionalStatus = (typeof professionalStatuses)[number];
export const professionalStatusLabels: Record<ProfessionalStatus, string> = {
  pending: 'En revisión',
  approved: 'Publicado',
  rejected: 'Rechazado',
};

export const professionalItem = z.object({
  id: z.number().int(),
  name: z.string(),
  profession: z.string(),
  description: z.string().nullable(),
  contact: z.string().nullable(),
  userId: z.number().int().nullable(),
  /** The account behind the entry passed an identity verification (decision 100); false without an account. */
  identityVerified: z.boolean(),
  category: z.string(),
  specialties: z.array(z.string()),
  services: z.array(z.string()),
  website: z.string().nullable(),
  linkedin: z.string().nullable(),
  imageUrl: z.string().nullable(),
  location: z.string().nullable(),
  experience: z.string().nullable(),
  yearsExperience: z.number().int().nullable(),
  phone: z.string().nullable(),
  contactPreference: z.enum(contactPreferences).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ProfessionalItem = z.infer<typeof professionalItem>;

/** The owner's and the admins' view: the public fields and the review state. */
/**
 * The owner's view: the entry as they last wrote it. `changesPending`: an approved entry
 * whose substantial edit waits for review; the directory keeps showing the approved
 * version meanwhile (decision 102). On an approved entry, `rejectionReason` says why the
 * last change was refused.
 */
export const ownProfessional = professionalItem.extend({
  status: z.enum(professionalStatuses),
  changesPending: z.boolean(),
  rejectionReason: z.string().nullable(),
  submittedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
});
export type OwnProfessional = z.infer<typeof ownProfessional>;

/** The fields a substantial edit changes (decision 102). */
export const professionalReviewedFields = z.object({
  name: z.string(),
  profession: z.string(),
  description: z.string().nullable(),
  specialties: z.array(z.string()),
  services: z.array(z.string()),
  imageUrl: z.string().nullable(),
});
export type ProfessionalReviewedFields = z.infer<typeof professionalReviewedFields>;

export const adminProfessionalItem = ownProfessional.extend({
  ownerEmail: z.string().nullable(),
  ownerName: z.string().nullable(),
  /** While `changesPending`: what the directory shows now, to compare with the proposal. */
  publishedVersion: professionalReviewedFields.nullable(),
});
export type AdminProfessionalItem = z.infer<typeof adminProfessionalItem>;

/** `GET /api/professionals`: approved entries, in id order. */
export const professionalListQuery = z.object({
  ...keysetPage,
  category: z.enum(professionalCategories, { error: 'Elige una categoría de la lista.' }).optional(),
  q: searchText,
  location: z
    .string()
    .trim()
    .max(80, 'Escribe una ubicación más corta (máximo 80 caracteres).')
    .transform((v) => (v === '' ? undefined : v))
    .optional(),
});
export type ProfessionalListQuery = z.input<typeof professionalListQuery>;

/** `GET /api/admin/professionals`: pending first, then by when they were sent. */
export const adminProfessionalListQuery = z.object({
  ...keysetPage,
  status: z.enum(professionalStatuses, { error: 'Elige un estado de la lista.' }).optional(),
});

const tagList = (what: string) =>
  z
    .array(
      z
        .string()
        .trim()
        .min(2, `Cada ${what} debe tener al menos 2 caracteres.`)
        .max(80, `Cada ${what} puede tener hasta 80 caracteres.`),
    )
    .max(12, `Puedes indicar hasta 12 ${what === 'servicio' ? 'servicios' : 'especialidades'}.`)
    .transform((list) => [...new Set(list)]);

const phone = z
  .string()
  .trim()
  .max(30, 'El teléfono es demasiado largo.')
  .refine((v) => v === '' || /^\+?[\d\s().-]{7,25}$/.test(v), {
    message: 'Escribe un teléfono con solo números, por ejemplo +593 99 123 4567.',
  })
  .transform((v) => (v === '' ? null : v))
  .nullable()
  .optional();

/** What a consultant writes in their own entry (the photo goes through its own upload). */
export const professionalInput = z.object({
  name: z
    .string()
    .trim()
    .min(3, 'Escribe tu nombre completo.')
    .max(120, 'El nombre es demasiado largo (máximo 120 caracteres).'),
  profession: z
    .string()
    .trim()
    .min(3, 'Escribe tu profesión, por ejemplo «Abogada societaria».')
    .max(120, 'La profesión es demasiado larga (máximo 120 caracteres).'),
  category: z.enum(professionalCategories, { error: 'Elige una categoría de la lista.' }),
  description: optionalText(2000, 'La descripción es demasiado larga (máximo 2.000 caracteres).'),
  specialties: tagList('especialidad').default([]),
  services: tagList('servicio').default([]),
  location: optionalText(120, 'La ubicación es demasiado larga (máximo 120 caracteres).'),
  yearsExperience: z
    .number({ error: 'Escribe los años de experiencia como un número.' })
    .int('Escribe los años de experiencia como un número entero.')
    .min(0, 'Los años de experiencia no pueden ser negativos.')
    .max(80, 'Revisa los años de experiencia: como máximo 80.')
    .nullable()
    .optional(),
  website: optionalUrl,
  linkedin: optionalUrl,
  phone,
  contact: optionalText(200, 'El dato de contacto es demasiado largo (máximo 200 caracteres).'),
  contactPreference: z
    .enum(contactPreferences, { error: 'Elige cómo prefieres que te contacten.' })
    .nullable()
    .optional(),
});
export type ProfessionalInput = z.input<typeof professionalInput>;

/** The fields whose change sends an approved entry back to review (decision 102). */
export const substantialProfessionalFields = [
  'name',
  'profession',
  'description',
  'specialties',
  'services',
  'imageUrl',
] as const;

export const rejectProfessionalInput = z.object({
  reason: z
    .string()
    .trim()
    .min(10, 'Explica el motivo en al menos 10 caracteres: el profesional lo verá para corregir su ficha.')
    .max(500, 'El motivo es demasiado largo (máximo 500 caracteres).'),
});

/** `GET /api/consultant/dashboard`: the entry, its views per day and the conversations. */
export const consultantDashboard = z.object({
  professional: ownProfessional.nullable(),
  views: z.array(z.object({ day: z.string(), views: z.number().int() })),
  totalViews: z.number().int(),
  conversations: z.number().int(),
  unreadConversations: z.number().int(),
});
export type ConsultantDashboard = z.infer<typeof consultantDashboard>;

// ---------------------------------------------------------------- shared

/** Kept for callers of the offset pages; the lists now page by keyset (`cursor` = last id). */
export const pageQuery = z.object({
  cursor: z.coerce.number().int().min(0).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export function pageResponse<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), nextCursor: z.number().int().nullable() });
}

import { z } from 'zod';
import { identityVerificationStatuses } from './enums.ts';
import { ownBusiness } from './listings.ts';

/**
 * The seller of a listing in the moderation queue: who they are, whether
 * their identity is verified, and the state of their latest identity request.
 */
export const moderationSeller = z.object({
  id: z.number().int(),
  /** Full name, or the username when the person gave none. */
  name: z.string(),
  email: z.string(),
  identityVerified: z.boolean(),
  /** The latest identity request's status; null when the person never sent one. */
  identityStatus: z.enum(identityVerificationStatuses).nullable(),
  /** Listings of this seller already published (approved or sold). */
  publishedListings: z.number().int().nonnegative(),
});
export type ModerationSeller = z.infer<typeof moderationSeller>;

export const moderationItem = ownBusiness.extend({ seller: moderationSeller });
export type ModerationItem = z.infer<typeof moderationItem>;

/** A page of `GET /api/admin/businesses`; `nextCursor` goes back as `?cursor=`. */
export const moderationPage = z.object({
  items: z.array(moderationItem),
  nextCursor: z.string().nullable(),
});
export type ModerationPage = z.infer<typeof moderationPage>;

/**
 * Reasons an admin can start a rejection from; the text stays editable before sending.
 * Written to the seller, in Spanish, tú.
 */
export const rejectionTemplates = [
  {
    id: 'fotos',
    label: 'Fotos',
    text: 'Las fotos no dejan ver bien el negocio o muestran datos que lo identifican (nombre del local, rótulos, placas). Sube fotos claras del interior y del producto, sin esos datos, y vuelve a enviarlo.',
  },
  {
    id: 'cifras',
    label: 'Cifras',
    text: 'Las cifras de ventas, utilidad o precio no cuadran entre sí. Revísalas, corrige lo que haga falta y explica en la descripción de dónde salen.',
  },
  {
    id: 'descripcion',
    label: 'Descripción incompleta',
    text: 'La descripción es muy breve para que un comprador entienda el negocio. Cuenta qué vende, a quién, desde cuándo funciona y qué incluye la venta.',
  },
  {
    id: 'contacto',
    label: 'Datos de contacto',
    text: 'El anuncio incluye teléfonos, correos o enlaces de contacto. Quítalos: los compradores te escriben por la mensajería de Traspasa después de firmar el acuerdo de confidencialidad.',
  },
  {
    id: 'no-permitido',
    label: 'Actividad no permitida',
    text: 'La actividad del negocio no se puede publicar en Traspasa según nuestros términos de uso. Si crees que es un error, respóndenos con más detalles.',
  },
] as const;
export type RejectionTemplate = (typeof rejectionTemplates)[number];

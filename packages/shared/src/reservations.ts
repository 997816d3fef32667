// A reserved listing (decision 171): what the reservation routes send and answer, and the words
// the pages and the server share. The offers contract (offers.ts, decision 170) covers the
// negotiation itself; this covers what happens once both parties signed an accepted offer.
import { z } from 'zod';
import { OFFER_MAX_CENTS } from './offers.ts';

export const reservationStatuses = ['active', 'released', 'closed'] as const;
export type ReservationStatus = (typeof reservationStatuses)[number];
export const reservationStatusLabels: Record<ReservationStatus, string> = {
  active: 'Reservado',
  released: 'Reserva liberada',
  closed: 'Venta cerrada',
};

/** The negotiation's page (the offers screens, decision 170). */
export const negotiationHref = (negotiationId: number) => `/offers/${negotiationId}`;

/** The reminder goes to both parties this many days before the exclusivity ends. */
export const RESERVATION_REMINDER_DAYS = 3;
/**
 * Days after the exclusivity's end without an extension, release or closing after which the
 * reservation is released by itself (decision 171): the seller is told at the end, then this backstop.
 */
export const RESERVATION_GRACE_DAYS = 14;
/** An extension adds between 1 and this many days. */
export const RESERVATION_EXTENSION_MAX_DAYS = 90;
export const RESERVATION_CODE_LENGTH = 6;
export const RESERVATION_CODE_MAX_ATTEMPTS = 5;
export const RESERVATION_CODE_TTL_MINUTES = 15;
export const RESERVATION_REASON_MAX = 1000;

/** The Spanish 409 of a reserved listing that takes no back-up offers (NDAs and offers). */
export const RESERVED_NO_NEW_NDAS =
  'Este negocio está reservado para otro comprador mientras dura su exclusividad: por ahora no acepta nuevos acuerdos de confidencialidad. Si la reserva se libera, volverá a aceptarlos.';
export const RESERVED_NO_NEW_OFFERS =
  'Este negocio está reservado para otro comprador mientras dura su exclusividad: por ahora no acepta nuevas ofertas. Si la reserva se libera, podrás ofertar.';

const typedName = z
  .string({ error: 'Escribe tu nombre completo para firmar.' })
  .trim()
  .min(3, 'Escribe tu nombre completo para firmar.')
  .max(200, 'El nombre puede tener hasta 200 caracteres.');

export const releaseReservationInput = z.object({
  reason: z
    .string({ error: 'Escribe el motivo como texto.' })
    .trim()
    .max(RESERVATION_REASON_MAX, `El motivo puede tener hasta ${RESERVATION_REASON_MAX} caracteres.`)
    .optional(),
});
export type ReleaseReservationInput = z.infer<typeof releaseReservationInput>;

export const closeDealInput = z.object({
  /** The agreed price in cents: private (decision 171), never in a public answer. */
  priceCents: z
    .number({ error: 'Escribe el precio acordado en centavos, como un número entero.' })
    .int('Escribe el precio acordado en centavos, como un número entero.')
    .min(1, 'Escribe el precio acordado.')
    .max(OFFER_MAX_CENTS, 'El precio es demasiado grande. Revisa que no sobren ceros.'),
});
export type CloseDealInput = z.infer<typeof closeDealInput>;

export const proposeExtensionInput = z.object({
  days: z
    .number({ error: 'Escribe cuántos días más de exclusividad propones.' })
    .int('Escribe los días como un número entero.')
    .min(1, 'La extensión es de al menos un día.')
    .max(
      RESERVATION_EXTENSION_MAX_DAYS,
      `La extensión es de ${RESERVATION_EXTENSION_MAX_DAYS} días como máximo.`,
    ),
  /** The seller signs the proposal with their full name. */
  typedName,
});
export type ProposeExtensionInput = z.infer<typeof proposeExtensionInput>;

export const signExtensionInput = z.object({
  typedName,
  code: z
    .string({ error: 'Escribe el código de 6 dígitos que te enviamos por correo.' })
    .trim()
    .regex(/^\d{6}$/, 'Escribe el código de 6 dígitos que te enviamos por correo.'),
});
export type SignExtensionInput = z.infer<typeof signExtensionInput>;

export const reservationExtension = z.object({
  id: z.number().int(),
  days: z.number().int(),
  status: z.enum(['proposed', 'signed', 'withdrawn', 'superseded']),
  sellerSignedName: z.string(),
  proposedAt: z.string(),
  buyerSignedName: z.string().nullable(),
  buyerSignedAt: z.string().nullable(),
  newEndsAt: z.string().nullable(),
});
export type ReservationExtension = z.infer<typeof reservationExtension>;

/**
 * `GET /api/negotiations/:id/reservation`: for the negotiation's buyer, its seller and admins.
 * `closedPriceCents` only for those three, never elsewhere.
 */
export const reservationView = z.object({
  id: z.number().int(),
  negotiationId: z.number().int(),
  businessId: z.number().int(),
  status: z.enum(reservationStatuses),
  startsAt: z.string(),
  endsAt: z.string(),
  closedAt: z.string().nullable(),
  closedPriceCents: z.number().int().nullable(),
  releasedAt: z.string().nullable(),
  releaseReason: z.string().nullable(),
  /** The open proposal, if any, then the signed ones (newest first). */
  extensions: z.array(reservationExtension),
  /** What the caller may do now. */
  actions: z.array(z.enum(['release', 'close', 'propose_extension', 'sign_extension'])),
});
export type ReservationView = z.infer<typeof reservationView>;

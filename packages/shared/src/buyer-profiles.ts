// The buyer profile and the buyer card a seller sees (decision 103): who wants to buy, what
// they look for, with which money and when. Amounts in whole cents, typed as people in
// Ecuador write them (decision 081). Never a document, never the cédula number.
import { z } from 'zod';
import { type SellerReplyTime, sellerReplyTimes } from './businesses.ts';
import { type BusinessCategory, businessCategories, businessCategoryLabels } from './enums.ts';
import { fundsBadge } from './funds.ts';
import { MONEY_MAX } from './money.ts';

export const fundingMethods = ['own_funds', 'partners', 'bank_credit', 'seller_financing'] as const;
export type FundingMethod = (typeof fundingMethods)[number];
export const fundingMethodLabels: Record<FundingMethod, string> = {
  own_funds: 'Fondos propios',
  partners: 'Con socios',
  bank_credit: 'Crédito bancario',
  seller_financing: 'Financiamiento del vendedor',
};

export const buyingTimelines = ['within_3_months', 'in_3_to_6_months', 'in_6_to_12_months', 'later'] as const;
export type BuyingTimeline = (typeof buyingTimelines)[number];
export const buyingTimelineLabels: Record<BuyingTimeline, string> = {
  within_3_months: 'En los próximos 3 meses',
  in_3_to_6_months: 'De 3 a 6 meses',
  in_6_to_12_months: 'De 6 a 12 meses',
  later: 'Más adelante',
};

export const PRESENTATION_MAX = 1000;
export const EXPERIENCE_MAX = 1000;
export const PLACE_MAX = 80;
export const PLACES_MAX = 10;
export const COMPANY_MAX = 120;
export const LINKEDIN_MAX = 200;
/** A presentation shorter than this says too little to count as done. */
export const PRESENTATION_MIN_FOR_COMPLETE = 40;
/** The largest amount in cents (the money input's ceiling). */
export const PRICE_MAX_CENTS = MONEY_MAX * 100;

export const LINKEDIN_MESSAGE =
  'Escribe la dirección de tu perfil de LinkedIn, por ejemplo https://www.linkedin.com/in/tu-nombre.';
export const PRICE_RANGE_MESSAGE = 'El precio máximo debe ser igual o mayor que el mínimo.';

/** https://linkedin.com/… or https://www.linkedin.com/…, with a path after the host. */
export function isLinkedinUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  const host = url.hostname.toLowerCase();
  return (
    url.protocol === 'https:' &&
    (host === 'linkedin.com' || host === 'www.linkedin.com') &&
    url.username === '' &&
    url.password === '' &&
    url.port === '' &&
    url.pathname.length > 1
  );
}

/** Trimmed text; empty becomes null. */
const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .default(null);

const cents = (label: string) =>
  z
    .number({ error: `Escribe el ${label} como un número.` })
    .int(`El ${label} va en centavos enteros.`)
    .min(0, `El ${label} no puede ser negativo.`)
    .max(PRICE_MAX_CENTS, `El ${label} es demasiado grande. Revisa que no sobren ceros.`)
    .nullable()
    .default(null);

/** `PUT /api/buyer-profile`: the whole profile; everything may stay empty and be completed later. */
export const buyerProfileInput = z
  .object({
    presentation: optionalText(
      PRESENTATION_MAX,
      `Tu presentación no puede superar los ${PRESENTATION_MAX} caracteres.`,
    ),
    experience: optionalText(
      EXPERIENCE_MAX,
      `Tu experiencia no puede superar los ${EXPERIENCE_MAX} caracteres.`,
    ),
    sectors: z
      .array(z.enum(businessCategories, { error: 'Elige sectores de la lista.' }))
      .max(businessCategories.length)
      .default([])
      .transform((list) => [...new Set(list)]),
    places: z
      .array(
        z
          .string()
          .trim()
          .min(2, 'Escribe cada lugar con al menos 2 letras.')
          .max(PLACE_MAX, `Cada lugar puede tener hasta ${PLACE_MAX} caracteres.`),
      )
      .max(PLACES_MAX, `Puedes indicar hasta ${PLACES_MAX} lugares.`)
      .default([])
      .transform((list) => dedupePlaces(list)),
    priceMinCents: cents('precio mínimo'),
    priceMaxCents: cents('precio máximo'),
    fundingMethods: z
      .array(z.enum(fundingMethods, { error: 'Elige cómo pagarías entre las opciones.' }))
      .max(fundingMethods.length)
      .default([])
      .transform((list) => [...new Set(list)]),
    timeline: z
      .enum(buyingTimelines, { error: 'Elige cuándo quieres comprar entre las opciones.' })
      .nullable()
      .default(null),
    linkedinUrl: z
      .string()
      .trim()
      .max(LINKEDIN_MAX, LINKEDIN_MESSAGE)
      .refine((v) => v === '' || isLinkedinUrl(v), LINKEDIN_MESSAGE)
      .transform((v) => (v === '' ? null : v))
      .nullable()
      .default(null),
    companyName: optionalText(
      COMPANY_MAX,
      `El nombre de la empresa puede tener hasta ${COMPANY_MAX} caracteres.`,
    ),
  })
  .superRefine((v, ctx) => {
    if (v.priceMinCents !== null && v.priceMaxCents !== null && v.priceMinCents > v.priceMaxCents) {
      ctx.addIssue({ code: 'custom', path: ['priceMaxCents'], message: PRICE_RANGE_MESSAGE });
    }
  });
export type BuyerProfileInput = z.input<typeof buyerProfileInput>;
export type BuyerProfileValues = z.output<typeof buyerProfileInput>;

/** Places compared without case or accents: "Quito" and "quito" are one place. */
function dedupePlaces(list: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const place of list) {
    const key = place.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('es');
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(place);
  }
  return out;
}

/** What a complete profile has; each item is one step of the dashboard's bar. */
export const completenessItems = [
  'presentation',
  'experience',
  'sectors',
  'places',
  'priceRange',
  'fundingMethods',
  'timeline',
] as const;
export type CompletenessItem = (typeof completenessItems)[number];
export const completenessItemLabels: Record<CompletenessItem, string> = {
  presentation: 'Una presentación breve',
  experience: 'Tu experiencia con negocios',
  sectors: 'Los sectores que te interesan',
  places: 'Dónde buscas',
  priceRange: 'Tu rango de precio',
  fundingMethods: 'Cómo pagarías',
  timeline: 'Cuándo quieres comprar',
};

export const completeness = z.object({
  /** 0–100, rounded down: 100 only when nothing is missing. */
  percent: z.number().int().min(0).max(100),
  missing: z.array(z.enum(completenessItems)),
});
export type Completeness = z.infer<typeof completeness>;

/** The profile's completeness: the same on the server (in every answer) and in the form's preview. */
export function profileCompleteness(p: BuyerProfileValues | null): Completeness {
  const done: Record<CompletenessItem, boolean> = {
    presentation: (p?.presentation?.length ?? 0) >= PRESENTATION_MIN_FOR_COMPLETE,
    experience: Boolean(p?.experience),
    sectors: (p?.sectors.length ?? 0) > 0,
    places: (p?.places.length ?? 0) > 0,
    priceRange: p?.priceMinCents != null || p?.priceMaxCents != null,
    fundingMethods: (p?.fundingMethods.length ?? 0) > 0,
    timeline: p?.timeline != null,
  };
  const missing = completenessItems.filter((item) => !done[item]);
  return {
    percent: Math.floor(((completenessItems.length - missing.length) * 100) / completenessItems.length),
    missing,
  };
}

const profileFields = {
  presentation: z.string().nullable(),
  experience: z.string().nullable(),
  sectors: z.array(z.enum(businessCategories)),
  places: z.array(z.string()),
  priceMinCents: z.number().int().nullable(),
  priceMaxCents: z.number().int().nullable(),
  fundingMethods: z.array(z.enum(fundingMethods)),
  timeline: z.enum(buyingTimelines).nullable(),
  linkedinUrl: z.string().nullable(),
  companyName: z.string().nullable(),
};

export const buyerProfile = z.object(profileFields);
export type BuyerProfile = z.infer<typeof buyerProfile>;

/** `GET` and `PUT /api/buyer-profile`: the profile (empty before the first save) and how complete it is. */
export const buyerProfileResponse = z.object({
  profile: buyerProfile,
  /** Null until the first save. */
  updatedAt: z.string().nullable(),
  completeness,
});
export type BuyerProfileResponse = z.infer<typeof buyerProfileResponse>;

export const emptyBuyerProfile: BuyerProfile = {
  presentation: null,
  experience: null,
  sectors: [],
  places: [],
  priceMinCents: null,
  priceMaxCents: null,
  fundingMethods: [],
  timeline: null,
  linkedinUrl: null,
  companyName: null,
};

/** `GET /api/buyer-profiles/:userId/card`: what a seller with a relation to the buyer sees. */
export const buyerProfileCard = z.object({
  userId: z.number().int(),
  displayName: z.string(),
  /** False when the buyer never saved a profile: the card then shows the badges only. */
  hasProfile: z.boolean(),
  profile: buyerProfile,
  badges: z.object({
    identityVerified: z.boolean(),
    /** Proof of funds (decision 104); an expired one stays with its state so the seller sees it. */
    funds: fundsBadge.nullable(),
    /** When the account was created (ISO). */
    memberSince: z.string(),
    /** Signed confidentiality agreements, on any listing. */
    ndasSigned: z.number().int().min(0),
    /** How fast the buyer usually answers a seller; null with too few answers to say. */
    responseTime: z.enum(sellerReplyTimes).nullable(),
  }),
});
export type BuyerProfileCard = z.infer<typeof buyerProfileCard>;

export const buyerCardParams = z.object({
  userId: z.coerce.number().int().min(1).max(2_147_483_647),
});

export const responseTimeLabels: Record<SellerReplyTime, string> = {
  under_2h: 'Suele responder en menos de 2 horas',
  under_1d: 'Suele responder en un día',
  over_1d: 'Suele tardar más de un día en responder',
};

export function sectorLabel(sector: BusinessCategory): string {
  return businessCategoryLabels[sector];
}

// The listing's tier (docs/decisions/090-payments.md): basic is free; premium and
// featured are each backed by a listing credit of the seller. These helpers decide what the
// tier picker offers; the server decides for real (402 payment_required).
import type { BusinessStatus, PackageTier } from '@traspasa/shared/enums';
import { photoLimits } from '@traspasa/shared/listings';
import type { CatalogProduct, Credits, PaidTier } from '@traspasa/shared/payments';
import { countText, plural } from '@traspasa/shared/plural';
import { paths } from '@/config/paths';

export type TierOption = {
  tier: PackageTier;
  /** The radio's accessible name. */
  name: string;
  price: string;
  perks: string[];
};

export const tierOptions: TierOption[] = [
  {
    tier: 'basic',
    name: 'Básico',
    price: 'Gratis',
    perks: [`Hasta ${photoLimits.basic} fotos`, 'Aparece en las búsquedas en el orden de siempre'],
  },
  {
    tier: 'premium',
    name: 'Premium',
    price: '1 crédito Premium',
    perks: [`Hasta ${photoLimits.premium} fotos`, 'Tarjeta resaltada en los resultados'],
  },
  {
    tier: 'featured',
    name: 'Destacado',
    price: '1 crédito Destacado',
    perks: [
      `Hasta ${photoLimits.featured} fotos y tarjeta resaltada`,
      'En la portada y primero en las búsquedas durante 30 días',
    ],
  },
];

export const tierNames: Record<PackageTier, string> = {
  basic: 'Básico',
  premium: 'Premium',
  featured: 'Destacado',
};

export const isPaidTier = (tier: PackageTier): tier is PaidTier => tier === 'premium' || tier === 'featured';

/**
 * Whether choosing `tier` can be saved as it is:
 * - `free`: basic costs nothing;
 * - `admin`: an admin sets any tier (the server backs it with an admin credit);
 * - `current`: the listing already has this tier and keeps its credit;
 * - `credit`: the seller has an available credit of that tier;
 * - `needs-credit`: none available: offer a package instead of saving;
 * - `unknown`: the balance did not load: try, and let the server answer.
 */
export type TierAvailability = 'free' | 'admin' | 'current' | 'credit' | 'needs-credit' | 'unknown';

export function tierAvailability(
  tier: PackageTier,
  { current, credits, isAdmin }: { current: PackageTier; credits: Credits | undefined; isAdmin: boolean },
): TierAvailability {
  if (!isPaidTier(tier)) return 'free';
  if (isAdmin) return 'admin';
  if (tier === current) return 'current';
  if (!credits) return 'unknown';
  return credits[tier].available > 0 ? 'credit' : 'needs-credit';
}

/** Saving goes ahead for everything but a paid tier without a credit. */
export const canSaveTier = (availability: TierAvailability) => availability !== 'needs-credit';

/** The package to offer for a tier: the cheapest one on sale (fewest dollars to start). */
export function cheapestPackage(
  packages: CatalogProduct[] | undefined,
  tier: PaidTier,
): CatalogProduct | null {
  let best: CatalogProduct | null = null;
  for (const p of packages ?? []) {
    if (p.kind !== 'package' || p.packageTier !== tier) continue;
    if (!best || p.priceCents < best.priceCents) best = p;
  }
  return best;
}

/**
 * "Tienes 2 créditos", "Tienes 1 crédito", "No tienes créditos"; on the listing's own tier
 * (whose credit it already holds) what is left besides: "Te queda 1 crédito más".
 */
export function creditsText(available: number, ownTier = false): string {
  if (ownTier) {
    if (available <= 0) return 'No te quedan más créditos';
    return `Te ${plural(available, 'queda', 'quedan')} ${countText(available, 'crédito', 'créditos')} más`;
  }
  if (available <= 0) return 'No tienes créditos';
  return `Tienes ${countText(available, 'crédito', 'créditos')}`;
}

/** Where to buy a credit of `tier`: the cheapest package's checkout, else the packages on the plans page. */
export function buyHref(pkg: Pick<CatalogProduct, 'id'> | null): string {
  return pkg ? `${paths.checkout.href}?product=${pkg.id}` : `${paths.subscriptionPlans.href}#paquetes`;
}

const isLive = (status: BusinessStatus) => status === 'approved' || status === 'sold';

/**
 * What a saved tier change did, as the server does it (decision 090): a paid tier reserves
 * a credit until approval, or uses it at once on a live listing; going back to basic
 * returns a credit not used yet.
 */
export function savedTierMessage({
  from,
  to,
  status,
  isAdmin,
}: {
  from: PackageTier;
  to: PackageTier;
  status: BusinessStatus;
  isAdmin: boolean;
}): string {
  const name = tierNames[to];
  if (!isPaidTier(to)) {
    return isPaidTier(from) && !isLive(status) && !isAdmin
      ? 'Guardado: tu anuncio es Básico. El crédito volvió a tu saldo.'
      : `Guardado: ${isAdmin ? 'el' : 'tu'} anuncio es Básico.`;
  }
  if (isAdmin) return `Guardado: el anuncio es ${name}.`;
  return isLive(status)
    ? `Guardado: tu anuncio es ${name}; usamos uno de tus créditos ${name}.`
    : `Guardado: tu anuncio es ${name}; reservamos uno de tus créditos ${name} hasta que lo aprobemos.`;
}

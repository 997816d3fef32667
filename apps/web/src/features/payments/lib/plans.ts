// The catalogue as the plans page shows it: plans grouped by who they are for, each
// offer with its monthly and yearly variant, the yearly saving, and packages per credit.
import type { CatalogProduct, ProductPeriod } from '@traspasa/shared/payments';
import { countText, plural } from '@traspasa/shared/plural';

export type BillingPeriod = Extract<ProductPeriod, 'mensual' | 'anual'>;

/** One offer (e.g. "Vendedor Profesional") with the variants on sale. */
export type PlanOffer = {
  key: string;
  audience: string;
  monthly: CatalogProduct | null;
  yearly: CatalogProduct | null;
};

export const audienceLabels: Record<string, string> = {
  comprador: 'Para compradores',
  vendedor: 'Para vendedores',
};

export const audienceOrder = ['comprador', 'vendedor'];

const offerKey = (plan: CatalogProduct) => `${plan.audience ?? ''}:${plan.level ?? plan.name}`;

/** Plans paired by audience and level, in catalogue order. */
export function groupPlanOffers(plans: CatalogProduct[]): PlanOffer[] {
  const offers = new Map<string, PlanOffer>();
  for (const plan of plans) {
    if (plan.kind !== 'plan' || plan.period === 'unico') continue;
    const key = offerKey(plan);
    const offer = offers.get(key) ?? { key, audience: plan.audience ?? '', monthly: null, yearly: null };
    if (plan.period === 'mensual' && !offer.monthly) offer.monthly = plan;
    if (plan.period === 'anual' && !offer.yearly) offer.yearly = plan;
    offers.set(key, offer);
  }
  return [...offers.values()];
}

/** Offers by audience, buyers first, then any audience the catalogue adds later. */
export function offersByAudience(offers: PlanOffer[]): { audience: string; offers: PlanOffer[] }[] {
  const audiences = [...new Set(offers.map((o) => o.audience))].sort((a, b) => {
    const ia = audienceOrder.indexOf(a);
    const ib = audienceOrder.indexOf(b);
    return (ia === -1 ? 99 : ia) - (ib === -1 ? 99 : ib);
  });
  return audiences.map((audience) => ({ audience, offers: offers.filter((o) => o.audience === audience) }));
}

/** The variant to show for the chosen period, falling back to the only one there is. */
export function offerVariant(offer: PlanOffer, period: BillingPeriod): CatalogProduct {
  const preferred = period === 'anual' ? offer.yearly : offer.monthly;
  return (preferred ?? offer.monthly ?? offer.yearly)!;
}

/** A yearly price as a month: rounded to the cent. */
export function monthlyEquivalentCents(yearlyCents: number): number {
  return Math.round(yearlyCents / 12);
}

export type YearlySaving = { savingCents: number; percent: number };

/** What paying a year at once saves against twelve monthly payments; null when nothing. */
export function yearlySaving(monthlyCents: number, yearlyCents: number): YearlySaving | null {
  const twelve = monthlyCents * 12;
  const savingCents = twelve - yearlyCents;
  if (monthlyCents <= 0 || savingCents <= 0) return null;
  return { savingCents, percent: Math.round((savingCents / twelve) * 100) };
}

/** A package's price per listing credit, rounded to the cent. */
export function pricePerCreditCents(product: Pick<CatalogProduct, 'priceCents' | 'packageCount'>): number {
  const count = product.packageCount && product.packageCount > 0 ? product.packageCount : 1;
  return Math.round(product.priceCents / count);
}

/**
 * What a package of several credits saves against buying the single package of its tier
 * that many times; null when there is no single package or no saving.
 */
export function packageSavingCents(pkg: CatalogProduct, packages: CatalogProduct[]): number | null {
  const count = pkg.packageCount ?? 1;
  if (count <= 1) return null;
  const single = packages.find((p) => p.packageTier === pkg.packageTier && (p.packageCount ?? 1) === 1);
  if (!single) return null;
  const saving = single.priceCents * count - pkg.priceCents;
  return saving > 0 ? saving : null;
}

/** The period the page opens on: the one of the user's plan, else monthly. */
export function initialPeriod(plans: CatalogProduct[], currentProductId: number | null): BillingPeriod {
  const current = plans.find((p) => p.id === currentProductId);
  return current?.period === 'anual' ? 'anual' : 'mensual';
}

export const periodSuffix: Record<ProductPeriod, string> = {
  mensual: 'al mes',
  anual: 'al año',
  unico: 'pago único',
};

export const periodLabels: Record<ProductPeriod, string> = {
  mensual: 'Mensual',
  anual: 'Anual',
  unico: 'Pago único',
};

/** "3 créditos", "1 crédito". */
export function creditsLabel(count: number): string {
  return countText(count, 'crédito', 'créditos');
}

/** What follows «Sumamos N créditos» after a payment, agreeing with N. */
export function creditsAddedTail(count: number): string {
  return plural(
    count,
    'a tu cuenta. Úsalo al publicar un anuncio o al mejorar uno que ya tienes.',
    'a tu cuenta. Úsalos al publicar anuncios o al mejorar los que ya tienes.',
  );
}

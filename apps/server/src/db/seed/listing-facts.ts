// The structured facts and confidential fields of the demo listings (decision 130).
// They come from what each listing already says — its lease, its figures, its story — so the
// "Datos clave" block never contradicts the description or the confidential text.
import { createHash } from 'node:crypto';
import type { businesses } from '../schema/businesses.ts';
import type { SeedListing } from './types.ts';

type FactColumns = Pick<
  typeof businesses.$inferInsert,
  | 'cashFlow'
  | 'inventoryIncluded'
  | 'inventoryValue'
  | 'equipmentIncluded'
  | 'equipmentValue'
  | 'premises'
  | 'monthlyRent'
  | 'leaseEndsOn'
  | 'sellerFinancing'
  | 'sellerFinancingTerms'
  | 'trainingWeeks'
  | 'tradeName'
  | 'taxId'
  | 'exactAddress'
  | 'leaseTerms'
>;

/** Rough dollars per unit of the local currencies the leases are written in. */
const USD_PER: Record<string, number> = {
  COP: 1 / 4100,
  'S/': 1 / 3.75,
  CLP: 1 / 950,
  MXN: 1 / 18,
  UF: 39,
};

const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

/** "1.350" → 1350 (the seed writes amounts the es-EC way). */
const amount = (text: string) => Number(text.replaceAll('.', ''));
const roundTo = (n: number, step: number) => Math.round(n / step) * step;

/** Owned when the lease text starts with "Terreno propio", "Inmueble propio", "Predio propio"… */
export function isOwnedPremises(lease: string): boolean {
  return /^(?:\p{L}+\s){1,2}propi[oa]s?\b|^Inmueble propio/u.test(lease);
}

/** The monthly rent in dollars: "$1.350 mensuales", or the "(aprox. $3.900)" of a local amount. */
export function monthlyRentUsd(lease: string): number | null {
  const approx = lease.match(/aprox\. \$([\d.]+)/);
  if (approx) return amount(approx[1]!);
  const local = lease.match(/(COP|S\/|CLP|MXN|UF) ([\d.]+) mensuales/);
  if (local) return roundTo(amount(local[2]!) * USD_PER[local[1]!]!, 10);
  const usd = lease.match(/\$([\d.]+) mensuales/);
  return usd ? amount(usd[1]!) : null;
}

/** "contrato hasta marzo de 2028" → 2028-03-31; "hasta 2027" → 2027-12-31. */
export function leaseEnd(lease: string): string | null {
  const m = lease.match(/hasta (?:(\p{L}+) de )?(20\d\d)/u);
  if (!m) return null;
  const month = m[1] ? MONTHS.indexOf(m[1].toLowerCase()) : 11;
  const year = Number(m[2]);
  const last = new Date(Date.UTC(year, (month < 0 ? 11 : month) + 1, 0));
  return last.toISOString().slice(0, 10);
}

const WORD_NUMBERS: Record<string, number> = { un: 1, una: 1, dos: 2, tres: 3, cuatro: 4, seis: 6 };

/** The handover the story promises ("acompañar al comprador durante tres meses"), in weeks. */
export function trainingFromStory(text: string): number | null {
  const m = text.match(/durante (un|una|dos|tres|cuatro|seis|\d+) (semanas?|mes(?:es)?)/);
  if (!m) return null;
  const n = WORD_NUMBERS[m[1]!] ?? Number(m[1]);
  return m[2]!.startsWith('semana') ? n : n * 4;
}

const STOCK_CATEGORIES = new Set(['retail', 'restaurant', 'manufacturing', 'healthcare', 'agriculture']);
const LIGHT_CATEGORIES = new Set(['technology', 'finance', 'service']);

const FINANCING_TERMS = [
  'Hasta el 30 % del precio en 12 cuotas mensuales, con garantía sobre los equipos.',
  'El 20 % del precio a 18 meses, sin intereses, tras un pago inicial del 80 %.',
  'Hasta el 40 % del precio a 24 meses con un interés del 8 % anual.',
];

export function listingFacts(listing: SeedListing): FactColumns {
  const hash = createHash('sha256').update(`facts:${listing.key}`).digest();
  const c = listing.confidential;
  const owned = isOwnedPremises(c.lease);
  const rent = owned ? null : monthlyRentUsd(c.lease);
  const inventoryFromText = `${c.suppliers} ${c.financials}`.match(/[Ii]nventario[^$.]*\$([\d.]+)/);
  const stock = STOCK_CATEGORIES.has(listing.category);
  const inventoryValue = inventoryFromText
    ? amount(inventoryFromText[1]!)
    : stock
      ? roundTo(listing.annualRevenue * (listing.category === 'retail' ? 0.12 : 0.03), 500)
      : null;
  const light = LIGHT_CATEGORIES.has(listing.category);
  // The owner's own pay on top of the profit, as a small business pays its owner.
  const ownerPay = 12 * (600 + 100 * Math.min(listing.employeeCount, 10));
  const profit = listing.annualProfit;
  const cashFlow =
    profit === null
      ? null
      : profit + ownerPay <= listing.annualRevenue * 0.6
        ? profit + ownerPay
        : Math.max(profit, 0);
  const financing = hash[0]! % 3 === 0;
  return {
    cashFlow: cashFlow === null ? null : cashFlow.toFixed(2),
    inventoryIncluded: inventoryValue !== null,
    inventoryValue: inventoryValue === null ? null : inventoryValue.toFixed(2),
    equipmentIncluded: true,
    equipmentValue: roundTo(listing.askingPrice * (light ? 0.08 : 0.3), 500).toFixed(2),
    premises: owned ? 'owned' : 'leased',
    monthlyRent: rent === null ? null : rent.toFixed(2),
    leaseEndsOn: owned ? null : leaseEnd(c.lease),
    sellerFinancing: financing,
    sellerFinancingTerms: financing ? FINANCING_TERMS[hash[1]! % FINANCING_TERMS.length]! : null,
    trainingWeeks: trainingFromStory(listing.description.join(' ')) ?? [2, 4, 4, 6, 8][hash[2]! % 5]!,
    tradeName: c.tradeName,
    // Ecuador's RUC is stored as its 13 digits; other countries keep their id as written.
    taxId: listing.country === 'Ecuador' ? c.taxId.replace(/^RUC\s+/, '') : c.taxId,
    exactAddress: c.address,
    leaseTerms: c.lease,
  };
}

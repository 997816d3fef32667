// Shared by the offers tests (not loaded by the app).
import type { OfferTerms } from '@traspasa/shared/offers';
import { type InjectOptions, loginAs, type TestApp } from '../../../test/helpers.ts';
import type { businesses } from '../../db/schema/businesses.ts';
import { ndas } from '../../db/schema/ndas.ts';
import { activeDocument, listing, sha256 } from '../ndas/nda.test-kit.ts';
import { addDays, ecuadorDay } from './offers.rules.ts';

export const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) Prueba/1.0';
type Headers = Record<string, string>;

/** The NDA text of each test database (one active per database). */
const ndaDocuments = new WeakMap<TestApp, { id: number; documentHash: string }>();

/** A seller with an approved listing (a fresh seller each time). */
export async function sellerWithListing(t: TestApp, values: Partial<typeof businesses.$inferInsert> = {}) {
  const seller = await loginAs(t, 'seller');
  const business = await listing(t, { sellerId: seller.user.id, askingPrice: '120000', ...values });
  return { seller, business };
}

/** A buyer whose NDA for the listing is signed, with access `accessState` (granted by default). */
export async function buyerWithNda(t: TestApp, businessId: number, accessState = 'granted') {
  const buyer = await loginAs(t, 'buyer');
  let ndaDocument = ndaDocuments.get(t);
  if (!ndaDocument) {
    ndaDocument = await activeDocument(t, `offers-${Date.now()}`);
    ndaDocuments.set(t, ndaDocument);
  }
  const now = new Date();
  await t.db.insert(ndas).values({
    businessId,
    userId: buyer.user.id,
    ndaDocumentId: ndaDocument.id,
    status: 'signed',
    accessState,
    clickwrapAcceptedAt: now,
    documentHash: ndaDocument.documentHash,
    documentVersion: '1.0',
    signedAt: now,
    firmadoPor: buyer.user.fullName,
  });
  return buyer;
}

/** Valid terms for a $120.000 offer, valid ten days from today (Ecuador's day). */
export function terms(overrides: Partial<OfferTerms> = {}): OfferTerms {
  const today = ecuadorDay(new Date());
  const priceCents = overrides.priceCents ?? 12_000_000;
  return {
    priceCents,
    payment: { atClosingCents: priceCents, instalments: [], sellerFinancing: null },
    inventory: { treatment: 'at_cost', amountCents: 850_050 },
    equipmentIncluded: true,
    brandIncluded: true,
    leaseAssignment: true,
    trainingDays: 14,
    dueDiligenceDays: 30,
    exclusivityDays: 60,
    conditions: ['Crédito bancario aprobado', 'Cesión del arriendo firmada por el arrendador'],
    closingDate: addDays(today, 60),
    validUntil: addDays(today, 10),
    ...overrides,
  };
}

export function call(
  t: TestApp,
  method: InjectOptions['method'],
  url: string,
  headers: Headers,
  payload?: unknown,
) {
  return t.app.inject({
    method,
    url,
    headers: { ...headers, 'user-agent': BROWSER },
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });
}

export function makeOffer(t: TestApp, headers: Headers, businessId: number, body: OfferTerms = terms()) {
  return call(t, 'POST', '/api/negotiations', headers, { businessId, terms: body });
}

/** The six-digit code of the newest signing-code mail to `email`. */
export function codeFromMail(t: TestApp, email: string): string {
  const mail = t.mails.filter((m) => m.to === email && /código/i.test(m.subject)).at(-1);
  const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code mail to ${email}`);
  return code;
}

export { sha256 };

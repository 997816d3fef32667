// Shared by the road-to-closing tests (not loaded by the app): an accepted negotiation written
// straight into the offers tables, as the offers module leaves it after an acceptance.
import type { OfferTerms } from '@traspasa/shared/offers';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import type { TestApp } from '../../../test/helpers.ts';
import { loiDocuments, negotiations, offerVersions } from '../../db/schema/offers.ts';
import { listing } from '../ndas/nda.test-kit.ts';

export function terms(overrides: Partial<OfferTerms> = {}): OfferTerms {
  return {
    priceCents: 8_000_000,
    payment: {
      atClosingCents: 5_000_000,
      instalments: [
        { amountCents: 1_500_000, dueInMonths: 6 },
        { amountCents: 1_500_000, dueInMonths: 3 },
      ],
      sellerFinancing: null,
    },
    inventory: { treatment: 'at_cost', amountCents: 420_050 },
    equipmentIncluded: true,
    brandIncluded: true,
    leaseAssignment: true,
    trainingDays: 30,
    dueDiligenceDays: 30,
    exclusivityDays: 45,
    conditions: [],
    closingDate: '2027-01-31',
    validUntil: '2026-12-20',
    ...overrides,
  };
}

export interface DealOptions {
  sellerId: number;
  buyerId: number;
  category?: string | null;
  country?: string | null;
  status?: 'open' | 'accepted' | 'signed' | 'closed' | 'released' | 'lapsed';
  acceptedAt?: Date;
  signedAt?: Date | null;
  terms?: OfferTerms;
}

/** A listing and a negotiation on it whose seller accepted the buyer's first version. */
export async function acceptedDeal(t: TestApp, o: DealOptions) {
  const business = await listing(t, {
    sellerId: o.sellerId,
    category: o.category === undefined ? 'restaurant' : o.category,
    country: o.country === undefined ? 'Ecuador' : o.country,
  });
  const status = o.status ?? 'accepted';
  const acceptedAt = status === 'open' ? null : (o.acceptedAt ?? new Date('2026-12-02T15:00:00Z'));
  const signedAt = o.signedAt ?? (status === 'signed' || status === 'closed' ? acceptedAt : null);
  const [loi] = await t.db.select().from(loiDocuments).where(eq(loiDocuments.isActive, true));
  const [negotiation] = await t.db
    .insert(negotiations)
    .values({
      businessId: business.id,
      buyerId: o.buyerId,
      sellerId: o.sellerId,
      status,
      acceptedAt,
      signedAt,
    })
    .returning();
  const agreed = o.terms ?? terms();
  const [version] = await t.db
    .insert(offerVersions)
    .values({
      negotiationId: negotiation!.id,
      number: 1,
      authorSide: 'buyer',
      authorId: o.buyerId,
      terms: agreed,
      priceCents: agreed.priceCents,
      loiDocumentId: loi!.id,
      renderedText: 'Carta de intención de prueba',
      textSha256: '0'.repeat(64),
      status: status === 'open' ? 'open' : 'accepted',
      validUntil: agreed.validUntil,
      decidedAt: acceptedAt,
    })
    .returning();
  if (status !== 'open') {
    await t.db
      .update(negotiations)
      .set({ acceptedVersionId: version!.id })
      .where(eq(negotiations.id, negotiation!.id));
  }
  return { business, negotiation: negotiation!, version: version! };
}

export async function receiptPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([595, 842]).drawText('Transferencia interbancaria 0012345', { x: 50, y: 780, size: 16 });
  return Buffer.from(await doc.save());
}

export function fileForm(file: { data: Buffer; filename: string; type: string }) {
  const boundary = '----traspasa-closing-boundary';
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

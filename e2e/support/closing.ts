// Helpers of the road-to-closing browser test (e2e/closing.spec.ts, decision 175): an accepted
// negotiation written into the e2e database as the offers module leaves it after an acceptance,
// and screenshots to $CLOSING_SHOTS for a human look.
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { OfferTerms } from '@traspasa/shared/offers';
import type { Page } from 'playwright-core';
import { settle } from './app';
import { e2ePool } from './db';

export function closingTerms(priceCents: number): OfferTerms {
  const instalment = Math.round(priceCents / 8);
  return {
    priceCents,
    payment: {
      atClosingCents: priceCents - 2 * instalment,
      instalments: [
        { amountCents: instalment, dueInMonths: 3 },
        { amountCents: instalment, dueInMonths: 6 },
      ],
      sellerFinancing: null,
    },
    inventory: { treatment: 'included', amountCents: null },
    equipmentIncluded: true,
    brandIncluded: true,
    leaseAssignment: true,
    trainingDays: 30,
    dueDiligenceDays: 30,
    exclusivityDays: 60,
    conditions: [],
    closingDate: '2027-02-15',
    validUntil: '2026-12-20',
  };
}

/** The seller accepted the buyer's offer on `businessId` today: returns the negotiation id. */
export async function acceptedNegotiation(input: {
  businessId: number;
  buyerId: number;
  sellerId: number;
  terms: OfferTerms;
}): Promise<number> {
  const pool = e2ePool();
  try {
    const negotiation = await pool.query<{ id: number }>(
      `insert into negotiations (business_id, buyer_id, seller_id, status, accepted_at)
       values ($1, $2, $3, 'accepted', now()) returning id`,
      [input.businessId, input.buyerId, input.sellerId],
    );
    const id = negotiation.rows[0]!.id;
    const version = await pool.query<{ id: number }>(
      `insert into offer_versions (negotiation_id, number, author_side, author_id, terms, price_cents,
         loi_document_id, rendered_text, text_sha256, status, valid_until, decided_at)
       values ($1, 1, 'buyer', $2, $3, $4, (select id from loi_documents where is_active), 'Carta de intención',
         repeat('0', 64), 'accepted', $5, now()) returning id`,
      [id, input.buyerId, JSON.stringify(input.terms), input.terms.priceCents, input.terms.validUntil],
    );
    await pool.query('update negotiations set accepted_version_id = $1 where id = $2', [
      version.rows[0]!.id,
      id,
    ]);
    return id;
  } finally {
    await pool.end();
  }
}

export async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.CLOSING_SHOTS;
  if (!dir) return;
  await fsp.mkdir(dir, { recursive: true });
  await settle(page);
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

// Helpers of the offers browser test (e2e/offers.spec.ts, decision 170): a published listing
// open to any buyer who signs, the clickwrap through the API, offers through the API for the
// screens that need a negotiation in a given state, the mailed signing code, screenshots.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { OfferTerms } from '@traspasa/shared/offers';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { expect, inject } from 'vitest';
import { apiClient, type NewAccount, settle } from './app';
import { adminHeaders } from './listings';

const headersOf = (account: NewAccount) => ({ 'x-session-token': account.sessionToken });

/** A published listing of `seller` whose confidential part opens when a buyer signs the clickwrap. */
export async function publishedListing(
  seller: NewAccount,
  input: { title: string; askingPrice: number },
): Promise<{ id: number; slug: string; title: string }> {
  const api = await apiClient();
  const headers = headersOf(seller);
  try {
    const created = await api.post('/api/businesses', {
      headers,
      data: {
        title: input.title,
        category: 'restaurant',
        country: 'Ecuador',
        location: 'Quito',
        askingPrice: input.askingPrice,
        description:
          'Cafetería con doce años en La Floresta, clientela fija de oficinas, equipos de espresso propios y dos baristas.',
        tradeName: `Café del Parque ${input.askingPrice} Cía. Ltda.`,
        exactAddress: 'Av. Coruña N27-88 y Orellana, Quito',
        accessMode: 'immediate',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id, slug } = (await created.json()) as { id: number; slug: string };
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#7a4a2b' } })
      .jpeg()
      .toBuffer();
    const uploaded = await api.post(`/api/businesses/${id}/images`, {
      headers,
      multipart: { file: { name: 'local.jpg', mimeType: 'image/jpeg', buffer: photo } },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(200);
    const submitted = await api.post(`/api/businesses/${id}/submit`, { headers, data: {} });
    expect(submitted.status(), await submitted.text()).toBe(200);
    const approved = await api.post(`/api/admin/businesses/${id}/approve`, { headers: await adminHeaders() });
    expect(approved.status(), await approved.text()).toBe(200);
    return { id, slug, title: input.title };
  } finally {
    await api.dispose();
  }
}

/** The clickwrap of `businessId` through the API: the buyer gets access at once. */
export async function signNda(buyer: NewAccount, businessId: number): Promise<void> {
  const api = await apiClient();
  try {
    const doc = (await (await api.get('/api/nda-documents/active')).json()) as {
      id: number;
      documentHash: string;
    };
    const res = await api.post('/api/ndas', {
      headers: headersOf(buyer),
      data: {
        businessId,
        ndaDocumentId: doc.id,
        documentHash: doc.documentHash,
        signerName: buyer.fullName,
        accepted: true,
        acceptedAtLocal: '2026-12-02T09:15:00-05:00',
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  } finally {
    await api.dispose();
  }
}

/** A JSON call as `account` (the offers API), expecting `status`. */
export async function call<T>(
  account: NewAccount,
  method: 'get' | 'post',
  url: string,
  data?: unknown,
  status = 200,
): Promise<T> {
  const api = await apiClient();
  try {
    const res = await api[method](url, { headers: headersOf(account), data });
    expect(res.status(), `${method.toUpperCase()} ${url}: ${await res.text()}`).toBe(status);
    return (await res.json()) as T;
  } finally {
    await api.dispose();
  }
}

/** The defaults of the offer form with the price (and the payment, all at closing) set to `priceCents`. */
export async function termsAt(
  buyer: NewAccount,
  businessId: number,
  priceCents: number,
): Promise<OfferTerms> {
  const defaults = await call<{ terms: OfferTerms }>(
    buyer,
    'get',
    `/api/offers/defaults?businessId=${businessId}`,
  );
  return {
    ...defaults.terms,
    priceCents,
    payment: { atClosingCents: priceCents, instalments: [], sellerFinancing: null },
  };
}

/** The last letter-signing code the dev outbox logged for `email` (its subject carries it). */
export async function signingCodeFor(email: string, after = 0): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const codes = fs
      .readFileSync(inject('e2e').logFile, 'utf8')
      .split('\n')
      .filter((line) => line.includes('[outbox]') && line.includes(email))
      .flatMap((line) => line.match(/Tu código para firmar: (\d{6})/)?.[1] ?? []);
    if (codes.length > after) return codes.at(-1)!;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No signing code for ${email} in the outbox`);
}

/** How many letter-signing codes the outbox holds for `email` (to wait for the next one). */
export function signingCodeCount(email: string): number {
  return fs
    .readFileSync(inject('e2e').logFile, 'utf8')
    .split('\n')
    .filter(
      (line) =>
        line.includes('[outbox]') && line.includes(email) && /Tu código para firmar: \d{6}/.test(line),
    ).length;
}

/** Saves a screenshot to $OFFERS_SHOTS (when set) for a human look. */
export async function shot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  const dir = process.env.OFFERS_SHOTS;
  if (!dir) return;
  await fsp.mkdir(dir, { recursive: true });
  // From the top: a whole page taken scrolled draws the fixed header where the scroll left it.
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await settle(page);
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage });
}

/** Saves a PDF answer to $OFFERS_SHOTS (when set), for rendering its pages with pdftoppm. */
export async function savePdf(name: string, bytes: Buffer): Promise<void> {
  const dir = process.env.OFFERS_SHOTS;
  if (!dir) return;
  await fsp.mkdir(dir, { recursive: true });
  await fsp.writeFile(path.join(dir, `${name}.pdf`), bytes);
}

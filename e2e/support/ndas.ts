// Helpers of the NDA browser tests (e2e/ndas.spec.ts): API sessions, finding listings in
// the seed in a given state, the clickwrap as a person does it, the outbox code.
import fs from 'node:fs';
import type { APIRequestContext, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { apiClient } from './app';
import { DEMO_PASSWORD } from './browser';

export type Listing = {
  id: number;
  slug: string;
  title: string;
  status: string;
  requiresEnhancedSignature: boolean;
};
export type Session = { api: APIRequestContext; headers: Record<string, string>; userId: number };

export async function apiSession(email: string): Promise<Session> {
  const api = await apiClient();
  const res = await api.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(res.status(), await res.text()).toBe(200);
  const body = (await res.json()) as { sessionToken: string; user: { id: number } };
  return { api, headers: { 'x-session-token': body.sessionToken }, userId: body.user.id };
}

/** An approved listing of `sellerListings` for which the buyer has no NDA yet. */
export async function unsignedSellerListing(
  buyer: Session,
  sellerListings: Listing[],
  enhanced: boolean,
  skip: number[] = [],
): Promise<Listing> {
  for (const listing of sellerListings) {
    if (listing.requiresEnhancedSignature !== enhanced || skip.includes(listing.id)) continue;
    const res = await buyer.api.get(`/api/ndas/business/${listing.id}`, { headers: buyer.headers });
    if (res.status() === 404) return listing;
  }
  throw new Error(
    `The seed has no unsigned approved ${enhanced ? 'enhanced' : 'clickwrap'} listing of the demo seller`,
  );
}

/** Any approved enhanced listing (of any seller) without an NDA of the buyer. */
export async function unsignedEnhancedListing(buyer: Session): Promise<Listing> {
  let cursor: string | null = null;
  do {
    const res = await buyer.api.get(`/api/businesses?limit=50${cursor ? `&cursor=${cursor}` : ''}`);
    const page = (await res.json()) as { items: Listing[]; nextCursor: string | null };
    for (const item of page.items) {
      if (item.status !== 'approved') continue;
      const detail = (await (
        await buyer.api.get(`/api/businesses/${item.id}`, { headers: buyer.headers })
      ).json()) as Listing & { access: { ndaStatus: string | null } };
      if (detail.requiresEnhancedSignature && detail.access.ndaStatus === null) return detail;
    }
    cursor = page.nextCursor;
  } while (cursor);
  throw new Error('The seed has no unsigned approved enhanced listing');
}

export async function ndaOf(buyer: Session, businessId: number) {
  const res = await buyer.api.get(`/api/ndas/business/${businessId}`, { headers: buyer.headers });
  return {
    status: res.status(),
    body: res.status() === 200 ? ((await res.json()) as Record<string, unknown>) : null,
  };
}

/** The clickwrap on the signature screen, as a person does it. */
export async function signOnScreen(page: Page) {
  await page.getByRole('region', { name: /Texto completo/ }).waitFor();
  const sign = page.getByRole('button', { name: 'Firmar acuerdo' });
  expect(await sign.isDisabled(), 'disabled until the box is ticked').toBe(true);
  // Prefilled with the account's full name.
  expect(await page.getByRole('textbox', { name: 'Tu nombre completo' }).inputValue()).toBe(
    'Andrea Sofía Guerrero Benítez',
  );
  await page
    .getByRole('checkbox', { name: /al marcar esta casilla y pulsar «Firmar acuerdo», lo acepto/ })
    .click();
  await expect.poll(() => sign.isEnabled(), { timeout: 10_000 }).toBe(true);
  await sign.click();
}

export function confidentialSection(page: Page) {
  return page.getByRole('region', { name: 'Información confidencial' });
}

/** Clickwrap through the API (for screens that need an NDA in a given state). */
export async function signViaApi(buyer: Session, businessId: number) {
  const doc = (await (await buyer.api.get('/api/nda-documents/active')).json()) as {
    id: number;
    documentHash: string;
  };
  const res = await buyer.api.post('/api/ndas', {
    headers: buyer.headers,
    data: {
      businessId,
      ndaDocumentId: doc.id,
      documentHash: doc.documentHash,
      signerName: 'Andrea Sofía Guerrero Benítez',
      accepted: true,
      acceptedAtLocal: '2026-11-21T10:15:00-05:00',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

export async function sidewaysScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);
}

/** The last signing code the dev outbox logged for `email` (the mail subject carries it). */
export async function codeFromOutbox(email: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const log = fs.readFileSync(inject('e2e').logFile, 'utf8');
    const codes = log
      .split('\n')
      .filter((line) => line.includes('[outbox]') && line.includes(email))
      .flatMap((line) => line.match(/firmar el acuerdo: (\d{6})/)?.[1] ?? []);
    if (codes.length > 0) return codes.at(-1)!;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('No signing code in the outbox');
}

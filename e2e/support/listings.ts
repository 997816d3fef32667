// Listings made through the API for browser tests: the admin's session and a complete listing
// with a photo, sent to review and approved.
import sharp from 'sharp';
import { expect } from 'vitest';
import { apiClient, type NewAccount } from './app';
import { DEMO, DEMO_PASSWORD } from './browser';

/** The demo admin's session header (a fresh sign-in). */
export async function adminHeaders(): Promise<Record<string, string>> {
  const api = await apiClient();
  try {
    const res = await api.post('/api/auth/login', { data: { email: DEMO.admin, password: DEMO_PASSWORD } });
    expect(res.status(), await res.text()).toBe(200);
    return { 'x-session-token': ((await res.json()) as { sessionToken: string }).sessionToken };
  } finally {
    await api.dispose();
  }
}

export interface ListingInput {
  title: string;
  location: string;
  askingPrice: number;
  description: string;
  /** The photo's colour (a plain 1200×800 JPEG). */
  photoColor: string;
  photoName: string;
}

/** A complete service listing of `seller` with a photo, sent to review and approved (API). */
export function approvedListing(
  seller: NewAccount,
  input: ListingInput,
): Promise<{ id: number; slug: string; title: string }> {
  return reviewedListing(seller, input, null);
}

/** The same, rejected by the admin with `reason` (API). */
export function rejectedListing(
  seller: NewAccount,
  input: ListingInput,
  reason: string,
): Promise<{ id: number; slug: string; title: string }> {
  return reviewedListing(seller, input, reason);
}

async function reviewedListing(
  seller: NewAccount,
  input: ListingInput,
  rejectReason: string | null,
): Promise<{ id: number; slug: string; title: string }> {
  const api = await apiClient();
  const headers = { 'x-session-token': seller.sessionToken };
  try {
    const created = await api.post('/api/businesses', {
      headers,
      data: {
        title: input.title,
        category: 'service',
        country: 'Ecuador',
        location: input.location,
        askingPrice: input.askingPrice,
        description: input.description,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id, slug } = (await created.json()) as { id: number; slug: string };
    const photo = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: input.photoColor },
    })
      .jpeg()
      .toBuffer();
    const uploaded = await api.post(`/api/businesses/${id}/images`, {
      headers,
      multipart: { file: { name: input.photoName, mimeType: 'image/jpeg', buffer: photo } },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(200);
    const submitted = await api.post(`/api/businesses/${id}/submit`, { headers, data: {} });
    expect(submitted.status(), await submitted.text()).toBe(200);
    const decided =
      rejectReason === null
        ? await api.post(`/api/admin/businesses/${id}/approve`, { headers: await adminHeaders() })
        : await api.post(`/api/admin/businesses/${id}/reject`, {
            headers: await adminHeaders(),
            data: { reason: rejectReason },
          });
    expect(decided.status(), await decided.text()).toBe(200);
    return { id, slug, title: input.title };
  } finally {
    await api.dispose();
  }
}

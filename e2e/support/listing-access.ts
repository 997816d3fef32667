// Helpers of the access browser test (e2e/listing-access.spec.ts, decision 062): a published
// listing whose seller approves each buyer, the buyer profile and the proof of funds as a
// person fills them, and the screenshots kept for a human look.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FundsBand } from '@traspasa/shared/funds';
import { PDFDocument } from 'pdf-lib';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { expect } from 'vitest';
import { createDb } from '../../apps/server/src/db/client.ts';
import { runListingAccessRequests } from '../../apps/server/src/modules/listing-access/listing-access.job.ts';
import { apiClient, expectHeading, type NewAccount, settle } from './app';
import { baseUrl, DEMO, signIn } from './browser';
import { e2ePool } from './db';
import { adminHeaders } from './listings';

/** A published listing of `seller` with confidential fields, «Yo apruebo cada solicitud» and verified funds required. */
export async function approvalListing(
  seller: NewAccount,
  input: { title: string; askingPrice: number; tradeName: string; requireVerifiedFunds?: boolean },
): Promise<{ id: number; slug: string; title: string }> {
  const requireVerifiedFunds = input.requireVerifiedFunds ?? true;
  const api = await apiClient();
  const headers = { 'x-session-token': seller.sessionToken };
  try {
    const created = await api.post('/api/businesses', {
      headers,
      data: {
        title: input.title,
        category: 'service',
        country: 'Ecuador',
        location: 'Quito',
        askingPrice: input.askingPrice,
        description:
          'Negocio de servicios con clientes fijos en el norte de Quito, dos empleados y equipos propios al día.',
        tradeName: input.tradeName,
        exactAddress: 'Av. Amazonas N34-120 y Av. Naciones Unidas, Quito',
        accessMode: 'approval',
        requireVerifiedFunds,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id, slug } = (await created.json()) as { id: number; slug: string };
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#2f6f5e' } })
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
    const detail = (await (await api.get(`/api/businesses/${id}`)).json()) as {
      accessMode?: string;
      requireVerifiedFunds?: boolean;
    };
    expect(detail.accessMode).toBe('approval');
    expect(detail.requireVerifiedFunds).toBe(requireVerifiedFunds);
    return { id, slug, title: input.title };
  } finally {
    await api.dispose();
  }
}

/** The buyer profile on /buyer/profile, filled and saved as a person does it. */
export async function completeProfile(page: Page): Promise<void> {
  await page.goto('/buyer/profile');
  await expectHeading(page, 'Mi perfil de comprador');
  await page
    .getByLabel('Presentación')
    .fill('Administro dos negocios de servicios en Quito y busco un tercero para crecer con mi socio.');
  await page.getByLabel('Experiencia con negocios').fill('Compré y dirijo una lavandería desde 2019.');
  await page.getByRole('checkbox', { name: 'Comercio minorista' }).click();
  await page.getByLabel('Dónde buscas').fill('Quito');
  await page.getByLabel('Precio desde').fill('40.000');
  await page.getByLabel('Precio hasta').fill('120.000');
  await page.getByRole('checkbox', { name: 'Fondos propios' }).click();
  await page.getByRole('radio', { name: 'De 3 a 6 meses' }).check();
  await page.getByRole('button', { name: 'Guardar mi perfil' }).click();
  await page.getByText('Perfil guardado').first().waitFor();
  await page.getByRole('progressbar', { name: 'Tu perfil de comprador está completo' }).waitFor();
}

async function certificate(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([595, 842]).drawText('Certificado bancario: saldo disponible', { x: 50, y: 780, size: 16 });
  return Buffer.from(await doc.save());
}

/** The buyer uploads a bank certificate declaring `band` on /buyer/proof-of-funds. */
export async function uploadProofOfFunds(page: Page, band: FundsBand): Promise<void> {
  await page.goto('/buyer/proof-of-funds');
  await expectHeading(page, 'Verificación de fondos');
  await page.getByLabel('Rango de fondos que declaras').selectOption(band);
  await page
    .getByLabel('Documento')
    .setInputFiles({ name: 'certificado.pdf', mimeType: 'application/pdf', buffer: await certificate() });
  await page.getByText('certificado.pdf', { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Enviar a revisión' }).click();
  await page.getByText('Lo estamos revisando').waitFor();
}

/** The demo admin takes the buyer's upload from the queue and approves it with `band`. */
export async function approveFundsAsAdmin(admin: Page, buyerName: string, band: FundsBand): Promise<void> {
  await signIn(admin, DEMO.admin);
  await admin.waitForURL((url) => url.pathname === '/admin/dashboard');
  await admin.goto('/admin/funds-verifications?estado=pending');
  await expectHeading(admin, 'Verificaciones de fondos');
  const review = admin.getByRole('link', { name: new RegExp(buyerName) }).first();
  await review.click();
  await expectHeading(admin, `Comprobante de ${buyerName}`);
  await admin.getByRole('button', { name: 'Tomar para revisar' }).click();
  const confirm = admin.getByLabel('Rango que confirmas');
  await confirm.waitFor();
  await confirm.selectOption(band);
  await admin.getByRole('button', { name: 'Aprobar con este rango' }).click();
  await admin.getByText('Rango aprobado').waitFor();
}

/** Saves a full-page screenshot to $ACCESS_SHOTS (when set) for a human look. */
export async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.ACCESS_SHOTS;
  if (!dir) return;
  await fs.mkdir(dir, { recursive: true });
  await settle(page);
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

/** The clickwrap through the API, with the message of the access request. Returns the NDA's id. */
export async function signWithMessage(
  buyer: NewAccount,
  businessId: number,
  message: string,
): Promise<number> {
  const api = await apiClient();
  try {
    const doc = (await (await api.get('/api/nda-documents/active')).json()) as {
      id: number;
      documentHash: string;
    };
    const res = await api.post('/api/ndas', {
      headers: { 'x-session-token': buyer.sessionToken },
      data: {
        businessId,
        ndaDocumentId: doc.id,
        documentHash: doc.documentHash,
        signerName: buyer.fullName,
        accepted: true,
        acceptedAtLocal: '2026-12-01T10:15:00-05:00',
        accessMessage: message,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as { id: number }).id;
  } finally {
    await api.dispose();
  }
}

/**
 * Makes the request of NDA `ndaId` 15 days old and runs the real reminder and expiry job on the
 * e2e server's database, as the hourly scheduler would: the request expires and the buyer is told.
 */
export async function expireRequest(ndaId: number): Promise<void> {
  const pool = e2ePool();
  try {
    const moved = await pool.query(
      `update ndas set access_requested_at = now() - interval '15 days' where id = $1 and access_state = 'requested'`,
      [ndaId],
    );
    if (moved.rowCount !== 1) throw new Error(`NDA ${ndaId} has no open request`);
    const db = createDb(pool);
    const quiet = () => undefined;
    const app = {
      db,
      mailer: { send: async () => undefined },
      config: { appUrl: baseUrl() },
      log: { error: quiet, warn: quiet },
    };
    await runListingAccessRequests({ db, app });
    const { rows } = await pool.query<{ access_state: string }>(
      'select access_state from ndas where id = $1',
      [ndaId],
    );
    if (rows[0]?.access_state !== 'expired')
      throw new Error(`NDA ${ndaId} did not expire (${rows[0]?.access_state})`);
  } finally {
    await pool.end();
  }
}

import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../../../test/helpers.ts';
import { businesses } from '../../db/schema/businesses.ts';
import { identityVerifications } from '../../db/schema/identity.ts';
import { ndaEvents, ndas } from '../../db/schema/ndas.ts';
import { users } from '../../db/schema/users.ts';
import { activeDocument, listing, multipartFiles, sha256, sign, signBody, tinyPdf } from './nda.test-kit.ts';
import { appendNdaEvent, verifyAllNdaChains, verifyNdaChain } from './nda-events.service.ts';

type Login = Awaited<ReturnType<typeof loginAs>>;
let t: TestApp;
let sellerA: Login;
let sellerB: Login;
let buyer: Login;
let admin: Login;
let doc: Awaited<ReturnType<typeof activeDocument>>;
let listingA1: number;
let listingA2: number;
let listingB: number;
let ndaA1: number;

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');

beforeAll(async () => {
  t = await buildTestApp({ RATE_UPLOADS_PER_USER_HOUR: '1000' });
  [sellerA, sellerB, buyer, admin] = await Promise.all([
    loginAs(t, 'seller'),
    loginAs(t, 'seller'),
    loginAs(t, 'buyer'),
    loginAs(t, 'admin'),
  ]);
  await t.db
    .update(users)
    .set({ fullName: 'Beatriz Ordóñez Quishpe', identityVerified: true })
    .where(eq(users.id, buyer.user.id));
  await t.db.update(users).set({ fullName: 'Vicente Vendedor' }).where(eq(users.id, sellerA.user.id));
  doc = await activeDocument(t);
  listingA1 = (await listing(t, { sellerId: sellerA.user.id, title: 'Ferretería en Cuenca' })).id;
  listingA2 = (await listing(t, { sellerId: sellerA.user.id, requiresEnhancedSignature: true })).id;
  listingB = (await listing(t, { sellerId: sellerB.user.id })).id;
  const res = await sign(t, buyer.headers, signBody(listingA1, doc));
  ndaA1 = res.json().id;
  expect((await sign(t, buyer.headers, signBody(listingA2, doc))).statusCode).toBe(201);
  expect((await sign(t, buyer.headers, signBody(listingB, doc))).statusCode).toBe(201);
});

/** Changes a stored event behind the append-only trigger's back, as a database admin could. */
async function tamper(sql: string, params: unknown[]) {
  const client = await t.pool.connect();
  try {
    await client.query('set session_replication_role = replica');
    await client.query(sql, params);
  } finally {
    await client.query('reset session_replication_role');
    client.release();
  }
}

describe('evidence chain', () => {
  it('refuses UPDATE and DELETE on the log (trigger)', async () => {
    await expect(
      t.db.update(ndaEvents).set({ ipAddress: '6.6.6.6' }).where(eq(ndaEvents.ndaId, ndaA1)),
    ).rejects.toThrow();
    await expect(t.db.delete(ndaEvents).where(eq(ndaEvents.ndaId, ndaA1))).rejects.toThrow();
  });

  it('never forks under concurrent appends to the same NDA', async () => {
    await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        appendNdaEvent(t.db, {
          ndaId: ndaA1,
          eventType: 'downloaded',
          actorUserId: buyer.user.id,
          ipAddress: '10.0.0.1',
          userAgent: 'Prueba',
          metadata: { documentName: `doc-${i}.pdf`, nested: { z: 1, a: [true, null, 'ñ'] } },
        }),
      ),
    );
    const rows = await t.db.select().from(ndaEvents).where(eq(ndaEvents.ndaId, ndaA1)).orderBy(ndaEvents.id);
    expect(rows).toHaveLength(18);
    expect(new Set(rows.map((r) => r.prevHash)).size).toBe(18);
    expect(await verifyNdaChain(t.db, ndaA1)).toEqual({ intact: true });
  });

  it('names the first tampered row, whatever field was changed', async () => {
    const victim = await sign(t, (await loginAs(t, 'buyer')).headers, signBody(listingA1, doc));
    const ndaId = victim.json().id as number;
    const rows = await t.db.select().from(ndaEvents).where(eq(ndaEvents.ndaId, ndaId)).orderBy(ndaEvents.id);
    expect(await verifyNdaChain(t.db, ndaId)).toEqual({ intact: true });

    await tamper('update nda_events set ip_address = $1 where id = $2', ['203.0.113.9', rows[1]!.id]);
    const broken = await verifyNdaChain(t.db, ndaId);
    expect(broken).toMatchObject({ intact: false, brokenEventId: rows[1]!.id });
    const evidence = await t.app.inject({ method: 'GET', url: `/api/ndas/${ndaId}`, headers: admin.headers });
    expect(evidence.json().chainIntact).toBe(false);

    // Restored field, then a metadata edit and a later timestamp are caught too.
    await tamper('update nda_events set ip_address = $1 where id = $2', [rows[1]!.ipAddress, rows[1]!.id]);
    expect(await verifyNdaChain(t.db, ndaId)).toEqual({ intact: true });
    await tamper(`update nda_events set metadata = metadata || '{"signerName":"Otra"}' where id = $1`, [
      rows[2]!.id,
    ]);
    expect(await verifyNdaChain(t.db, ndaId)).toMatchObject({ intact: false, brokenEventId: rows[2]!.id });
    await tamper('update nda_events set metadata = $1 where id = $2', [rows[2]!.metadata, rows[2]!.id]);
    await tamper(`update nda_events set created_at = created_at + interval '1 microsecond' where id = $1`, [
      rows[0]!.id,
    ]);
    expect(await verifyNdaChain(t.db, ndaId)).toMatchObject({ intact: false, brokenEventId: rows[0]!.id });

    // A deleted row breaks the link of the next one.
    await tamper(`update nda_events set created_at = $1 where id = $2`, [rows[0]!.createdAt, rows[0]!.id]);
    await tamper('delete from nda_events where id = $1', [rows[1]!.id]);
    const gap = await verifyNdaChain(t.db, ndaId);
    expect(gap).toMatchObject({ intact: false, brokenEventId: rows[2]!.id });

    const all = await verifyAllNdaChains(t.db);
    expect(all.broken).toEqual([{ ndaId, brokenEventId: rows[2]!.id, reason: expect.any(String) }]);

    // npm run nda:verify against this database: exit 1 naming the row.
    const run = promisify(execFile);
    const env = {
      ...process.env,
      DATABASE_URL: (t.pool.options as { connectionString: string }).connectionString,
      NODE_ENV: 'test',
      DATA_DIR: t.dataDir,
    };
    const script = path.join(repoRoot, 'apps/server/src/scripts/nda-verify.ts');
    const failed = await run('node', ['--import', 'tsx', script], { env, cwd: repoRoot }).catch(
      (err: { code: number; stdout: string; stderr: string }) => err,
    );
    expect('code' in failed ? failed.code : 0).toBe(1);
    expect(failed.stderr).toContain(`nda_events.id = ${rows[2]!.id}`);
    expect(failed.stdout).toMatch(/Acuerdos verificados: \d+/);
  }, 60_000);
});

describe('GET /api/ndas/:id/certificate.pdf', () => {
  it('records its own download first and contains the buyer, the version and the hash', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/ndas/${ndaA1}/certificate.pdf`,
      headers: buyer.headers,
    });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="certificado-acuerdo-\d+\.pdf"/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(res.rawPayload)), {
      mergePages: true,
    });
    expect(text).toContain('Beatriz Ordóñez Quishpe');
    expect(text).toContain('Vicente Vendedor');
    expect(text).toContain('Ferretería en Cuenca');
    expect(text).toContain('1.0');
    expect(text.replace(/\s+/g, '')).toContain(sha256(doc.content));
    expect(text).toContain('Certificado descargado');
    expect(text).not.toContain('Razón social');

    const evidence = await t.app.inject({
      method: 'GET',
      url: `/api/ndas/${ndaA1}`,
      headers: sellerA.headers,
    });
    const last = evidence.json().events.at(-1);
    expect(last).toMatchObject({ eventType: 'certificate_downloaded', actorUserId: buyer.user.id });

    for (const who of [sellerA, admin]) {
      const ok = await t.app.inject({
        method: 'GET',
        url: `/api/ndas/${ndaA1}/certificate.pdf`,
        headers: who.headers,
      });
      expect(ok.statusCode).toBe(200);
    }
    const stranger = await t.app.inject({
      method: 'GET',
      url: `/api/ndas/${ndaA1}/certificate.pdf`,
      headers: sellerB.headers,
    });
    expect(stranger.statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/ndas/${ndaA1}/certificate.pdf` })).statusCode,
    ).toBe(401);
  });

  it('writes its times in the reader’s zone, named: Ecuador by default, Peru for a reader with a Peruvian DNI', async () => {
    const textOf = async (headers: Record<string, string>) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/ndas/${ndaA1}/certificate.pdf`, headers });
      expect(res.statusCode).toBe(200);
      const { text } = await extractText(await getDocumentProxy(new Uint8Array(res.rawPayload)), {
        mergePages: true,
      });
      return text;
    };
    const ecuador = await textOf(sellerA.headers);
    expect(ecuador).toMatch(
      /aceptó este acuerdo el \d{1,2} de \p{L}+ de \d{4}, \d\d:\d\d \(hora de Ecuador\)/u,
    );
    expect(ecuador).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:/);

    await t.db.insert(identityVerifications).values({
      userId: admin.user.id,
      documentType: 'dni_pe',
      documentNumber: '••••5678',
      status: 'approved',
      consentAt: new Date(),
    });
    const peru = await textOf(admin.headers);
    expect(peru).toContain('(hora de Perú)');
    expect(peru).not.toContain('(hora de Ecuador)');
  });
});

describe('GET /api/nda-audit', () => {
  const audit = (headers: Record<string, string>, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/nda-audit${query}`, headers });

  it('shows a seller only the NDAs of their own listings, an admin all, and refuses buyers and consultants', async () => {
    const mine = await audit(sellerA.headers);
    expect(mine.statusCode).toBe(200);
    const businessIds = new Set(mine.json().items.map((i: { businessId: number }) => i.businessId));
    expect([...businessIds].sort()).toEqual([listingA1, listingA2].sort());
    expect(mine.json().total).toBe(mine.json().items.length);
    const item = mine.json().items.find((i: { id: number }) => i.id === ndaA1);
    expect(item).toMatchObject({
      buyer: {
        id: buyer.user.id,
        fullName: 'Beatriz Ordóñez Quishpe',
        identityVerified: true,
      },
      seller: { id: sellerA.user.id, fullName: 'Vicente Vendedor' },
      documentHash: sha256(doc.content),
    });
    expect(item.eventCount).toBeGreaterThanOrEqual(3);
    expect(Date.parse(item.lastEventAt)).not.toBeNaN();
    // The seller recognises the buyer by name; only admins get the buyer's address (decision 060).
    expect(item.buyer.email).not.toBe(buyer.user.email);
    expect(item.buyer.email).toBe(
      `${buyer.user.email[0]}••••${buyer.user.email.slice(buyer.user.email.indexOf('@'))}`,
    );
    expect(mine.body).not.toContain(buyer.user.email);

    const other = await audit(sellerA.headers, `?businessId=${listingB}`);
    expect(other.json()).toEqual({ items: [], nextCursor: null, total: 0 });

    const all = await audit(admin.headers);
    const allIds = new Set(all.json().items.map((i: { businessId: number }) => i.businessId));
    expect(allIds.has(listingB)).toBe(true);
    expect(all.json().items.find((i: { id: number }) => i.id === ndaA1).buyer.email).toBe(buyer.user.email);

    const refused = await audit(buyer.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toMatch(/solo para vendedores/);
    expect((await audit((await loginAs(t, 'consultant')).headers)).statusCode).toBe(403);
    expect((await audit({})).statusCode).toBe(401);
  });

  it("filters by part of the listing's title, without regard to case or accents", async () => {
    const found = await audit(admin.headers, `?businessTitle=${encodeURIComponent('FERRETERIA en')}`);
    expect(found.statusCode, found.body).toBe(200);
    const items = found.json().items as Array<{ id: number; business: { title: string } }>;
    expect(items.map((i) => i.id)).toContain(ndaA1);
    expect(items.every((i) => /ferretería en/i.test(i.business.title))).toBe(true);
    expect(found.json().total).toBe(items.length);
    expect(found.json().total).toBeLessThan((await audit(admin.headers)).json().total);
    // A typed % is a character to find, not "anything".
    expect((await audit(admin.headers, '?businessTitle=%25')).json().total).toBe(0);
    // Seller A's second listing and seller B's share a title: A finds only their own.
    const [other] = await t.db.select().from(businesses).where(eq(businesses.id, listingB));
    const shared = await audit(sellerA.headers, `?businessTitle=${encodeURIComponent(other!.title)}`);
    const ids = shared.json().items.map((i: { businessId: number }) => i.businessId);
    expect(ids).toContain(listingA2);
    expect(ids).not.toContain(listingB);
    const tooLong = await audit(admin.headers, `?businessTitle=${'a'.repeat(121)}`);
    expect(tooLong.statusCode).toBe(400);
  });

  it('filters, counts and pages with a keyset cursor', async () => {
    const pending = await audit(admin.headers, '?status=pending');
    expect(pending.json().items.every((i: { status: string }) => i.status === 'pending')).toBe(true);
    expect(pending.json().total).toBeGreaterThanOrEqual(1);

    const [enhanced] = await t.db.select().from(ndas).where(eq(ndas.businessId, listingA2));
    const body = multipartFiles([
      { field: 'signedDocument', filename: 'a.pdf', data: tinyPdf() },
      { field: 'idDocumentFront', filename: 'b.pdf', data: tinyPdf('frente') },
      { field: 'idDocumentBack', filename: 'c.pdf', data: tinyPdf('reverso') },
    ]);
    const up = await t.app.inject({
      method: 'POST',
      url: `/api/ndas/${enhanced!.id}/upload`,
      headers: { ...buyer.headers, ...body.headers },
      payload: body.payload,
    });
    expect(up.statusCode, up.body).toBe(200);
    const awaiting = await audit(sellerA.headers, '?awaitingReview=true');
    expect(awaiting.json().items.map((i: { id: number }) => i.id)).toEqual([enhanced!.id]);

    const today = new Date().toISOString().slice(0, 10);
    const future = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    expect((await audit(admin.headers, `?from=${future}`)).json().total).toBe(0);
    const ranged = await audit(admin.headers, `?from=2020-01-01&to=${future}`);
    expect(ranged.json().total).toBe((await audit(admin.headers)).json().total);
    expect((await audit(admin.headers, `?from=${future}&to=${today}`)).statusCode).toBe(400);

    const total = (await audit(admin.headers)).json().total as number;
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const page: {
        statusCode: number;
        json(): { items: Array<{ id: number }>; nextCursor: string | null; total: number };
      } = await audit(admin.headers, `?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.statusCode).toBe(200);
      expect(page.json().total).toBe(total);
      seen.push(...page.json().items.map((i) => i.id));
      cursor = page.json().nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(total);
    expect([...seen].sort((a, b) => b - a)).toEqual(seen);

    for (const q of [
      '?cursor=abc',
      '?limit=0',
      '?limit=500',
      '?status=firmado',
      '?from=ayer',
      '?businessId=-1',
    ]) {
      const res = await audit(admin.headers, q);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().error.message).toMatch(/Revisa|cursor|fecha/);
    }
  });
});

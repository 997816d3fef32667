// The deal file (decision 176) as its buyer, seller, an admin and a stranger get it: it verifies
// with the verifier it carries and with `npm run deal:verify`; one changed byte in any of its files
// makes both fail naming that file; a chain event edited in the database is named; others get 404.
import { execFile } from 'node:child_process';
import { createHash, generateKeyPairSync, sign as signWith } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { ClosingView } from '@traspasa/shared/closing';
import { DEAL_FILE_PUBLIC_KEY_PATH, dealFileUrl } from '@traspasa/shared/deal-file';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ZipFile } from 'yazl';
import { buildTestApp, loginAs, type TestApp } from '../../../test/helpers.ts';
import { instanceSigningKey } from '../../lib/app-secrets.ts';
import { fileForm, receiptPdf } from '../closing/closing.test-kit.ts';
import { activeDocument, sign, signBody } from '../ndas/nda.test-kit.ts';
import { call, makeOffer, sellerWithListing, terms } from '../offers/offers.test-kit.ts';
import { entriesOfZip, readZip } from './verificar.mjs';

const run = promisify(execFile);
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

let t: TestApp;
let tmp: string;
let doc: Awaited<ReturnType<typeof activeDocument>>;
beforeAll(async () => {
  t = await buildTestApp();
  doc = await activeDocument(t);
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'traspasa-deal-file-'));
});

type Login = Awaited<ReturnType<typeof loginAs>>;

/**
 * A whole deal through the API: a listing, a buyer whose NDA was signed, an offer the seller
 * countered and the buyer accepted (two letter versions), the seller's evidence on a step of the
 * road (which the buyer then opens in the data room, so the access log has a copy) and the first
 * payment's receipt uploaded by the buyer and confirmed by the seller.
 */
async function acceptedNegotiation() {
  const { seller, business } = await sellerWithListing(t);
  const buyer = await loginAs(t, 'buyer');
  const signed = await sign(t, buyer.headers, signBody(business.id, doc));
  expect(signed.statusCode, signed.body).toBe(201);
  const made = await makeOffer(t, buyer.headers, business.id);
  expect(made.statusCode, made.body).toBe(201);
  const id = made.json<{ id: number }>().id;
  const countered = await call(t, 'POST', `/api/negotiations/${id}/counter`, seller.headers, {
    terms: terms({ priceCents: 9_100_000 }),
  });
  expect(countered.statusCode, countered.body).toBe(200);
  const accepted = await call(t, 'POST', `/api/negotiations/${id}/accept`, buyer.headers, {});
  expect(accepted.statusCode, accepted.body).toBe(200);
  const opened = await call(t, 'GET', `/api/closing/${id}`, buyer.headers);
  expect(opened.statusCode, opened.body).toBe(200);
  const road = opened.json<ClosingView>();

  const step = road.items.find((i) => i.responsible === 'seller')!;
  const evidenceForm = fileForm({
    data: await receiptPdf(),
    filename: 'certificado-sri.pdf',
    type: 'application/pdf',
  });
  const attached = await t.app.inject({
    method: 'POST',
    url: `/api/closing/${id}/items/${step.id}/evidence`,
    headers: { ...seller.headers, ...evidenceForm.headers },
    payload: evidenceForm.payload,
  });
  expect(attached.statusCode, attached.body).toBe(200);
  const evidence = attached.json<ClosingView>().items.find((i) => i.id === step.id)!.evidence[0]!;
  const seen = await t.app.inject({ method: 'GET', url: evidence.href, headers: buyer.headers });
  expect(seen.statusCode, seen.body).toBe(200);

  const milestone = road.milestones[0]!;
  const receiptForm = fileForm({
    data: await receiptPdf(),
    filename: 'transferencia.pdf',
    type: 'application/pdf',
  });
  const uploaded = await t.app.inject({
    method: 'POST',
    url: `/api/closing/${id}/milestones/${milestone.id}/receipt`,
    headers: { ...buyer.headers, ...receiptForm.headers },
    payload: receiptForm.payload,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  const confirmed = await call(
    t,
    'POST',
    `/api/closing/${id}/milestones/${milestone.id}/confirm`,
    seller.headers,
  );
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { id, seller, buyer, business, step };
}

async function download(id: number, who: Login) {
  const res = await call(t, 'GET', dealFileUrl(id), who.headers);
  return res;
}

/** The entries of a ZIP written again with one entry's bytes replaced (what a tamperer would do). */
function rezip(entries: Map<string, Buffer>, name: string, data: Buffer): Promise<Buffer> {
  const zip = new ZipFile();
  for (const [n, d] of entries) zip.addBuffer(n === name ? data : d, n);
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (c: Buffer) => chunks.push(c));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}

const flip = (data: Buffer) => {
  const copy = Buffer.from(data);
  const at = Math.floor(copy.length / 2);
  copy[at] = copy[at]! ^ 0x01;
  return copy;
};

/** The standalone verifier, as a person runs it: plain node, no loader, a copy outside the ZIP. */
async function standalone(verifier: string, target?: string, cwd?: string) {
  try {
    const { stdout } = await run(process.execPath, [verifier, ...(target ? [target] : [])], { cwd });
    return { code: 0, out: stdout };
  } catch (err) {
    const e = err as { code: number; stdout: string };
    return { code: e.code, out: e.stdout };
  }
}

async function dealVerify(targets: string[]) {
  const env = { ...process.env, DATABASE_URL: t.pool.options.connectionString!, NODE_ENV: 'test' };
  try {
    const { stdout } = await run(
      process.execPath,
      ['--import', 'tsx', path.join(serverDir, 'src/scripts/deal-verify.ts'), ...targets],
      { env, cwd: serverDir, maxBuffer: 10 * 1024 * 1024 },
    );
    return { code: 0, out: stdout };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout + e.stderr };
  }
}

describe('the deal file', () => {
  it('verifies, and one changed byte in any file makes both verifiers name that file', async () => {
    const { id, buyer, seller, step } = await acceptedNegotiation();
    const res = await download(id, buyer);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['cache-control']).toBe('no-store');
    const zipBytes = res.rawPayload;
    const zipPath = path.join(tmp, `ok-${id}.zip`);
    await fs.writeFile(zipPath, zipBytes);

    const { files } = entriesOfZip(zipBytes);
    const names = [...files.keys()].sort();
    expect(names).toEqual(
      expect.arrayContaining([
        'manifest.json',
        'manifest.sig',
        'clave-publica.pem',
        'verificar.mjs',
        'LEEME.txt',
        'acuerdo-confidencialidad/acuerdo.pdf',
        'acuerdo-confidencialidad/certificado.pdf',
        'negociacion/carta-version-1.pdf',
        'negociacion/carta-version-2.pdf',
        'negociacion/certificado.pdf',
        'negociacion/negociacion.json',
        'cadenas/negociacion.json',
        'cadenas/acuerdo-confidencialidad.json',
        'ruta-de-traspaso/ruta.json',
        'ruta-de-traspaso/pasos.csv',
        'ruta-de-traspaso/pagos.csv',
        'sala-de-datos/accesos.csv',
        'sala-de-datos/accesos.json',
        `ruta-de-traspaso/evidencias/paso-${String(step.position).padStart(2, '0')}/certificado-sri.pdf`,
        'ruta-de-traspaso/comprobantes/pago-1-comprobante-pago-al-cierre.pdf',
      ]),
    );
    // What the parties would look for: the copy the buyer opened, the confirmed payment, the evidence.
    const text = (name: string) => String(files.get(name));
    const accessLog = JSON.parse(text('sala-de-datos/accesos.json')) as {
      copies: Array<{ fileName: string; traceId: string }>;
    };
    expect(accessLog.copies).toEqual([expect.objectContaining({ fileName: 'certificado-sri.pdf' })]);
    expect(text('sala-de-datos/accesos.csv')).toContain(accessLog.copies[0]!.traceId);
    expect(text('ruta-de-traspaso/pagos.csv')).toContain(
      'ruta-de-traspaso/comprobantes/pago-1-comprobante-pago-al-cierre.pdf',
    );
    const route = JSON.parse(text('ruta-de-traspaso/ruta.json')) as {
      milestones: Array<{ status: string; confirmedBy: string; receipt: { uploadedBy: string } }>;
    };
    expect(route.milestones[0]).toMatchObject({
      status: 'confirmado',
      confirmedBy: 'vendedor',
      receipt: { uploadedBy: 'comprador' },
    });
    for (const pdf of names.filter((n) => n.endsWith('.pdf'))) {
      expect((files.get(pdf) as Buffer).subarray(0, 5).toString(), pdf).toBe('%PDF-');
    }
    const manifest = JSON.parse(String(files.get('manifest.json'))) as {
      archivos: Array<{ ruta: string }>;
      cadenas: Array<{ tipo: string; eventos: number; integraAlExportar: boolean }>;
      clave: { huellaSha256: string };
    };
    expect(manifest.archivos.map((f) => f.ruta).sort()).toEqual(
      names.filter((n) => n !== 'manifest.json' && n !== 'manifest.sig'),
    );
    expect(manifest.cadenas.every((c) => c.integraAlExportar && c.eventos > 0)).toBe(true);
    const key = await instanceSigningKey(t.db);
    expect(manifest.clave.huellaSha256).toBe(key.fingerprint);
    const published = await call(t, 'GET', DEAL_FILE_PUBLIC_KEY_PATH, {});
    expect(published.statusCode).toBe(200);
    expect(published.body).toBe(key.publicKeyPem);

    // The verifier copied out of the ZIP, run with plain node on the ZIP and on the extracted folder.
    const verifier = path.join(tmp, `verificar-${id}.mjs`);
    await fs.writeFile(verifier, files.get('verificar.mjs') as Buffer);
    const good = await standalone(verifier, zipPath);
    expect(good.out).toContain('Expediente íntegro');
    expect(good.code).toBe(0);
    const folder = path.join(tmp, `carpeta-${id}`);
    for (const [name, data] of files) {
      await fs.mkdir(path.dirname(path.join(folder, name)), { recursive: true });
      await fs.writeFile(path.join(folder, name), data as Buffer);
    }
    const inFolder = await standalone(path.join(folder, 'verificar.mjs'), undefined, folder);
    expect(inFolder.out).toContain('Expediente íntegro');

    // Every entry, one byte changed: both verifiers fail and name it.
    const all = readZip(zipBytes) as Map<string, Buffer>;
    const tampered: Array<{ file: string; zip: string }> = [];
    for (const full of all.keys()) {
      const file = full.slice(full.indexOf('/') + 1);
      const zip = path.join(tmp, `t-${id}-${tampered.length}.zip`);
      await fs.writeFile(zip, await rezip(all, full, flip(all.get(full)!)));
      tampered.push({ file, zip });
      const result = await standalone(verifier, zip);
      expect(result.code, `${file}: ${result.out}`).toBe(1);
      expect(result.out, file).toContain('Expediente alterado');
      expect(result.out.split('\n')[0], file).toContain(file);
    }
    expect(tampered.length).toBe(all.size);

    const cli = await dealVerify([zipPath, ...tampered.map((x) => x.zip)]);
    expect(cli.code, cli.out).toBe(1);
    const reports = cli.out.split('== ').filter(Boolean);
    expect(reports[0]).toContain('Expediente íntegro');
    expect(reports[0]).toContain('La firma es de la clave de esta instancia.');
    tampered.forEach((x, i) => {
      const lines = reports[i + 1]!.split('\n');
      expect(lines[1], x.file).toContain('Expediente alterado');
      expect(lines[1], x.file).toContain(x.file);
    });

    // The seller and an admin get it too.
    expect((await download(id, seller)).statusCode).toBe(200);
    expect((await download(id, await loginAs(t, 'admin'))).statusCode).toBe(200);
  }, 240_000);

  it('names a chain event edited in the database, though every file matches its signed hash', async () => {
    const { id, buyer } = await acceptedNegotiation();
    await t.db.execute(sql`alter table negotiation_events disable trigger user`);
    await t.db.execute(
      sql`update negotiation_events set payload = '{"priceCents": 1}'::jsonb where negotiation_id = ${id} and seq = 1`,
    );
    await t.db.execute(sql`alter table negotiation_events enable trigger user`);
    const res = await download(id, buyer);
    expect(res.statusCode).toBe(200);
    const zipPath = path.join(tmp, `chain-${id}.zip`);
    await fs.writeFile(zipPath, res.rawPayload);
    const { files } = entriesOfZip(res.rawPayload);
    const verifier = path.join(tmp, `verificar-chain-${id}.mjs`);
    await fs.writeFile(verifier, files.get('verificar.mjs') as Buffer);
    const result = await standalone(verifier, zipPath);
    expect(result.code).toBe(1);
    expect(result.out.split('\n')[0]).toContain('cadenas/negociacion.json: evento n.º 1');
    expect(result.out).toContain('su contenido no coincide con su hash');
  }, 60_000);

  it('a signature that is not the manifest’s fails; a manifest re-signed with another key fails deal:verify', async () => {
    const { id, buyer } = await acceptedNegotiation();
    const res = await download(id, buyer);
    expect(res.statusCode).toBe(200);
    const all = readZip(res.rawPayload) as Map<string, Buffer>;
    const top = [...all.keys()][0]!.split('/')[0]!;
    const manifestName = `${top}/manifest.json`;
    const manifest = all.get(manifestName)!;
    const verifier = path.join(tmp, `verificar-sig-${id}.mjs`);
    await fs.writeFile(verifier, all.get(`${top}/verificar.mjs`)!);

    // A well-formed Ed25519 signature by the instance's own key, but of other bytes.
    const key = await instanceSigningKey(t.db);
    const otherBytes = Buffer.concat([manifest, Buffer.from(' ')]);
    const wrongSig = `${signWith(null, otherBytes, key.privateKey).toString('base64')}\n`;
    const wrong = path.join(tmp, `sig-wrong-${id}.zip`);
    await fs.writeFile(wrong, await rezip(all, `${top}/manifest.sig`, Buffer.from(wrongSig)));
    const byWrong = await standalone(verifier, wrong);
    expect(byWrong.code).toBe(1);
    expect(byWrong.out.split('\n')[0]).toContain(
      'Firma incorrecta: manifest.sig no es la firma de manifest.json',
    );

    // A forger changes a letter, fixes its hash in the manifest and signs with a key of their own,
    // shipped as clave-publica.pem: the file alone cannot know the key is not Traspasa's (it shows
    // the fingerprint to compare), deal:verify on the instance does and names the key.
    const letterName = `${top}/negociacion/carta-version-1.pdf`;
    const forgedLetter = flip(all.get(letterName)!);
    const forger = generateKeyPairSync('ed25519');
    const forgerPem = forger.publicKey.export({ format: 'pem', type: 'spki' }).toString();
    const parsed = JSON.parse(String(manifest)) as {
      clave: { publica: string; huellaSha256: string };
      archivos: Array<{ ruta: string; sha256: string; bytes: number }>;
    };
    parsed.clave.publica = forgerPem;
    parsed.clave.huellaSha256 = createHash('sha256')
      .update(forger.publicKey.export({ format: 'der', type: 'spki' }))
      .digest('hex');
    for (const f of parsed.archivos) {
      if (f.ruta === 'negociacion/carta-version-1.pdf') {
        f.sha256 = createHash('sha256').update(forgedLetter).digest('hex');
      }
      if (f.ruta === 'clave-publica.pem') {
        f.sha256 = createHash('sha256').update(forgerPem).digest('hex');
        f.bytes = Buffer.byteLength(forgerPem);
      }
    }
    const forgedManifest = Buffer.from(`${JSON.stringify(parsed, null, 2)}\n`);
    const forged = new Map(all);
    forged.set(letterName, forgedLetter);
    forged.set(`${top}/clave-publica.pem`, Buffer.from(forgerPem));
    forged.set(manifestName, forgedManifest);
    forged.set(
      `${top}/manifest.sig`,
      Buffer.from(`${signWith(null, forgedManifest, forger.privateKey).toString('base64')}\n`),
    );
    const forgedZip = path.join(tmp, `forged-${id}.zip`);
    await fs.writeFile(forgedZip, await rezip(forged, manifestName, forgedManifest));
    const alone = await standalone(verifier, forgedZip);
    expect(alone.out).toContain(parsed.clave.huellaSha256);
    expect(alone.out).not.toContain(key.fingerprint);
    const cli = await dealVerify([forgedZip]);
    expect(cli.code, cli.out).toBe(1);
    expect(cli.out.split('\n')[0]).toContain(
      'Expediente alterado: clave-publica.pem: no es la clave de esta instancia',
    );
  }, 60_000);

  it('an offer not yet accepted has no road: the manifest says why and the file still verifies', async () => {
    const { seller, business } = await sellerWithListing(t);
    const buyer = await loginAs(t, 'buyer');
    expect((await sign(t, buyer.headers, signBody(business.id, doc))).statusCode).toBe(201);
    const made = await makeOffer(t, buyer.headers, business.id);
    const id = made.json<{ id: number }>().id;
    const res = await download(id, seller);
    expect(res.statusCode, res.body).toBe(200);
    const { files } = entriesOfZip(res.rawPayload);
    expect([...files.keys()].some((n) => n.startsWith('ruta-de-traspaso/'))).toBe(false);
    const manifest = JSON.parse(String(files.get('manifest.json'))) as {
      partes: Array<{ parte: string; incluida: boolean; motivo?: string }>;
      generadoPor: { rol: string };
    };
    expect(manifest.generadoPor.rol).toBe('seller');
    expect(manifest.partes).toContainEqual({
      parte: 'ruta_de_traspaso',
      incluida: false,
      motivo: 'La negociación no tiene ruta de traspaso: se abre cuando se acepta una oferta.',
    });
    const zipPath = path.join(tmp, `open-${id}.zip`);
    await fs.writeFile(zipPath, res.rawPayload);
    const verifier = path.join(tmp, `verificar-open-${id}.mjs`);
    await fs.writeFile(verifier, files.get('verificar.mjs') as Buffer);
    const result = await standalone(verifier, zipPath);
    expect(result.out).toContain('Expediente íntegro');
    expect(result.code).toBe(0);
  }, 60_000);

  it('past twenty deal files in an hour a person gets a Spanish 429', async () => {
    const { seller, business } = await sellerWithListing(t);
    const buyer = await loginAs(t, 'buyer');
    expect((await sign(t, buyer.headers, signBody(business.id, doc))).statusCode).toBe(201);
    const id = (await makeOffer(t, buyer.headers, business.id)).json<{ id: number }>().id;
    await t.db.execute(
      sql`insert into rate_limit_hits (bucket, key) select 'deal-file', ${String(buyer.user.id)} from generate_series(1, 20)`,
    );
    const refused = await download(id, buyer);
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ error: { message: string } }>().error.message).toBe(
      'Descargaste muchos expedientes en poco tiempo. Espera un rato e inténtalo de nuevo.',
    );
    // Another person is not held back by it.
    expect((await download(id, seller)).statusCode).toBe(200);
  }, 60_000);

  it('is the negotiation’s 404 for anyone else, byte for byte', async () => {
    const { id, business } = await acceptedNegotiation();
    const stranger = await loginAs(t, 'buyer');
    const theirs = await download(id, stranger);
    const unknown = await download(2_000_000_000, stranger);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).toBe(unknown.body);
    // Another buyer of the same listing, with their own signed NDA: the same 404.
    const other = await loginAs(t, 'buyer');
    expect((await sign(t, other.headers, signBody(business.id, doc))).statusCode).toBe(201);
    const theirsToo = await download(id, other);
    expect(theirsToo.statusCode).toBe(404);
    expect(theirsToo.body).toBe(unknown.body);
    expect((await call(t, 'GET', dealFileUrl(id), {})).statusCode).toBe(401);
  });
});

// The deal file (decision 176) as its buyer, seller, an admin and a stranger get it: it verifies
// with the verifier it carries and with `npm run deal:verify`; one changed byte in any of its files
// makes both fail naming that file; a chain event edited in the database is named; others get 404.
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { DEAL_FILE_PUBLIC_KEY_PATH, dealFileUrl } from '@traspasa/shared/deal-file';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ZipFile } from 'yazl';
import { buildTestApp, loginAs, type TestApp } from '../../../test/helpers.ts';
import { instanceSigningKey } from '../../lib/app-secrets.ts';
import { activeDocument, sign, signBody } from '../ndas/nda.test-kit.ts';
import { call, makeOffer, sellerWithListing } from '../offers/offers.test-kit.ts';
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

/** A listing, a buyer whose NDA was signed through the API, an offer the seller accepted. */
async function acceptedNegotiation() {
  const { seller, business } = await sellerWithListing(t);
  const buyer = await loginAs(t, 'buyer');
  const signed = await sign(t, buyer.headers, signBody(business.id, doc));
  expect(signed.statusCode, signed.body).toBe(201);
  const made = await makeOffer(t, buyer.headers, business.id);
  expect(made.statusCode, made.body).toBe(201);
  const id = made.json<{ id: number }>().id;
  const accepted = await call(t, 'POST', `/api/negotiations/${id}/accept`, seller.headers, {});
  expect(accepted.statusCode, accepted.body).toBe(200);
  const road = await call(t, 'GET', `/api/closing/${id}`, buyer.headers);
  expect(road.statusCode, road.body).toBe(200);
  return { id, seller, buyer, business };
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
    const { id, buyer, seller } = await acceptedNegotiation();
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
        'negociacion/certificado.pdf',
        'negociacion/negociacion.json',
        'cadenas/negociacion.json',
        'cadenas/acuerdo-confidencialidad.json',
        'ruta-de-traspaso/ruta.json',
        'ruta-de-traspaso/pasos.csv',
        'ruta-de-traspaso/pagos.csv',
        'sala-de-datos/accesos.csv',
      ]),
    );
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

  it('is the negotiation’s 404 for anyone else, byte for byte', async () => {
    const { id } = await acceptedNegotiation();
    const stranger = await loginAs(t, 'buyer');
    const theirs = await download(id, stranger);
    const unknown = await download(2_000_000_000, stranger);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).toBe(unknown.body);
    expect((await call(t, 'GET', dealFileUrl(id), {})).statusCode).toBe(401);
  });
});

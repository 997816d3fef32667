#!/usr/bin/env node
// Verificador del expediente de Traspasa (decisión 176). Corre con Node 20 o posterior, sin
// dependencias: solo node:crypto, node:zlib, node:fs y node:path.
//
//   node verificar.mjs expediente.zip   verifica el ZIP tal como se descargó
//   node verificar.mjs                  verifica la carpeta en la que está este archivo (ZIP extraído)
//   node verificar.mjs carpeta/         verifica esa carpeta
//
// Comprueba: que manifest.sig sea la firma Ed25519 de manifest.json con la clave de
// clave-publica.pem (la misma que declara el manifiesto); que cada archivo tenga el SHA-256 y el
// tamaño del manifiesto y que no falte ni sobre ninguno; y que cada cadena de eventos recalcule
// hash por hash hasta la cabeza que firmó el manifiesto. Escribe «Expediente íntegro» o nombra lo
// primero que no coincide, y termina con 1.
//
// La firma prueba que el expediente no cambió desde que lo firmó la clave de clave-publica.pem.
// Que esa clave sea la de Traspasa se comprueba comparando su huella con la publicada en la
// dirección que indica el manifiesto (clave.url) o con `npm run deal:verify` en el servidor.
import { createHash, createPublicKey, verify as verifySignature } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { inflateRawSync } from 'node:zlib';

export const MANIFEST = 'manifest.json';
export const SIGNATURE = 'manifest.sig';
export const PUBLIC_KEY = 'clave-publica.pem';

const sha256 = (data) => createHash('sha256').update(data).digest('hex');

// ---------- CRC-32 (the ZIP's own check of each entry) ----------

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(data) {
  let c = 0xffffffff;
  for (let i = 0; i < data.length; i++) c = CRC_TABLE[(c ^ data[i]) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

// ---------- reading a ZIP ----------

/**
 * The entries of a ZIP read through its central directory: a Map of name → Buffer, or for an entry
 * that cannot be read (damaged data, wrong CRC), name → Error. Throws when the ZIP itself is not one.
 */
export function readZip(zip) {
  const minEnd = 22;
  let end = -1;
  for (let i = zip.length - minEnd; i >= Math.max(0, zip.length - minEnd - 65_535); i--) {
    if (zip.readUInt32LE(i) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) throw new Error('no es un archivo ZIP (no tiene directorio central)');
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries = new Map();
  for (let n = 0; n < count; n++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== 0x02014b50) {
      throw new Error('el directorio central del ZIP está dañado');
    }
    const method = zip.readUInt16LE(at + 10);
    const crc = zip.readUInt32LE(at + 16);
    const compressedSize = zip.readUInt32LE(at + 20);
    const size = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const localOffset = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    at += 46 + nameLength + extraLength + commentLength;
    if (name.endsWith('/')) continue;
    try {
      if (localOffset + 30 > zip.length || zip.readUInt32LE(localOffset) !== 0x04034b50) {
        throw new Error('su cabecera en el ZIP está dañada');
      }
      const start =
        localOffset + 30 + zip.readUInt16LE(localOffset + 26) + zip.readUInt16LE(localOffset + 28);
      const raw = zip.subarray(start, start + compressedSize);
      let data;
      if (method === 0) data = Buffer.from(raw);
      else if (method === 8) data = inflateRawSync(raw);
      else throw new Error(`usa un método de compresión desconocido (${method})`);
      if (data.length !== size || crc32(data) !== crc) throw new Error('sus datos en el ZIP están dañados');
      entries.set(name, data);
    } catch (err) {
      entries.set(name, err instanceof Error ? err : new Error(String(err)));
    }
  }
  return entries;
}

/** The ZIP's files relative to the folder that holds manifest.json (the expediente's top folder). */
export function entriesOfZip(zip) {
  const all = readZip(zip);
  const manifestName = [...all.keys()]
    .filter((n) => n === MANIFEST || n.endsWith(`/${MANIFEST}`))
    .sort((a, b) => a.length - b.length)[0];
  if (!manifestName) throw new Error(`el ZIP no contiene ${MANIFEST}`);
  const prefix = manifestName.slice(0, -MANIFEST.length);
  const files = new Map();
  const outside = [];
  for (const [name, data] of all) {
    if (name.startsWith(prefix)) files.set(name.slice(prefix.length), data);
    else outside.push(name);
  }
  return { files, outside };
}

/** Every file under `dir`, relative names with forward slashes. */
export function entriesOfFolder(dir) {
  const files = new Map();
  const walk = (sub) => {
    for (const item of fs.readdirSync(path.join(dir, sub), { withFileTypes: true })) {
      const rel = sub ? `${sub}/${item.name}` : item.name;
      if (item.isDirectory()) walk(rel);
      else if (item.isFile()) files.set(rel, fs.readFileSync(path.join(dir, rel)));
    }
  };
  walk('');
  return { files, outside: [] };
}

// ---------- the chains (decisions 060 and 170) ----------

/** JSON with object keys sorted at every level: the chains' hash input. */
export function canonicalJson(value) {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v)).join(',')}]`;
  const entries = Object.entries(value)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

const hashers = {
  acuerdo: (e, createdAt) =>
    sha256(
      canonicalJson({
        prevHash: e.prevHash,
        ndaId: e.ndaId,
        eventType: e.eventType,
        actorUserId: e.actorUserId,
        ipAddress: e.ipAddress,
        userAgent: e.userAgent,
        metadata: e.metadata,
        createdAt,
      }),
    ),
  negociacion: (e, createdAt) =>
    sha256(
      canonicalJson({
        prevHash: e.prevHash,
        negotiationId: e.negotiationId,
        seq: e.seq,
        eventType: e.eventType,
        versionId: e.versionId,
        actorUserId: e.actorUserId,
        ipAddress: e.ipAddress,
        userAgent: e.userAgent,
        payload: e.payload,
        createdAt,
      }),
    ),
};

const tableOf = { acuerdo: 'nda_events', negociacion: 'negotiation_events' };

/** The first event of a chain that does not recompute or link, as a sentence; null when it holds. */
export function chainProblem(file, chain, declared) {
  const hash = hashers[chain?.tipo];
  if (!hash || !Array.isArray(chain.eventos))
    return `${file}: no es una cadena de eventos que este verificador conozca`;
  let prevHash = null;
  let position = 0;
  for (const e of chain.eventos) {
    position += 1;
    const name = `${file}: evento n.º ${position} (${tableOf[chain.tipo]}.id ${e?.id}, «${e?.eventType}»)`;
    if (e === null || typeof e !== 'object') return `${file}: el evento n.º ${position} no es un objeto`;
    if (e.prevHash !== prevHash) {
      return `${name} no enlaza con el evento anterior (se borró, se insertó o se cambió un evento)`;
    }
    if (chain.tipo === 'negociacion' && e.seq !== position) {
      return `${name}: su número de orden no sigue al del evento anterior`;
    }
    const exact = typeof e.createdAt === 'string' ? e.createdAt.match(/^(.+\.\d{3})(\d{3})Z$/) : null;
    if (!exact) return `${name}: su hora no tiene la forma registrada`;
    if (exact[2] !== '000') return `${name}: su hora fue modificada`;
    if (hash(e, `${exact[1]}Z`) !== e.hash) return `${name}: su contenido no coincide con su hash`;
    prevHash = e.hash;
  }
  if (declared) {
    if (chain.eventos.length !== declared.eventos) {
      return `${file}: tiene ${chain.eventos.length} eventos y el manifiesto firmó ${declared.eventos}`;
    }
    if (prevHash !== declared.cabeza) {
      return `${file}: su último hash no es la cabeza de cadena que firmó el manifiesto`;
    }
  }
  return null;
}

// ---------- the whole expediente ----------

/**
 * Checks an expediente's files (a Map of relative name → Buffer or Error). Returns
 * `{ ok, problems, manifest, fingerprint, files, events }`; `problems` in the order found, the
 * first one first.
 */
export function verifyEntries({ files, outside = [] }, options = {}) {
  const problems = [];
  const bytesOf = (name) => {
    const data = files.get(name);
    if (data === undefined) {
      problems.push(`${name}: falta en el expediente`);
      return null;
    }
    if (data instanceof Error) {
      problems.push(`${name}: no se puede leer (${data.message})`);
      return null;
    }
    return data;
  };

  // 1. The signature over manifest.json.
  const manifestBytes = bytesOf(MANIFEST);
  const signatureBytes = bytesOf(SIGNATURE);
  const keyBytes = bytesOf(PUBLIC_KEY);
  let manifest = null;
  let fingerprint = null;
  if (manifestBytes) {
    try {
      manifest = JSON.parse(manifestBytes.toString('utf8'));
    } catch {
      problems.push(`${MANIFEST}: no es JSON válido (fue modificado)`);
    }
  }
  let publicKey = null;
  if (keyBytes) {
    try {
      publicKey = createPublicKey(keyBytes.toString('utf8'));
      if (publicKey.asymmetricKeyType !== 'ed25519') throw new Error('not ed25519');
      fingerprint = sha256(publicKey.export({ format: 'der', type: 'spki' }));
    } catch {
      publicKey = null;
      problems.push(`${PUBLIC_KEY}: no es una clave pública Ed25519 válida (fue modificada)`);
    }
  }
  if (publicKey && manifest && manifest.clave?.publica !== keyBytes.toString('utf8')) {
    problems.push(`${PUBLIC_KEY}: no es la clave que declara ${MANIFEST}`);
  }
  if (publicKey && manifestBytes && signatureBytes) {
    const text = signatureBytes.toString('utf8').trim();
    const signature = /^[A-Za-z0-9+/]+={0,2}$/.test(text) ? Buffer.from(text, 'base64') : Buffer.alloc(0);
    if (signature.length !== 64) {
      problems.push(`${SIGNATURE}: no es una firma Ed25519 (fue modificada)`);
    } else if (!verifySignature(null, manifestBytes, publicKey, signature)) {
      problems.push(
        `Firma incorrecta: ${SIGNATURE} no es la firma de ${MANIFEST} con ${PUBLIC_KEY} (uno de los dos fue modificado)`,
      );
    }
  }
  if (options.trustedFingerprint && fingerprint && fingerprint !== options.trustedFingerprint) {
    problems.push(
      `${PUBLIC_KEY}: no es la clave de esta instancia de Traspasa (huella ${fingerprint}, se esperaba ${options.trustedFingerprint})`,
    );
  }
  if (!manifest || !Array.isArray(manifest.archivos)) {
    if (manifest) problems.push(`${MANIFEST}: no lista los archivos del expediente`);
    return { ok: false, problems, manifest, fingerprint, files: 0, events: 0 };
  }

  // 2. Every declared file, with its size and SHA-256.
  const declared = new Set([MANIFEST, SIGNATURE]);
  for (const entry of manifest.archivos) {
    declared.add(entry.ruta);
    const data = bytesOf(entry.ruta);
    if (!data) continue;
    if (data.length !== entry.bytes || sha256(data) !== entry.sha256) {
      problems.push(`${entry.ruta}: su contenido no coincide con el SHA-256 del manifiesto`);
    }
  }
  for (const name of files.keys()) {
    if (!declared.has(name)) {
      const message = `${name}: está en el expediente pero no en el manifiesto`;
      if (options.folder) (options.warnings ?? []).push(message);
      else problems.push(message);
    }
  }
  for (const name of outside) problems.push(`${name}: está fuera de la carpeta del expediente`);

  // 3. The chains, event by event, to the heads the manifest signed.
  let events = 0;
  for (const head of manifest.cadenas ?? []) {
    const data = files.get(head.archivo);
    if (!Buffer.isBuffer(data)) continue; // already named above
    let chain;
    try {
      chain = JSON.parse(data.toString('utf8'));
    } catch {
      problems.push(`${head.archivo}: no es JSON válido`);
      continue;
    }
    const problem = chainProblem(head.archivo, chain, head);
    if (problem) problems.push(problem);
    events += Array.isArray(chain.eventos) ? chain.eventos.length : 0;
  }
  return {
    ok: problems.length === 0,
    problems,
    manifest,
    fingerprint,
    files: manifest.archivos.length,
    events,
  };
}

/** Reads a ZIP file or an extracted folder and verifies it. */
export function verifyPath(target, options = {}) {
  const stat = fs.statSync(target);
  if (stat.isDirectory()) {
    return verifyEntries(entriesOfFolder(target), { ...options, folder: true });
  }
  return verifyEntries(entriesOfZip(fs.readFileSync(target)), options);
}

/** The report a person reads: «Expediente íntegro» and what was checked, or the problems. */
export function report(result, warnings = []) {
  const lines = [];
  if (result.ok) {
    lines.push('Expediente íntegro.');
    lines.push(`${result.files} archivos y ${result.events} eventos coinciden con el manifiesto firmado.`);
  } else {
    lines.push(`Expediente alterado: ${result.problems[0]}.`);
    for (const p of result.problems.slice(1)) lines.push(`  también: ${p}.`);
  }
  for (const w of warnings) lines.push(`  aviso: ${w}.`);
  if (result.fingerprint) {
    lines.push(`Clave Ed25519 de la firma, huella SHA-256: ${result.fingerprint}`);
    const url = result.manifest?.clave?.url;
    if (url) lines.push(`Compárala con la clave publicada en ${url}`);
  }
  return lines.join('\n');
}

const runAsScript = process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (runAsScript) {
  const target = process.argv[2] ?? path.dirname(fileURLToPath(import.meta.url));
  const warnings = [];
  try {
    const result = verifyPath(target, { warnings });
    console.log(report(result, warnings));
    process.exitCode = result.ok ? 0 : 1;
  } catch (err) {
    console.log(`Expediente alterado: ${target}: ${err instanceof Error ? err.message : String(err)}.`);
    process.exitCode = 1;
  }
}

// Pure parts of the deal file (decision 176): names inside the ZIP, the CSV tables, the manifest.
import { createHash } from 'node:crypto';
import { DEAL_FILE_FORMAT } from '@traspasa/shared/deal-file';

export const sha256Hex = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

/** At most this many deal files per person per hour (the rate limiter's bucket). */
export const DEAL_FILES_PER_HOUR = 20;
export const DEAL_FILE_BUCKET = 'deal-file';

/** The ZIP's top folder and download name: the listing's reference and the negotiation. */
export const dealFileName = (reference: string, negotiationId: number) =>
  `expediente-${reference}-negociacion-${negotiationId}`;

/**
 * One path segment from a name someone typed (an evidence file, a receipt): ASCII letters,
 * digits, dots, dashes and underscores, at most 80 characters, never empty, never `.` or `..`.
 */
export function safeSegment(name: string): string {
  const cleaned = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^[-.]+|-+$/g, '')
    .slice(-80);
  return cleaned.length > 0 && !/^\.+$/.test(cleaned) ? cleaned : 'archivo';
}

/** `path` again, or with «-2», «-3»… before the extension when the ZIP already has it. */
export function uniquePath(taken: Set<string>, path: string): string {
  let candidate = path;
  for (let n = 2; taken.has(candidate); n++) {
    const dot = path.lastIndexOf('.');
    const slash = path.lastIndexOf('/');
    candidate = dot > slash + 1 ? `${path.slice(0, dot)}-${n}${path.slice(dot)}` : `${path}-${n}`;
  }
  taken.add(candidate);
  return candidate;
}

/**
 * A table as CSV for a spreadsheet in Spanish: `;` between fields (the es-EC list separator, since
 * the comma is the decimal mark), fields quoted when needed, CRLF, a UTF-8 BOM so accents open right.
 * A field starting with = + - @ gets a leading apostrophe: a spreadsheet must not run it as a formula.
 */
export function toCsv(header: string[], rows: Array<Array<string | number | null>>): Buffer {
  const field = (value: string | number | null) => {
    let text = value === null ? '' : String(value);
    if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return /[;"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  const lines = [header, ...rows].map((r) => r.map(field).join(';'));
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

export interface ManifestFile {
  ruta: string;
  bytes: number;
  sha256: string;
  descripcion: string;
}

export interface ManifestChain {
  archivo: string;
  tipo: 'acuerdo' | 'negociacion';
  id: number;
  eventos: number;
  /** The last event's hash, or null for an empty chain. */
  cabeza: string | null;
  /** What the server's own verification said at export (a broken chain is exported as it is). */
  integraAlExportar: boolean;
}

export interface ManifestPart {
  parte: 'negociacion' | 'acuerdo_confidencialidad' | 'ruta_de_traspaso' | 'sala_de_datos';
  incluida: boolean;
  /** Why a part, or a piece of it, is not in the ZIP. */
  motivo?: string;
}

export interface ManifestInput {
  instance: string;
  generatedAt: Date;
  generatedBy: { id: number; role: 'buyer' | 'seller' | 'admin' };
  negotiation: {
    id: number;
    status: string;
    business: { id: number; reference: string; title: string };
    buyer: { id: number; name: string };
    seller: { id: number; name: string };
  };
  key: { publicKeyPem: string; fingerprint: string; url: string };
  files: ManifestFile[];
  chains: ManifestChain[];
  parts: ManifestPart[];
  omitted: Array<{ que: string; motivo: string }>;
}

/**
 * manifest.json's exact bytes (what manifest.sig signs): the format, who and when, the deal, the
 * key, every other file with its size and SHA-256, the chains' heads and what is missing and why.
 */
export function manifestBytes(input: ManifestInput): Buffer {
  const manifest = {
    formato: DEAL_FILE_FORMAT,
    instancia: input.instance,
    generadoEn: input.generatedAt.toISOString(),
    generadoPor: { usuarioId: input.generatedBy.id, rol: input.generatedBy.role },
    negociacion: {
      id: input.negotiation.id,
      estado: input.negotiation.status,
      negocio: {
        id: input.negotiation.business.id,
        referencia: input.negotiation.business.reference,
        titulo: input.negotiation.business.title,
      },
      comprador: input.negotiation.buyer,
      vendedor: input.negotiation.seller,
    },
    clave: {
      algoritmo: 'Ed25519',
      huellaSha256: input.key.fingerprint,
      publica: input.key.publicKeyPem,
      url: input.key.url,
    },
    partes: input.parts,
    omitido: input.omitted,
    cadenas: input.chains,
    archivos: input.files,
  };
  return Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`, 'utf8');
}

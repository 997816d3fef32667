// Types of verificar.mjs, the deal file's standalone verifier (decision 176), for the server's
// TypeScript callers (`npm run deal:verify`, the tests). The script itself stays plain JavaScript.
export const MANIFEST: 'manifest.json';
export const SIGNATURE: 'manifest.sig';
export const PUBLIC_KEY: 'clave-publica.pem';

export type Entries = { files: Map<string, Buffer | Error>; outside: string[] };

export interface VerifyResult {
  ok: boolean;
  problems: string[];
  manifest: Record<string, unknown> | null;
  fingerprint: string | null;
  files: number;
  events: number;
}

export interface VerifyOptions {
  /** The SHA-256 of the instance's public key (DER): another key is a problem. */
  trustedFingerprint?: string;
  folder?: boolean;
  warnings?: string[];
}

export function readZip(zip: Buffer): Map<string, Buffer | Error>;
export function entriesOfZip(zip: Buffer): Entries;
export function entriesOfFolder(dir: string): Entries;
export function canonicalJson(value: unknown): string;
export function chainProblem(
  file: string,
  chain: unknown,
  declared?: { eventos: number; cabeza: string | null },
): string | null;
export function verifyEntries(entries: Entries, options?: VerifyOptions): VerifyResult;
export function verifyPath(target: string, options?: VerifyOptions): VerifyResult;
export function report(result: VerifyResult, warnings?: string[]): string;

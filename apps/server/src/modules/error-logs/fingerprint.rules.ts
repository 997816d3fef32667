import { createHash } from 'node:crypto';

/**
 * Error grouping (decision 111). Two occurrences belong to one group when their normalised
 * message, their source and their top stack frame are the same:
 *
 * - The message loses what changes between occurrences of the same fault: URLs, e-mail
 *   addresses, UUIDs, long hexadecimal strings (hashes, object ids) and every number
 *   become placeholders; spacing is collapsed. "Negocio 42 no encontrado" and
 *   "Negocio 7 no encontrado" are one group.
 * - The top frame is the first frame that is ours: frames of node_modules, Node's
 *   internals and the browser's extensions are skipped. It keeps the function name and the
 *   file, without its directory prefix, its query string, the content hash of a built
 *   bundle (`index-4f9a1c.js` → `index.js`) and without line and column. Line and column
 *   change with every build of a minified bundle and with every edit of a server file, so
 *   keeping them would open a new group for an old fault after each deploy; the price is
 *   that the same message thrown twice inside one function is one group.
 * - No usable frame (no stack, or only library frames): the group is message and source.
 */
export interface Fingerprinted {
  fingerprint: string;
  topFrame: string | null;
  normalizedMessage: string;
}

const MAX_MESSAGE = 500;

export function normalizeMessage(message: string): string {
  return message
    .replace(/\b[a-z][a-z0-9+.-]*:\/\/[^\s'"()<>]+/gi, '<url>')
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, '<email>')
    .replace(/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi, '<id>')
    .replace(/\b0x[0-9a-f]+\b/gi, '<id>')
    .replace(/\b(?=[0-9a-f]*\d)[0-9a-f]{8,}\b/gi, '<id>')
    .replace(/\d+(\.\d+)*/g, '<id>')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_MESSAGE);
}

const IGNORED_FRAME =
  /node_modules|node:internal|node:|internal\/|<anonymous>|chrome-extension:|moz-extension:|safari-extension:|webkit-masked-url:|\[native code\]/;

/** `at fn (file:1:2)`, `at file:1:2`, `fn@file:1:2` (Firefox, Safari). */
function parseFrame(line: string): { fn: string | null; file: string } | null {
  const trimmed = line.trim();
  let fn: string | null = null;
  let location: string;
  const v8 = /^at\s+(?:(.+?)\s+\((.+)\)|(.+))$/.exec(trimmed);
  if (v8) {
    fn = v8[1] ?? null;
    location = (v8[2] ?? v8[3] ?? '').trim();
  } else {
    const gecko = /^(.*?)@(.+)$/.exec(trimmed);
    if (!gecko) return null;
    fn = gecko[1] || null;
    location = gecko[2]!.trim();
  }
  if (!location || IGNORED_FRAME.test(location)) return null;
  // Line and column off the end (file:12:34 or file:12).
  const file = location.replace(/(:\d+){1,2}$/, '');
  if (!/[/\\.]/.test(file)) return null;
  return { fn: fn ? fn.replace(/^async\s+/, '').replace(/\s*\[as [^\]]+\]$/, '') : null, file };
}

/** The file a frame points at, stable across builds and machines. */
function normalizeFile(file: string): string {
  let f = file
    .replace(/^file:\/\//, '')
    .replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]+/i, '')
    .replace(/[?#].*$/, '')
    .replace(/\\/g, '/');
  // Server paths: from the package's `src/` on (the checkout's location does not matter).
  const src = f.lastIndexOf('/src/');
  if (src >= 0) f = f.slice(src + 1);
  // Built bundles: index-4f9a1cDe.js → index.js (Vite's 8-character content hash).
  f = f.replace(/-[A-Za-z0-9_]{8}(\.(m?js|css))$/, '$1');
  return f;
}

export function topFrame(stack: string | null | undefined): string | null {
  if (!stack) return null;
  for (const line of stack.split('\n')) {
    const frame = parseFrame(line);
    if (!frame) continue;
    const file = normalizeFile(frame.file);
    return frame.fn ? `${frame.fn} (${file})` : file;
  }
  return null;
}

export function fingerprintError(entry: {
  message: string;
  source?: string | null;
  stack?: string | null;
}): Fingerprinted {
  const normalizedMessage = normalizeMessage(entry.message);
  const frame = topFrame(entry.stack);
  const fingerprint = createHash('sha256')
    .update(`${entry.source ?? ''}\n${normalizedMessage}\n${frame ?? ''}`)
    .digest('hex')
    .slice(0, 32);
  return { fingerprint, topFrame: frame, normalizedMessage };
}

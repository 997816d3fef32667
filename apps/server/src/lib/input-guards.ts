// Guards every request passes before its schema sees it (decision 080): text PostgreSQL or the
// UTF-8 encoder would mangle, and JSON nested deeper than any real payload.

/** No payload of this API nests deeper; anything deeper is refused before it is parsed. */
export const MAX_JSON_DEPTH = 32;

/** A UTF-16 surrogate not paired with its other half: no character, cannot become UTF-8. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/** Text that cannot be stored as sent: U+0000 (PostgreSQL refuses it) or a lone surrogate. */
export function isInvalidText(s: string): boolean {
  return s.includes('\u0000') || LONE_SURROGATE.test(s);
}

/**
 * True when any string or key inside `value` is invalid text, or `value` nests deeper than
 * `MAX_JSON_DEPTH` (query strings and multipart fields do not go through the JSON parser).
 */
export function containsInvalidText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return isInvalidText(value);
  if (value === null || typeof value !== 'object') return false;
  if (depth >= MAX_JSON_DEPTH) return true;
  if (Array.isArray(value)) return value.some((v) => containsInvalidText(v, depth + 1));
  for (const [k, v] of Object.entries(value)) {
    if (isInvalidText(k) || containsInvalidText(v, depth + 1)) return true;
  }
  return false;
}

/**
 * True when the JSON text opens more than `max` arrays or objects inside each other. A
 * linear scan (brackets inside strings do not count), so a hostile body costs no recursion.
 */
export function jsonDepthExceeds(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x7b || c === 0x5b) {
      depth++;
      if (depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) {
      depth--;
    }
  }
  return false;
}

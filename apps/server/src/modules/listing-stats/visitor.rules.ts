import { createHash, randomBytes } from 'node:crypto';

const BOT = /bot|crawl|spider|slurp|facebookexternalhit|headless/i;

/** Crawlers, link previews and headless browsers are not people looking at a listing. */
export function isBot(userAgent: string | null | undefined): boolean {
  return BOT.test(userAgent ?? '');
}

let salt = { day: '', value: '' };

/**
 * A random salt per day, kept only in memory and replaced at the next day: yesterday's
 * hashes cannot be linked to an IP again (docs/decisions/031-listing-statistics.md).
 */
function dailySalt(day: string): string {
  if (salt.day !== day) salt = { day, value: randomBytes(32).toString('hex') };
  return salt.value;
}

/** Who is looking, for one-view-per-day counting: the user if signed in, else IP + browser. */
export function visitorHash(
  day: string,
  visitor: { userId: number | null; ip: string; userAgent: string | null },
): string {
  const who = visitor.userId !== null ? `u:${visitor.userId}` : `a:${visitor.ip}\n${visitor.userAgent ?? ''}`;
  return createHash('sha256')
    .update(`${dailySalt(day)}\n${who}`)
    .digest('hex');
}

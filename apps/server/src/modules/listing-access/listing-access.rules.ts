// The one rule of who sees a listing's confidential part (decision 062), in the two forms the
// gates need: a function over an NDA row, and the same condition in SQL for the statements
// that test it in bulk (messages). Every gate uses one of these two, nothing else.

import { bandForPrice, type FundsBand, fundsBandBounds } from '@traspasa/shared/funds';
import {
  ACCESS_EXPIRY_DAYS,
  ACCESS_REMINDER_DAYS,
  type ListingAccessState,
} from '@traspasa/shared/listing-access';
import { formatMoney } from '@traspasa/shared/money';
import { type SQL, sql } from 'drizzle-orm';

const DAY_MS = 24 * 3600_000;
/** Where a buyer verifies their identity (decision 100) and proves their funds (decision 104). */
export const IDENTITY_PATH = '/identity-verification';
export const FUNDS_PATH = '/buyer/proof-of-funds';

/** An NDA opens the confidential part while it is signed and its access granted. */
export function ndaGrantsAccess(nda: { status: string; accessState: string } | null | undefined): boolean {
  return nda?.status === 'signed' && nda.accessState === 'granted';
}

/** The same condition over an `ndas` row aliased `alias` in raw SQL. */
export function ndaGrantsAccessSql(alias: string): SQL {
  if (!/^[a-z_][a-z0-9_]*$/.test(alias)) throw new Error(`bad alias ${alias}`);
  return sql.raw(`(${alias}.status = 'signed' and ${alias}.access_state = 'granted')`);
}

/**
 * A signed NDA whose access request is open (`requested`) over an `ndas` row aliased `alias`:
 * the buyer may answer the seller who wrote to them while it waits (decision 062), and gets
 * nothing of the confidential part for it.
 */
export function ndaAwaitsAnswerSql(alias: string): SQL {
  if (!/^[a-z_][a-z0-9_]*$/.test(alias)) throw new Error(`bad alias ${alias}`);
  return sql.raw(`(${alias}.status = 'signed' and ${alias}.access_state = 'requested')`);
}

/**
 * A signed NDA whose request the seller declined or that expired, over an `ndas` row aliased
 * `alias`: the buyer writes only while the request is open (decision 062).
 */
export function ndaRequestClosedSql(alias: string): SQL {
  if (!/^[a-z_][a-z0-9_]*$/.test(alias)) throw new Error(`bad alias ${alias}`);
  return sql.raw(`(${alias}.status = 'signed' and ${alias}.access_state in ('declined', 'expired'))`);
}

/**
 * The seller, an admin, or a buyer whose NDA grants access — unless the listing is reserved for
 * another buyer (`reservedFor`, decision 171): then that access is paused, computed from the
 * reservation, nothing stored, and back when it ends. The SQL form above stays the NDA alone: it
 * gates messages, and conversations stay open during a reservation.
 */
export function viewerHasAccess(
  viewer: { id: number; role: string } | null,
  sellerId: number,
  nda: { status: string; accessState: string } | null | undefined,
  reservedFor: number | null = null,
): boolean {
  if (!viewer) return false;
  if (viewer.id === sellerId || viewer.role === 'admin') return true;
  return ndaGrantsAccess(nda) && (reservedFor === null || reservedFor === viewer.id);
}

/** Which states each answer may start from. */
export const answerableFrom: Record<'approve' | 'decline' | 'revoke', readonly ListingAccessState[]> = {
  // The seller may change their mind: approve a request again after declining, an expiry or a revocation.
  approve: ['requested', 'declined', 'expired', 'revoked'],
  decline: ['requested'],
  revoke: ['granted'],
};

export const reminderDueBefore = (now: Date) => new Date(now.getTime() - ACCESS_REMINDER_DAYS * DAY_MS);
export const expiryDueBefore = (now: Date) => new Date(now.getTime() - ACCESS_EXPIRY_DAYS * DAY_MS);
export const expiresAtOf = (requestedAt: Date) =>
  new Date(requestedAt.getTime() + ACCESS_EXPIRY_DAYS * DAY_MS);

/** The band a listing's asking price (numeric dollars, as stored) asks for; null without a price. */
export function requiredBandOf(askingPrice: string | null): FundsBand | null {
  if (askingPrice === null) return null;
  const cents = Math.round(Number(askingPrice) * 100);
  return Number.isFinite(cents) ? bandForPrice(cents) : null;
}

/** What the funds requirement asks of a listing: the band of its asking price, or a higher one. */
export type FundsRequirement = { band: FundsBand; askingPrice: string };

/**
 * «fondos verificados que cubran el precio ($80.000): rango de $25.000 a $100.000 o superior»:
 * worded by what is required (the band the price falls in, or any higher one), never by the
 * band's upper bound alone, which read as more than the price asks (decision 062).
 */
export function fundsRequirementText({ band, askingPrice }: FundsRequirement): string {
  const { minCents, maxCents } = fundsBandBounds[band];
  const range =
    maxCents === null
      ? `rango de más de ${formatMoney(minCents / 100)}`
      : minCents === 0
        ? `rango hasta ${formatMoney(maxCents / 100)} o superior`
        : `rango de ${formatMoney(minCents / 100)} a ${formatMoney(maxCents / 100)} o superior`;
  return `fondos verificados que cubran el precio (${formatMoney(askingPrice)}): ${range}`;
}

/** «Para dar acceso a la información confidencial, este vendedor pide identidad verificada y …». */
export function missingRequirementsText(missing: {
  identity: boolean;
  funds: FundsRequirement | null;
}): string | null {
  const parts: string[] = [];
  const steps: string[] = [];
  if (missing.identity) {
    parts.push('identidad verificada');
    steps.push(`verifica tu identidad en ${IDENTITY_PATH}`);
  }
  if (missing.funds) {
    parts.push(fundsRequirementText(missing.funds));
    steps.push(`sube tu comprobante de fondos en ${FUNDS_PATH}`);
  }
  if (parts.length === 0) return null;
  const what = parts.join(' y ');
  const how = steps.join(' y ');
  return `Para dar acceso a la información confidencial, este vendedor pide ${what}. Para solicitarlo, ${how}; cuando lo aprobemos, vuelve a este anuncio.`;
}

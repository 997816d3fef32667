import {
  type AccessHistoryEntry,
  type ListingAccessMode,
  listingAccessModeLabels,
} from '@traspasa/shared/listing-access';

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

function settingsLine(v: unknown): string | null {
  if (!v || typeof v !== 'object') return null;
  const s = v as { accessMode?: unknown; requireVerifiedFunds?: unknown; requireVerifiedBuyer?: unknown };
  const parts: string[] = [];
  if (typeof s.accessMode === 'string' && s.accessMode in listingAccessModeLabels) {
    parts.push(listingAccessModeLabels[s.accessMode as ListingAccessMode]);
  }
  if (s.requireVerifiedBuyer === true) parts.push('identidad verificada');
  if (s.requireVerifiedFunds === true) parts.push('fondos verificados');
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** The lines an entry's details add under it: the buyer's message, the reason, the settings before and after. */
export function historyDetailLines(entry: Pick<AccessHistoryEntry, 'kind' | 'details'>): string[] {
  const d = entry.details ?? {};
  const lines: string[] = [];
  const message = text(d.message);
  if (message) lines.push(`Mensaje del comprador: «${message}»`);
  const reason = text(d.reason);
  if (reason) lines.push(`Motivo: «${reason}»`);
  if (entry.kind === 'revoked' && d.by === 'admin') lines.push('Revocado por la administración');
  if (entry.kind === 'settings_changed') {
    const before = settingsLine(d.before);
    const after = settingsLine(d.after);
    if (before || after) lines.push(`${before ?? '—'} → ${after ?? '—'}`);
  }
  return lines;
}

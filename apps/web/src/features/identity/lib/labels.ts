// The words and small formats of the identity screens (decision 100).

import { formatDate, formatShortDateTime } from '@traspasa/shared/dates';
import type { IdentityVerificationStatus } from '@traspasa/shared/enums';
import {
  type IdentityDocumentType,
  type IdentityImageKind,
  type IdentityRejectionReason,
  identityDocumentCountry,
  identityRejectionReasons,
  passportCountries,
} from '@traspasa/shared/identity';
import { countText } from '@traspasa/shared/plural';
import type { BadgeProps } from '@/components/ui/badge';

type Tone = NonNullable<BadgeProps['variant']>;

export const statusLabels: Record<IdentityVerificationStatus, { label: string; tone: Tone }> = {
  pending: { label: 'En revisión', tone: 'warning' },
  approved: { label: 'Aprobada', tone: 'success' },
  rejected: { label: 'Rechazada', tone: 'destructive' },
};

export const imageKindLabels: Record<IdentityImageKind, string> = {
  front: 'Frente del documento',
  back: 'Reverso del documento',
  selfie: 'Selfie con el documento',
};

const regionNames = new Intl.DisplayNames(['es'], { type: 'region' });

/** "EC" → "Ecuador"; the code itself when the browser has no name for it. */
export function countryName(code: string | null | undefined): string {
  if (!code) return '—';
  try {
    return regionNames.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** Passport countries by their Spanish name, as a select lists them. */
export function passportCountryOptions(): Array<{ value: string; label: string }> {
  return passportCountries
    .map((code) => ({ value: code, label: countryName(code) }))
    .sort((a, b) => a.label.localeCompare(b.label, 'es'));
}

/** Every country a request may come from (national IDs and passports), for the admin filter. */
export function requestCountryOptions(): Array<{ value: string; label: string }> {
  const codes = new Set<string>([...Object.values(identityDocumentCountry), ...passportCountries]);
  return [...codes]
    .map((code) => ({ value: code, label: countryName(code) }))
    .sort((a, b) => a.label.localeCompare(b.label, 'es'));
}

/** The country of a request: the passport's, or the one the document type belongs to. */
export function documentCountryOf(type: IdentityDocumentType, passportCountry: string | null): string | null {
  return type === 'pasaporte' ? passportCountry : identityDocumentCountry[type];
}

const parse = (value: string | null | undefined): Date | null => {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** "21 de noviembre de 2026". */
export function formatLongDate(value: string | null | undefined): string {
  return formatDate(value);
}

/** "21 nov 2026, 15:04": views and decisions happen at an hour that matters. */
export function formatDateTime(value: string | null | undefined): string {
  return formatShortDateTime(value);
}

/** "hace 3 días", "hace 2 años": how old an account or a request is. */
export function formatAge(value: string | null | undefined, now: Date = new Date()): string {
  const date = parse(value);
  if (!date) return '—';
  const days = Math.max(0, Math.floor((now.getTime() - date.getTime()) / 86_400_000));
  if (days === 0) return 'hoy';
  if (days === 1) return 'hace 1 día';
  if (days < 60) return `hace ${days} días`;
  const months = Math.floor(days / 30.44);
  if (months < 24) return `hace ${months} meses`;
  return `hace ${Math.floor(days / 365.25)} años`;
}

/** "4 días hábiles", "1 día hábil". */
export function businessDays(days: number): string {
  return countText(days, 'día hábil', 'días hábiles');
}

const eventLabels: Record<string, string> = {
  created: 'Solicitud enviada',
  image_viewed: 'Imagen vista',
  approved: 'Aprobada',
  rejected: 'Rechazada',
  images_deleted: 'Imágenes borradas',
  ocr_checked: 'Comprobación automática',
};

/** A history action in Spanish; an action this screen does not know yet keeps its own name. */
export function eventLabel(action: string): string {
  return eventLabels[action] ?? action.replaceAll('_', ' ');
}

/** What an image_viewed event's detail names ("front") in Spanish; other details as they come. */
export function eventDetail(action: string, detail: string | null): string | null {
  if (!detail) return null;
  if (action === 'image_viewed' && detail in imageKindLabels)
    return imageKindLabels[detail as IdentityImageKind];
  return detail;
}

/** A rejection reason as the person reads it: the list's sentence for a known key, else the text itself. */
export function rejectionReasonText(reason: string | null | undefined): string | null {
  if (!reason) return null;
  return reason in identityRejectionReasons
    ? identityRejectionReasons[reason as IdentityRejectionReason]
    : reason;
}

export type ContactLink = { href: string; label: string; kind: 'email' | 'phone' | 'web' };

/** Turn the free-text `contact` field into a mailto:, tel: or web link when it clearly is one. */
export function contactLink(contact: string | null | undefined): ContactLink | null {
  const value = contact?.trim();
  if (!value) return null;
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value))
    return { href: `mailto:${value}`, label: value, kind: 'email' };
  const digits = value.replace(/[\s().-]/g, '');
  if (/^\+?\d{7,15}$/.test(digits)) return { href: `tel:${digits}`, label: value, kind: 'phone' };
  if (/^https?:\/\//i.test(value))
    return { href: value, label: value.replace(/^https?:\/\//i, ''), kind: 'web' };
  return null;
}

export function experienceLabel(experience: string | number | null | undefined): string | null {
  if (experience === null || experience === undefined || experience === '') return null;
  const n = Number(experience);
  if (Number.isFinite(n)) return n === 1 ? '1 año de experiencia' : `${n} años de experiencia`;
  return String(experience);
}

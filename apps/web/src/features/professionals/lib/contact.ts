import { countText } from '@traspasa/shared/plural';
export type ContactLink = { href: string; label: string; kind: 'email' | 'phone' | 'whatsapp' | 'web' };

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

const EMAIL = /[^\s@·,;]+@[^\s@·,;]+\.[^\s@·,;]+/g;
const PHONE = /\+?\d[\d\s().-]{6,18}\d/g;

/** An Ecuadorian mobile (+593 9…, 09…): the number people also reach on WhatsApp. */
function whatsappNumber(digits: string): string | null {
  const international = digits.startsWith('+')
    ? digits.slice(1)
    : digits.startsWith('09')
      ? `593${digits.slice(1)}`
      : null;
  return international && /^5939\d{8}$/.test(international) ? international : null;
}

/**
 * Every way to reach someone written in a free-text contact ("correo · Celular: +593 99 451
 * 2280"): a mailto: for each address, a tap-to-call tel: for each number and, for a mobile,
 * a WhatsApp link. Web addresses come from their own fields.
 */
export function contactLinks(contact: string | null | undefined): ContactLink[] {
  const value = contact?.trim() ?? '';
  const links: ContactLink[] = [];
  for (const email of value.match(EMAIL) ?? [])
    links.push({ href: `mailto:${email}`, label: email, kind: 'email' });
  const withoutEmails = value.replace(EMAIL, ' ');
  for (const raw of withoutEmails.match(PHONE) ?? []) {
    const digits = raw.replace(/[\s().-]/g, '');
    if (!/^\+?\d{7,15}$/.test(digits)) continue;
    // The number is one word: a narrow button wraps after «Llamar al», never inside it.
    const label = raw.trim().replace(/\s+/g, '\u00a0');
    links.push({ href: `tel:${digits}`, label: `Llamar al ${label}`, kind: 'phone' });
    const wa = whatsappNumber(digits);
    if (wa) links.push({ href: `https://wa.me/${wa}`, label: 'WhatsApp', kind: 'whatsapp' });
  }
  if (links.length === 0) {
    const single = contactLink(value);
    if (single) links.push(single);
  }
  return links;
}

export function experienceLabel(experience: string | number | null | undefined): string | null {
  if (experience === null || experience === undefined || experience === '') return null;
  const n = Number(experience);
  if (Number.isFinite(n)) return `${countText(n, 'año', 'años')} de experiencia`;
  return String(experience);
}

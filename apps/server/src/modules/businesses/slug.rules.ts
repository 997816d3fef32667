import { randomBytes } from 'node:crypto';

const MAX_BASE = 60;

/** "Panadería Ñandú, Quito!" → "panaderia-nandu-quito" (lowercase, no accents, kebab, ≤ 60 chars). */
export function slugBase(title: string): string {
  const kebab = title
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const cut = kebab.slice(0, MAX_BASE).replace(/-+$/g, '');
  return cut || 'negocio';
}

/** A fresh slug: the base plus a short random suffix, so two equal titles never collide in practice. */
export function newSlug(title: string): string {
  const suffix = randomBytes(4).readUInt32BE(0).toString(36).padStart(6, '0').slice(-6);
  return `${slugBase(title)}-${suffix}`;
}

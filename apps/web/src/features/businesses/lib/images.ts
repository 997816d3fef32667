/** The server stores `…-gallery.webp`; cards use the smaller `…-card.webp` rendition. */
export function cardImageUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  return url.replace(/-gallery\.webp(\?|#|$)/, '-card.webp$1');
}

export function businessHref(business: { id: number; slug?: string | null }): string {
  return `/businesses/${encodeURIComponent(business.slug || String(business.id))}`;
}

/** "Quito, Ecuador" from location and country, with the spec's display rule. */
export function placeLabel(location: string | null | undefined, country: string | null | undefined): string {
  const clean = (v: string | null | undefined) => (v ?? '').replace(/^other:/i, '').trim();
  const parts = [clean(location), clean(country)].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : 'No especificada';
}

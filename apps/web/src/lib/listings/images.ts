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

/** How many illustrations each category has (`CategoryIllustration` variants). */
export const ILLUSTRATION_VARIANTS = 3;

/** What a card in a list shows: a photo of the listing, or else its category's illustration. */
export type CardPicture = { image: string | null; illustration: number };

type PictureSource = { id: number; category?: string | null; images?: string[] | null };

/**
 * The picture of each card of a list, so that no two neighbours show the same one:
 * the listing's own first photo, or its next one when the card before shows that very file
 * (and, when the listing has one to spare, none of the two before either: a row of three
 * never repeats a picture); without a usable photo, its category's illustration, varied by
 * id and never the same variant as a neighbour of the same category.
 */
export function cardPictures(items: readonly PictureSource[]): CardPicture[] {
  const out: CardPicture[] = [];
  let prev: { image: string | null; category: string | null; illustration: number } | null = null;
  for (const item of items) {
    const photos = (item.images ?? []).map(cardImageUrl).filter((u): u is string => Boolean(u));
    const recent = new Set(out.slice(-2).map((p) => p.image));
    const image = photos.find((p) => !recent.has(p)) ?? photos.find((p) => p !== prev?.image) ?? null;
    let illustration = Math.abs(item.id) % ILLUSTRATION_VARIANTS;
    const category = item.category ?? null;
    if (!image && prev && !prev.image && prev.category === category && prev.illustration === illustration)
      illustration = (illustration + 1) % ILLUSTRATION_VARIANTS;
    out.push({ image, illustration });
    prev = { image, category, illustration };
  }
  return out;
}

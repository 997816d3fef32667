import type { ListingDocument } from '@traspasa/shared/businesses';

/** A listing document ready for a link: its label and where it downloads from. */
export type DocumentLink = { id: string; name: string; href: string };

/**
 * The documents of a listing (`{id, name, size?, url}` in every answer of the API) as
 * links. The download URL is the API's own; without one it is built from the ids.
 */
export function normaliseDocuments(
  businessId: number | string,
  docs: readonly ListingDocument[] | null | undefined,
): DocumentLink[] {
  return (docs ?? []).map((doc, index) => ({
    id: doc.id,
    name: doc.name || `Documento ${index + 1}`,
    href:
      doc.url ||
      `/api/businesses/${encodeURIComponent(String(businessId))}/documents/${encodeURIComponent(doc.id)}`,
  }));
}

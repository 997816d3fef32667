/**
 * A listing's documents. The contract types them as strings (ids or URLs) while the
 * upload answers `{id, name}`; accept both so the screens work with either.
 */
export type ListingDocument = { id: string; name: string; href: string };

export function normaliseDocuments(businessId: number | string, docs: unknown): ListingDocument[] {
  if (!Array.isArray(docs)) return [];
  const out: ListingDocument[] = [];
  docs.forEach((doc, index) => {
    let id = '';
    let name = '';
    if (typeof doc === 'string') {
      // Stored as "<uuid>/<file name>" (GET) — the uuid is the download id.
      const match = /^([0-9a-f-]{8,})\/(.+)$/i.exec(doc);
      id = match?.[1] ?? doc;
      name = match?.[2] ?? '';
    } else if (doc && typeof doc === 'object') {
      const d = doc as { id?: unknown; name?: unknown; url?: unknown };
      id = d.id !== undefined ? String(d.id) : typeof d.url === 'string' ? d.url : '';
      name = typeof d.name === 'string' ? d.name : '';
    }
    if (!id) return;
    const isUrl = id.startsWith('/') || /^https?:\/\//.test(id);
    const fileName = id.split('/').pop() ?? id;
    out.push({
      id: isUrl ? fileName.replace(/\.[a-z0-9]+$/i, '') : id,
      name: name || `Documento ${index + 1}`,
      href: isUrl
        ? id
        : `/api/businesses/${encodeURIComponent(String(businessId))}/documents/${encodeURIComponent(id)}`,
    });
  });
  return out;
}

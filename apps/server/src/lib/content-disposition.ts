/**
 * `Content-Disposition` with a client-chosen file name (RFC 6266/5987): an ASCII fallback
 * plus the exact UTF-8 name, so accents survive and nothing can break the header.
 */
export function contentDisposition(type: 'attachment' | 'inline', name: string): string {
  const ascii = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._ -]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * Whether the address in the bar already is the page's own (canonical) one. A malformed escape
 * (`/negocios/quito%`) is not: decodeURIComponent would throw, so it is compared undecoded.
 */
export function isCanonicalAddress(pathname: string, canonical: string): boolean {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // Malformed: compare as typed (it cannot equal a canonical address, which is plain ASCII).
  }
  return decoded === canonical;
}

/** «Mostrando 20 de 45 negocios» when the page shows fewer cards than match; the count otherwise. */
export function shownLabel(shown: number, totalLabel: string, more: boolean): string {
  return more ? `Mostrando ${new Intl.NumberFormat('es-EC').format(shown)} de ${totalLabel}` : totalLabel;
}

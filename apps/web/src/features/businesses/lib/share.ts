/** The address a listing is shared with: its canonical page, never the current query string. */
export function listingShareUrl(origin: string, href: string): string {
  return new URL(href, origin).toString();
}

/** The message a shared listing carries: its title and address. */
export function shareText(title: string, url: string): string {
  return `${title} — en venta en Traspasa: ${url}`;
}

/** "Compartir por WhatsApp": wa.me opens the app (or WhatsApp Web) with the message written. */
export function whatsappShareUrl(title: string, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(shareText(title, url))}`;
}

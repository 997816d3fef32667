import { formatMoney } from '@traspasa/shared/money';
import { plural } from '@traspasa/shared/plural';
import { type SavedSearchFrequency, savedSearchParams } from '@traspasa/shared/saved-searches';
import type { Mail } from '../../lib/mailer.ts';

// Alert mails of saved searches (decision 150): Spanish, one card per listing
// (title, place, price, link), the link to the whole search and a one-click unsubscribe
// link with the List-Unsubscribe headers (RFC 2369 / RFC 8058).

/** Cards in one mail; the rest are behind «Ver todos los resultados». */
export const MAIL_CARDS = 10;

export interface AlertListing {
  slug: string;
  title: string;
  location: string | null;
  country: string | null;
  askingPrice: string | null;
}

export interface AlertMailFacts {
  to: { email: string; name: string };
  search: { id: number; name: string; filters: Record<string, string | number | boolean> };
  frequency: SavedSearchFrequency;
  listings: AlertListing[];
  unsubscribeUrl: string;
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] || name;
const place = (l: AlertListing) => [l.location, l.country].filter(Boolean).join(', ');

export function alertMail(f: AlertMailFacts, appUrl: string): Mail {
  const n = f.listings.length;
  const searchParams = savedSearchParams(f.search.filters);
  searchParams.set('busqueda', String(f.search.id));
  const searchUrl = `${appUrl}/businesses?${searchParams.toString()}`;
  const count = `${n} ${plural(n, 'negocio nuevo', 'negocios nuevos')}`;
  const subject =
    f.frequency === 'daily'
      ? `Tu resumen diario: ${count} para «${f.search.name}»`
      : f.frequency === 'weekly'
        ? `Tu resumen semanal: ${count} para «${f.search.name}»`
        : n === 1
          ? `Nuevo negocio para «${f.search.name}»: ${f.listings[0]!.title}`
          : `${count} para «${f.search.name}»`;
  const intro =
    n === 1
      ? `Se publicó un negocio que coincide con tu búsqueda «${f.search.name}»:`
      : `Se publicaron ${n} negocios que coinciden con tu búsqueda «${f.search.name}»:`;
  const shown = f.listings.slice(0, MAIL_CARDS);
  const more = n - shown.length;
  const cards = shown.map((l) => ({
    title: l.title,
    line: [place(l), l.askingPrice === null ? '' : formatMoney(l.askingPrice)].filter(Boolean).join(' · '),
    href: `${appUrl}/businesses/${encodeURIComponent(l.slug)}`,
  }));
  const moreLine = more > 0 ? `Y ${more} ${plural(more, 'negocio más', 'negocios más')}.` : '';
  const footer = `Recibes este correo porque guardaste la búsqueda «${f.search.name}» en Traspasa. Puedes cambiar la frecuencia o pausarla en tu panel: ${appUrl}/buyer/dashboard`;
  const text = [
    `Hola ${firstName(f.to.name)}:`,
    intro,
    ...cards.map((c) => `${c.title}\n${c.line}\n${c.href}`),
    ...(moreLine ? [moreLine] : []),
    `Ver todos los resultados: ${searchUrl}`,
    footer,
    `Dejar de recibir estas alertas: ${f.unsubscribeUrl}`,
    'El equipo de Traspasa',
  ].join('\n\n');
  const html = [
    `<p>Hola ${esc(firstName(f.to.name))}:</p>`,
    `<p>${esc(intro)}</p>`,
    ...cards.map(
      (c) =>
        `<div style="border:1px solid #e2e8f0;border-radius:8px;padding:12px 16px;margin:0 0 12px">` +
        `<p style="margin:0 0 4px;font-weight:600"><a href="${esc(c.href)}">${esc(c.title)}</a></p>` +
        `<p style="margin:0;color:#475569">${esc(c.line)}</p></div>`,
    ),
    ...(moreLine ? [`<p>${esc(moreLine)}</p>`] : []),
    `<p><a href="${esc(searchUrl)}">Ver todos los resultados</a></p>`,
    `<p style="color:#64748b;font-size:13px">Recibes este correo porque guardaste la búsqueda «${esc(f.search.name)}» en Traspasa. Puedes cambiar la frecuencia o pausarla en <a href="${esc(`${appUrl}/buyer/dashboard`)}">tu panel</a>. <a href="${esc(f.unsubscribeUrl)}">Dejar de recibir estas alertas</a>.</p>`,
    '<p>El equipo de Traspasa</p>',
  ].join('\n');
  return {
    to: f.to.email,
    subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${f.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

export function esc(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

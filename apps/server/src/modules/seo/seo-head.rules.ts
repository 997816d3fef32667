// Pure rendering of the <head> tags crawlers and link previews read (decision 043).

export interface PageMeta {
  title: string;
  description: string;
  /** Absolute canonical URL; omitted for pages that should not be indexed under their own address. */
  url?: string;
  type: 'website' | 'product';
  /** Absolute image URL for previews. */
  image?: string;
  jsonLd?: Record<string, unknown>;
  noindex?: boolean;
  /** The HTTP status of the page's first HTML: 410 for an expired listing (decision 151); 200 otherwise. */
  status?: number;
}

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => htmlEscapes[c]!);
}

/**
 * JSON inside <script>: `<`, `>` and `&` as \u escapes so no text can close the script
 * or open a comment; U+2028/2029 too, for old parsers.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function renderHead(meta: PageMeta): string {
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
  ];
  if (meta.noindex) tags.push('<meta name="robots" content="noindex" />');
  if (meta.url) tags.push(`<link rel="canonical" href="${escapeHtml(meta.url)}" />`);
  const og: [string, string | undefined][] = [
    ['og:site_name', 'Traspasa'],
    ['og:type', meta.type],
    ['og:title', meta.title],
    ['og:description', meta.description],
    ['og:url', meta.url],
    ['og:image', meta.image],
    ['og:locale', 'es_EC'],
  ];
  for (const [property, content] of og) {
    if (content) tags.push(`<meta property="${property}" content="${escapeHtml(content)}" />`);
  }
  tags.push(`<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`);
  if (meta.jsonLd) tags.push(`<script type="application/ld+json">${jsonForScript(meta.jsonLd)}</script>`);
  return tags.join('\n    ');
}

// The tags the web app's index.html ships with, replaced by the page's own.
const replaced = [
  /<title\b[^>]*>[\s\S]*?<\/title>\s*/gi,
  /<meta\b[^>]*\b(?:name|property)\s*=\s*["'](?:description|robots|og:[^"']*|twitter:[^"']*)["'][^>]*>\s*/gi,
  /<link\b[^>]*\brel\s*=\s*["']canonical["'][^>]*>\s*/gi,
  /<script\b[^>]*type\s*=\s*["']application\/ld\+json["'][^>]*>[\s\S]*?<\/script>\s*/gi,
];

/** index.html with its default title, description and Open Graph tags replaced by `head`. */
export function injectHead(html: string, head: string): string {
  let out = html;
  for (const pattern of replaced) out = out.replace(pattern, '');
  const close = out.search(/<\/head>/i);
  if (close !== -1) return `${out.slice(0, close)}  ${head}\n  ${out.slice(close)}`;
  const open = out.search(/<html\b[^>]*>/i);
  if (open === -1) return `${head}\n${out}`;
  const end = out.indexOf('>', open) + 1;
  return `${out.slice(0, end)}<head>${head}</head>${out.slice(end)}`;
}

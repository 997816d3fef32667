import { type BusinessCategory, businessCategoryLabels } from '@traspasa/shared/enums';
import type { LandingPage } from '@traspasa/shared/landing';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { LandingService } from '../landing/landing.service.ts';
import { findProfessional } from '../professionals/professionals.service.ts';
import { findResource } from '../resources/resources.service.ts';
import {
  findPublicListing,
  isExpiredListing,
  listSitemapChunks,
  listSitemapContent,
  listSitemapListings,
  type SeoListing,
} from './seo.repository.ts';
import type { PageMeta } from './seo-head.rules.ts';

const SITE_TITLE = 'Traspasa — Compra y vende negocios en Latinoamérica';
/** The not-found screen's title (apps/web's not-found route), for an address with no page. */
export const NOT_FOUND_TITLE = 'Página no encontrada | Traspasa';
const SITE_DESCRIPTION =
  'Traspasa es el mercado en español para comprar y vender pequeños negocios en Latinoamérica: restaurantes, tiendas, servicios y más, con acuerdos de confidencialidad y contacto seguro con el vendedor.';

/** Public pages with their own title and description; also the static part of the sitemap. */
const staticPages: Record<string, { title: string; description: string }> = {
  '/': { title: SITE_TITLE, description: SITE_DESCRIPTION },
  '/businesses': {
    title: 'Negocios en venta en Ecuador y Latinoamérica | Traspasa',
    description:
      'Busca negocios en venta por categoría, ciudad, precio, ingresos y utilidad: restaurantes, tiendas, servicios, tecnología y más. Firma un acuerdo de confidencialidad y habla con el vendedor.',
  },
  '/resources': {
    title: 'Recursos para comprar y vender un negocio | Traspasa',
    description:
      'Guías prácticas para valorar, comprar y vender un pequeño negocio en Ecuador y Latinoamérica: documentos, negociación, impuestos y traspaso.',
  },
  '/professionals': {
    title: 'Abogados, contadores y valuadores para tu compraventa | Traspasa',
    description:
      'Encuentra profesionales que acompañan la compra o venta de un negocio: abogados, contadores, valuadores y asesores.',
  },
  '/valorar-mi-negocio': {
    title: 'Calcula cuánto vale tu negocio | Traspasa',
    description:
      'Calculadora gratuita: el rango de valor de tu pequeño negocio según tu utilidad, tu categoría y tus años, con el múltiplo explicado y lo que piden negocios parecidos en Traspasa.',
  },
  '/about': {
    title: 'Quiénes somos | Traspasa',
    description:
      'Traspasa conecta a dueños de pequeños negocios que quieren vender con compradores serios en Latinoamérica.',
  },
  '/mission': {
    title: 'Nuestra misión | Traspasa',
    description: 'Hacemos que vender o comprar un pequeño negocio sea seguro, confidencial y sencillo.',
  },
  '/faq': {
    title: 'Preguntas frecuentes | Traspasa',
    description:
      'Respuestas sobre cómo publicar un negocio, firmar acuerdos de confidencialidad y contactar vendedores en Traspasa.',
  },
  '/subscription-plans': {
    title: 'Planes y paquetes | Traspasa',
    description: 'Publica gratis o destaca tu negocio con los paquetes Premium y Destacado de Traspasa.',
  },
  '/legal/terms': {
    title: 'Términos y condiciones | Traspasa',
    description: 'Los términos y condiciones de uso de Traspasa.',
  },
  '/legal/privacy': {
    title: 'Política de privacidad | Traspasa',
    description:
      'Cómo Traspasa trata tus datos personales, conforme a la Ley Orgánica de Protección de Datos Personales.',
  },
};

/** One sitemap file's limit of URLs (sitemaps.org); past it, /sitemap.xml is an index (decision 152). */
export const SITEMAP_URL_LIMIT = 50_000;

export interface SeoOptions {
  /** URLs per sitemap file (tests split with a small one). */
  sitemapUrlLimit?: number;
}

interface SitemapUrl {
  loc: string;
  lastmod: string | null;
}

const usd = new Intl.NumberFormat('es-EC', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** The spec's display rule: a leading `other:` is dropped; empty values are left out. */
function display(value: string | null): string | null {
  const v = value?.replace(/^other:/i, '').trim();
  return v ? v : null;
}

function truncate(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s.,;:]+$/, '')}…`;
}

function listingPath(idOrSlug: string): string | null {
  const match = /^\/(?:buyer\/)?businesses\/([^/]+)\/?$/.exec(idOrSlug);
  if (!match?.[1]) return null;
  try {
    const value = decodeURIComponent(match[1]);
    return value.length <= 200 ? value : null;
  } catch {
    return null;
  }
}

/** Title, description, Open Graph and JSON-LD of the page at `pathname` (decision 043). */
export class SeoService {
  private readonly landing: LandingService;
  private readonly urlLimit: number;

  constructor(
    private readonly app: FastifyInstance,
    options: SeoOptions = {},
  ) {
    this.landing = app.landing;
    this.urlLimit = Math.max(1, Math.min(options.sitemapUrlLimit ?? SITEMAP_URL_LIMIT, SITEMAP_URL_LIMIT));
  }

  private get appUrl() {
    return this.app.config.appUrl;
  }

  private absolute(url: string): string {
    return /^https?:\/\//i.test(url) ? url : `${this.appUrl}${url.startsWith('/') ? '' : '/'}${url}`;
  }

  /** `defaultImage` is the site's preview picture, when the web build ships one. */
  async pageMeta(pathname: string, defaultImage?: string): Promise<PageMeta> {
    const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    const page = staticPages[path];
    if (page) return { ...page, url: this.absolute(path), type: 'website', image: defaultImage };

    const idOrSlug = listingPath(path);
    if (idOrSlug !== null) {
      const listing = await findPublicListing(this.app.db, idOrSlug).catch((err: unknown) => {
        this.app.log.warn({ err }, 'seo: listing lookup failed, generic tags served');
        return null;
      });
      // Expired (decision 151): gone for good unless its seller renews it — 410, not indexed.
      if (!listing && (await isExpiredListing(this.app.db, idOrSlug).catch(() => false)))
        return {
          title: 'Anuncio vencido | Traspasa',
          description:
            'Este anuncio venció y ya no está publicado. Busca negocios parecidos en venta en Traspasa.',
          type: 'website',
          image: defaultImage,
          noindex: true,
          status: 410,
        };
      // Unknown or not public: the generic tags, and the client shows its not-found screen.
      if (!listing)
        return {
          title: SITE_TITLE,
          description: SITE_DESCRIPTION,
          type: 'website',
          image: defaultImage,
          noindex: true,
        };
      return this.listingMeta(listing, defaultImage);
    }
    const landing = /^\/negocios\/([^/]+)(?:\/([^/]+))?$/.exec(path);
    if (landing) return this.landingMeta(landing[1]!, landing[2], defaultImage);
    const content = /^\/(resources|professionals)\/(\d{1,9})$/.exec(path);
    if (content) {
      const meta = await this.contentMeta(
        content[1] as 'resources' | 'professionals',
        Number(content[2]),
        defaultImage,
      ).catch((err: unknown) => {
        this.app.log.warn({ err }, 'seo: content lookup failed, generic tags served');
        return null;
      });
      return (
        meta ?? {
          title: SITE_TITLE,
          description: SITE_DESCRIPTION,
          type: 'website',
          image: defaultImage,
          noindex: true,
        }
      );
    }
    return { title: SITE_TITLE, description: SITE_DESCRIPTION, type: 'website', image: defaultImage };
  }

  /** A published resource or an approved professional (decision 102); null for anything not public. */
  private async contentMeta(
    kind: 'resources' | 'professionals',
    id: number,
    defaultImage?: string,
  ): Promise<PageMeta | null> {
    const url = this.absolute(`/${kind}/${id}`);
    if (kind === 'resources') {
      const resource = await findResource(this.app.db, id);
      if (!resource?.published) return null;
      const description = truncate(resource.description ?? resource.content ?? resource.title, 160);
      return {
        title: `${resource.title} | Traspasa`,
        description,
        url,
        type: 'website',
        image: resource.imageUrl ? this.absolute(resource.imageUrl) : defaultImage,
        jsonLd: {
          '@context': 'https://schema.org',
          '@type': 'Article',
          headline: resource.title,
          description,
          url,
          dateModified: resource.updatedAt.toISOString(),
          ...(resource.imageUrl ? { image: this.absolute(resource.imageUrl) } : {}),
        },
      };
    }
    const professional = await findProfessional(this.app.db, id);
    if (professional?.status !== 'approved' || professional.ownerSuspended) return null;
    const summary = [professional.profession, professional.location].filter(Boolean).join(' · ');
    return {
      title: `${professional.name}, ${professional.profession} | Traspasa`,
      description: truncate(`${summary}. ${professional.description ?? ''}`, 160),
      url,
      type: 'website',
      image: professional.imageUrl ? this.absolute(professional.imageUrl) : defaultImage,
    };
  }

  private listingMeta(listing: SeoListing, defaultImage?: string): PageMeta {
    const url = this.absolute(`/businesses/${encodeURIComponent(listing.slug)}`);
    const location = display(listing.location);
    const country = display(listing.country);
    const place = [location, country].filter(Boolean).join(', ');
    const category = listing.category ? businessCategoryLabels[listing.category as BusinessCategory] : null;
    const sold = listing.status === 'sold';
    const price = listing.askingPrice !== null ? usd.format(Number(listing.askingPrice)) : null;

    const summary = [
      `${sold ? 'Vendido' : 'En venta'}${category ? ` · ${category}` : ''}${place ? ` en ${place}` : ''}${price ? ` · ${price}` : ''}.`,
      listing.description ?? '',
    ].join(' ');
    const images = listing.images.map((u) => this.absolute(u));
    const offer: Record<string, unknown> = {
      '@type': 'Offer',
      priceCurrency: 'USD',
      availability: sold ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
      url,
    };
    // An Offer without a price fails Google's validation: no price, no offers at all.
    if (listing.askingPrice !== null) offer.price = listing.askingPrice;
    if (place) {
      offer.areaServed = {
        '@type': 'Place',
        name: place,
        address: {
          '@type': 'PostalAddress',
          ...(location ? { addressLocality: location } : {}),
          ...(country ? { addressCountry: country } : {}),
        },
      };
    }
    return {
      title: `${sold ? 'Vendido: ' : ''}${listing.title} | Traspasa`,
      description: truncate(summary, 160),
      url,
      type: 'product',
      image: images[0] ?? defaultImage,
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: listing.title,
        // The public description only: confidentialInfo and documents are never read here.
        description: truncate(listing.description ?? summary, 5000),
        ...(category ? { category } : {}),
        ...(images.length > 0 ? { image: images } : {}),
        url,
        ...(listing.askingPrice !== null ? { offers: offer } : {}),
      },
    };
  }

  /**
   * A landing page (decision 152): its own title, intro, canonical and JSON-LD (`ItemList` of
   * its cards, `BreadcrumbList`); 404 + noindex when it has no public listing.
   */
  private async landingMeta(
    first: string,
    second: string | undefined,
    defaultImage?: string,
  ): Promise<PageMeta> {
    let page: LandingPage;
    try {
      const decode = (v: string) => decodeURIComponent(v).slice(0, 100);
      page = await this.landing.page(decode(first), second === undefined ? undefined : decode(second));
    } catch (err) {
      const missing = err instanceof AppError ? err.statusCode === 404 : err instanceof URIError;
      if (!missing) this.app.log.warn({ err }, 'seo: landing lookup failed, generic tags served');
      return {
        title: missing ? NOT_FOUND_TITLE : SITE_TITLE,
        description: SITE_DESCRIPTION,
        type: 'website',
        image: defaultImage,
        noindex: true,
        ...(missing ? { status: 404 } : {}),
      };
    }
    const url = this.absolute(page.path);
    const description = truncate(page.intro, 160);
    const items = page.listings.items;
    const firstImage = items.find((b) => b.images.length > 0)?.images[0];
    return {
      title: `${page.heading} | Traspasa`,
      description,
      url,
      type: 'website',
      image: firstImage ? this.absolute(firstImage) : defaultImage,
      jsonLd: {
        '@context': 'https://schema.org',
        '@graph': [
          {
            '@type': 'ItemList',
            name: page.heading,
            description,
            url,
            numberOfItems: items.length,
            itemListElement: items.map((b, i) => ({
              '@type': 'ListItem',
              position: i + 1,
              url: this.absolute(`/businesses/${encodeURIComponent(b.slug)}`),
              name: b.title,
            })),
          },
          {
            '@type': 'BreadcrumbList',
            itemListElement: page.breadcrumbs.map((c, i) => ({
              '@type': 'ListItem',
              position: i + 1,
              name: c.name,
              item: this.absolute(c.path),
            })),
          },
        ],
      },
    };
  }

  /** The static pages and every landing page, with the latest update of a landing page's listings. */
  private async pageUrls(): Promise<SitemapUrl[]> {
    const [landing, content] = await Promise.all([this.landing.entries(), listSitemapContent(this.app.db)]);
    const own = (kind: 'resources' | 'professionals') =>
      content[kind].map((r) => ({
        loc: this.absolute(`/${kind}/${r.id}`),
        lastmod: r.updatedAt.toISOString(),
      }));
    return [
      ...Object.keys(staticPages).map((p) => ({ loc: this.absolute(p), lastmod: null })),
      ...landing.map((e) => ({ loc: this.absolute(e.path), lastmod: e.lastmod || null })),
      ...own('resources'),
      ...own('professionals'),
    ];
  }

  private listingUrls(rows: { slug: string; updatedAt: Date }[]): SitemapUrl[] {
    return rows.map((l) => ({
      loc: this.absolute(`/businesses/${encodeURIComponent(l.slug)}`),
      lastmod: l.updatedAt.toISOString(),
    }));
  }

  /**
   * /sitemap.xml (decisions 044, 152): one file while every URL fits in one; past
   * `sitemapUrlLimit` URLs, an index of /sitemaps/pages-N.xml (static and landing pages, N from 1)
   * and /sitemaps/listings-<first id>-<last id>.xml (`sitemapUrlLimit` listings each, `id between`:
   * a file's name keeps meaning the same listings when others expire, sell or come back).
   */
  async sitemapXml(): Promise<string> {
    const [pages, chunks] = await Promise.all([
      this.pageUrls(),
      listSitemapChunks(this.app.db, this.urlLimit),
    ]);
    const listings = chunks.reduce((sum, c) => sum + c.count, 0);
    if (pages.length + listings <= this.urlLimit) {
      const rows =
        listings > 0 ? await listSitemapListings(this.app.db, 0, 2_147_483_647, this.urlLimit) : [];
      return urlset([...pages, ...this.listingUrls(rows)]);
    }
    const files: SitemapUrl[] = [];
    for (let i = 0; i * this.urlLimit < pages.length; i++) {
      const lastmods = pages
        .slice(i * this.urlLimit, (i + 1) * this.urlLimit)
        .map((p) => p.lastmod)
        .filter((d): d is string => d !== null)
        .sort();
      files.push({ loc: this.absolute(`/sitemaps/pages-${i + 1}.xml`), lastmod: lastmods.at(-1) ?? null });
    }
    for (const chunk of chunks) {
      files.push({
        loc: this.absolute(`/sitemaps/listings-${chunk.firstId}-${chunk.lastId}.xml`),
        lastmod: chunk.lastmod,
      });
    }
    const entries = files
      .map(
        (f) =>
          `  <sitemap><loc>${escapeXml(f.loc)}</loc>${f.lastmod ? `<lastmod>${f.lastmod}</lastmod>` : ''}</sitemap>`,
      )
      .join('\n');
    return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</sitemapindex>\n`;
  }

  /** One file of a split sitemap; null for a name that is not one (404). */
  async sitemapFile(name: string): Promise<string | null> {
    const range = /^listings-(\d{1,10})-(\d{1,10})\.xml$/.exec(name);
    if (range) {
      const [from, to] = [Number(range[1]), Number(range[2])];
      if (from < 1 || from > to || to > 2_147_483_647) return null;
      const rows = await listSitemapListings(this.app.db, from, to, this.urlLimit);
      return rows.length > 0 ? urlset(this.listingUrls(rows)) : null;
    }
    const match = /^pages-(\d{1,10})\.xml$/.exec(name);
    if (!match) return null;
    const n = Number(match[1]);
    if (n < 1 || n > 2_147_483_647) return null;
    const pages = (await this.pageUrls()).slice((n - 1) * this.urlLimit, n * this.urlLimit);
    return pages.length > 0 ? urlset(pages) : null;
  }

  robotsTxt(): string {
    const disallow = [
      '/api/',
      '/admin',
      '/seller',
      '/buyer',
      '/profile',
      '/messages',
      '/nda-',
      '/business/',
      '/create-business',
      '/checkout',
      '/identity-verification',
      '/consultant',
    ];
    return [
      'User-agent: *',
      'Allow: /',
      ...disallow.map((p) => `Disallow: ${p}`),
      '',
      `Sitemap: ${this.appUrl}/sitemap.xml`,
      '',
    ].join('\n');
  }
}

function urlset(entries: SitemapUrl[]): string {
  const urls = entries
    .map(
      (e) =>
        `  <url><loc>${escapeXml(e.loc)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ''}</url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

function escapeXml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[c]};`,
  );
}

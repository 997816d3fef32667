import { type BusinessListResponse, businessListQuery } from '@traspasa/shared/businesses';
import { type BusinessCategory, businessCategories, businessCategoryLabels } from '@traspasa/shared/enums';
import type { LandingPage } from '@traspasa/shared/landing';
import {
  categoryFromSlug,
  categorySlugs,
  cityOfLocation,
  landingPath,
  slugify,
} from '@traspasa/shared/landing-slugs';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { BusinessesService } from '../businesses/businesses.service.ts';
import { type LandingGroupRow, listLandingGroups } from './landing.repository.ts';

/** How a page names its listings: «Restaurantes en venta en Quito», «1 restaurante». */
const categoryWords: Record<BusinessCategory, { plural: string; singular: string }> = {
  restaurant: { plural: 'restaurantes', singular: 'restaurante' },
  retail: { plural: 'comercios minoristas', singular: 'comercio minorista' },
  service: { plural: 'negocios de servicios', singular: 'negocio de servicios' },
  manufacturing: { plural: 'negocios de manufactura', singular: 'negocio de manufactura' },
  technology: { plural: 'negocios de tecnología', singular: 'negocio de tecnología' },
  healthcare: { plural: 'negocios de salud', singular: 'negocio de salud' },
  education: { plural: 'negocios de educación', singular: 'negocio de educación' },
  hospitality: { plural: 'negocios de hotelería y turismo', singular: 'negocio de hotelería y turismo' },
  construction: { plural: 'negocios de construcción', singular: 'negocio de construcción' },
  agriculture: { plural: 'negocios agrícolas', singular: 'negocio agrícola' },
  transportation: { plural: 'negocios de transporte', singular: 'negocio de transporte' },
  realestate: { plural: 'negocios de bienes raíces', singular: 'negocio de bienes raíces' },
  finance: { plural: 'negocios de finanzas', singular: 'negocio de finanzas' },
  other: { plural: 'negocios de otros rubros', singular: 'negocio de otro rubro' },
};

const NOT_FOUND =
  'No encontramos negocios publicados para esta categoría o ciudad. Prueba con la búsqueda de negocios en venta.';
/** The catalog is rebuilt at most this often while the search cache hears listing changes. */
const CATALOG_TTL_MS = 5 * 60_000;
const RELATED_LIMIT = 12;
/**
 * A page is reused this long while the search cache hears listing changes: a server-rendered
 * page asks twice (its head, then the prefetch of its cards).
 */
const PAGE_TTL_MS = 30_000;
const PAGES_KEPT = 500;
const CARDS = 20;

interface Stats {
  count: number;
  min: number | null;
  max: number | null;
  lastmod: string;
}

interface CityEntry extends Stats {
  slug: string;
  /** The most used spelling of the city («Quito» over «quito»). */
  name: string;
  /** The country shown («other:Jamaica» → «Jamaica»). */
  country: string | null;
  /** Every spelling of the city part of the location (as the repository groups it) with this slug. */
  places: string[];
  /** The country as stored (trimmed): the one with most listings for this slug owns the page. */
  countryKey: string | null;
  categories: Map<BusinessCategory, Stats>;
}

interface CategoryEntry extends Stats {
  category: BusinessCategory;
  cities: Map<string, Stats>;
}

/** Every landing page that exists now, with its counts (decision 152). */
export interface LandingCatalog {
  categories: Map<BusinessCategory, CategoryEntry>;
  cities: Map<string, CityEntry>;
}

/** One landing page of the catalog, for the sitemap. */
export interface LandingEntry {
  path: string;
  lastmod: string;
}

const emptyStats = (): Stats => ({ count: 0, min: null, max: null, lastmod: '' });

function add(stats: Stats, row: LandingGroupRow) {
  stats.count += row.count;
  const min = row.minPrice !== null ? Number(row.minPrice) : null;
  const max = row.maxPrice !== null ? Number(row.maxPrice) : null;
  if (min !== null) stats.min = stats.min === null ? min : Math.min(stats.min, min);
  if (max !== null) stats.max = stats.max === null ? max : Math.max(stats.max, max);
  if (row.lastmod > stats.lastmod) stats.lastmod = row.lastmod;
}

const isCategory = (value: string | null): value is BusinessCategory =>
  value !== null && (businessCategories as readonly string[]).includes(value);

/**
 * Builds the catalog from the grouped rows. A city is its slug (the location before the first
 * comma, slugified) in ONE country: when a slug is used in several countries («San José» in
 * Costa Rica and in Uruguay), the country with most listings owns the page (ties: alphabetical)
 * and the others' listings are left out of it (they stay on their category's page). City slugs
 * that are also category slugs are dropped.
 */
export function buildCatalog(rows: LandingGroupRow[]): LandingCatalog {
  const categories = new Map<BusinessCategory, CategoryEntry>();
  const cities = new Map<string, CityEntry>();
  const takenSlugs = new Set(Object.values(categorySlugs));
  const slugOf = (row: LandingGroupRow) => {
    const place = cityOfLocation(row.place);
    const slug = place ? slugify(place) : null;
    return place && slug && !takenSlugs.has(slug) ? { place, slug } : null;
  };
  const mostUsed = (counts: Map<string, number> | undefined) =>
    counts ? [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0], 'es'))[0]?.[0] : undefined;

  // First pass: which country owns each city slug ('' stands for no country).
  const countries = new Map<string, Map<string, number>>();
  for (const row of rows) {
    const city = slugOf(row);
    if (!city) continue;
    const byCountry = countries.get(city.slug) ?? new Map<string, number>();
    byCountry.set(row.country ?? '', (byCountry.get(row.country ?? '') ?? 0) + row.count);
    countries.set(city.slug, byCountry);
  }
  const owner = new Map([...countries].map(([slug, counts]) => [slug, mostUsed(counts) ?? '']));

  const spellings = new Map<string, Map<string, number>>();
  for (const row of rows) {
    const category = isCategory(row.category) ? row.category : null;
    const found = slugOf(row);
    const city = found && owner.get(found.slug) === (row.country ?? '') ? found : null;
    if (category) {
      let entry = categories.get(category);
      if (!entry) {
        entry = { category, ...emptyStats(), cities: new Map() };
        categories.set(category, entry);
      }
      add(entry, row);
      if (city) {
        const perCity = entry.cities.get(city.slug) ?? emptyStats();
        add(perCity, row);
        entry.cities.set(city.slug, perCity);
      }
    }
    if (!city) continue;
    let cityEntry = cities.get(city.slug);
    if (!cityEntry) {
      cityEntry = {
        slug: city.slug,
        name: city.place,
        country: null,
        places: [],
        countryKey: row.country,
        ...emptyStats(),
        categories: new Map(),
      };
      cities.set(city.slug, cityEntry);
    }
    add(cityEntry, row);
    if (row.place !== null && !cityEntry.places.includes(row.place)) cityEntry.places.push(row.place);
    if (category) {
      const perCategory = cityEntry.categories.get(category) ?? emptyStats();
      add(perCategory, row);
      cityEntry.categories.set(category, perCategory);
    }
    const names = spellings.get(city.slug) ?? new Map<string, number>();
    names.set(city.place, (names.get(city.place) ?? 0) + row.count);
    spellings.set(city.slug, names);
  }
  for (const city of cities.values()) {
    city.name = mostUsed(spellings.get(city.slug)) ?? city.name;
    city.country = city.countryKey?.replace(/^other:/i, '').trim() || null;
  }
  return { categories, cities };
}

const usd = new Intl.NumberFormat('es-EC', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const count = new Intl.NumberFormat('es-EC');

function capitalise(text: string): string {
  return text.charAt(0).toLocaleUpperCase('es') + text.slice(1);
}

/**
 * «Quito y Guayaquil», «Quito, Guayaquil y Cuenca»; only commas when an item has its own «y»
 * («restaurantes, negocios de hotelería y turismo, servicios»), so no «… y … y …».
 */
export function listWords(words: string[]): string {
  if (words.length <= 1) return words.join('');
  if (words.some((w) => / y /.test(w))) return words.join(', ');
  return `${words.slice(0, -1).join(', ')} y ${words.at(-1)}`;
}

function priceSentence(stats: Stats): string {
  if (stats.min === null || stats.max === null) return '';
  if (stats.min === stats.max) return ` El precio pedido es de ${usd.format(stats.min)}.`;
  return ` Los precios pedidos van de ${usd.format(stats.min)} a ${usd.format(stats.max)}.`;
}

const CLOSING =
  ' Cada anuncio muestra sus datos públicos; si uno te interesa, firma el acuerdo de confidencialidad para ver sus cifras y hablar con quien lo vende.';

/** The landing pages (decision 152): which exist, and each one's content. */
export class LandingService {
  private cached: { at: number; generation: number; catalog: LandingCatalog } | null = null;
  private readonly pages = new Map<string, { at: number; generation: number; page: Promise<LandingPage> }>();

  constructor(private readonly app: FastifyInstance) {}

  /**
   * The catalog, kept while the search cache hears listing changes (the same signal drops it);
   * read fresh otherwise (tests, or without the change channel).
   */
  async catalog(): Promise<LandingCatalog> {
    const cache = this.app.searchCache;
    const generation = cache?.ticket() ?? -1;
    if (
      this.cached &&
      cache?.enabled &&
      this.cached.generation === generation &&
      Date.now() - this.cached.at < CATALOG_TTL_MS
    ) {
      return this.cached.catalog;
    }
    const catalog = buildCatalog(await listLandingGroups(this.app.db));
    this.cached = { at: Date.now(), generation, catalog };
    return catalog;
  }

  /** Every landing page, with the latest update of its listings. */
  async entries(): Promise<LandingEntry[]> {
    const { categories, cities } = await this.catalog();
    const out: LandingEntry[] = [];
    for (const entry of categories.values()) {
      out.push({ path: landingPath({ category: entry.category }), lastmod: entry.lastmod });
      for (const [citySlug, stats] of entry.cities)
        out.push({ path: landingPath({ category: entry.category, citySlug }), lastmod: stats.lastmod });
    }
    for (const city of cities.values())
      out.push({ path: landingPath({ citySlug: city.slug }), lastmod: city.lastmod });
    return out;
  }

  /** The page at /negocios/{first}/{second?}; 404 in Spanish when it has no public listing. */
  page(first: string, second?: string): Promise<LandingPage> {
    const a = slugify(first);
    const b = second === undefined ? undefined : slugify(second);
    const cache = this.app.searchCache;
    if (!cache?.enabled) return this.build(a, b);
    const key = `${a}/${b ?? ''}`;
    const generation = cache.ticket();
    const kept = this.pages.get(key);
    if (kept && kept.generation === generation && Date.now() - kept.at < PAGE_TTL_MS) return kept.page;
    const page = this.build(a, b);
    if (this.pages.size >= PAGES_KEPT) this.pages.clear();
    this.pages.set(key, { at: Date.now(), generation, page });
    page.catch(() => this.pages.delete(key));
    return page;
  }

  private async build(a: string, b: string | undefined): Promise<LandingPage> {
    const catalog = await this.catalog();
    let category: BusinessCategory | null = null;
    let city: CityEntry | null = null;
    if (b !== undefined) {
      category = categoryFromSlug(a);
      city = catalog.cities.get(b) ?? null;
      if (!category || !city?.categories.get(category)?.count) throw AppError.notFound(NOT_FOUND);
    } else {
      // A slug that is both a category and a city: the category wins (the catalog drops such cities).
      category = categoryFromSlug(a);
      if (category) {
        if (!catalog.categories.get(category)?.count) throw AppError.notFound(NOT_FOUND);
      } else {
        city = catalog.cities.get(a) ?? null;
        if (!city) throw AppError.notFound(NOT_FOUND);
      }
    }

    // The cards: the search's own code, with the landing-only place filter — the same spellings
    // and country the catalog counted, so the page shows what its links and the sitemap promise.
    const listings = await new BusinessesService(this.app).list(
      businessListQuery.parse({ category: category ?? undefined, limit: CARDS }),
      city ? { landingPlace: { names: city.places, country: city.countryKey } } : undefined,
    );
    // The «see all» search: the same category, the city's name and its country (a substring
    // search on the place, so it may also show a place whose name contains this one).
    const filters = {
      category: category ?? undefined,
      location: city?.name.slice(0, 100),
      country: city?.countryKey ?? undefined,
    };
    // The catalog may be a few minutes old: the search decides.
    if (listings.total === 0) throw AppError.notFound(NOT_FOUND);
    return this.describe(catalog, category, city, filters, listings);
  }

  private describe(
    catalog: LandingCatalog,
    category: BusinessCategory | null,
    city: CityEntry | null,
    filters: { category?: string; location?: string; country?: string },
    listings: BusinessListResponse,
  ): LandingPage {
    const words = category ? categoryWords[category] : null;
    const place = city ? `${city.name}${city.country ? `, ${city.country}` : ''}` : null;
    const n = listings.total;
    const amount = `${listings.totalIsLowerBound ? 'más de ' : ''}${count.format(n)}`;
    // A city page whose listings are all of one category names it: «Hay 1 restaurante en venta en Cañar».
    const only = !category && city?.categories.size === 1 ? [...city.categories.keys()][0]! : null;
    const nounWords = words ?? (only ? categoryWords[only] : { singular: 'negocio', plural: 'negocios' });
    const noun = n === 1 && !listings.totalIsLowerBound ? nounWords.singular : nounWords.plural;
    const heading = `${capitalise(words ? words.plural : 'negocios')} en venta${city ? ` en ${city.name}` : ''}`;

    let intro: string;
    let relatedCities: LandingPage['relatedCities'] = [];
    let relatedCategories: LandingPage['relatedCategories'] = [];
    const cityLink = (slug: string, stats: Stats, withCategory: BusinessCategory | null) => ({
      name: catalog.cities.get(slug)?.name ?? slug,
      path: landingPath({ category: withCategory, citySlug: slug }),
      count: stats.count,
    });
    const categoryLink = (c: BusinessCategory, stats: Stats, citySlug: string | null) => ({
      name: businessCategoryLabels[c],
      path: landingPath({ category: c, citySlug }),
      count: stats.count,
    });
    const byCount = <T extends [string, Stats]>(a: T, b: T) =>
      b[1].count - a[1].count || a[0].localeCompare(b[0], 'es');

    if (category && city) {
      const stats = city.categories.get(category) ?? emptyStats();
      const elsewhere = [...(catalog.categories.get(category)?.cities ?? [])]
        .filter(([slug]) => slug !== city.slug)
        .sort(byCount);
      intro =
        `Hay ${amount} ${noun} en venta en ${place}.${priceSentence(stats)}` +
        (elsewhere.length > 0
          ? ` También encontrarás ${words?.plural} en ${listWords(elsewhere.slice(0, 3).map(([slug]) => catalog.cities.get(slug)?.name ?? slug))}.`
          : '') +
        CLOSING;
      relatedCities = elsewhere.slice(0, RELATED_LIMIT).map(([slug, s]) => cityLink(slug, s, category));
      relatedCategories = [...city.categories]
        .filter(([c]) => c !== category)
        .sort(byCount)
        .slice(0, RELATED_LIMIT)
        .map(([c, s]) => categoryLink(c, s, city.slug));
    } else if (category) {
      const entry = catalog.categories.get(category)!;
      const where = [...entry.cities].sort(byCount);
      const places = where.slice(0, 3).map(([slug]) => catalog.cities.get(slug)?.name ?? slug);
      intro =
        `Hay ${amount} ${noun} en venta en Traspasa` +
        (where.length === 1
          ? `, en ${places[0]}.`
          : where.length > 1
            ? `, en ${count.format(where.length)} ciudades${where.length > 3 ? ', entre ellas' : ':'} ${listWords(places)}.`
            : '.') +
        priceSentence(entry) +
        CLOSING;
      relatedCities = where.slice(0, RELATED_LIMIT).map(([slug, s]) => cityLink(slug, s, category));
      relatedCategories = [...catalog.categories]
        .filter(([c]) => c !== category)
        .sort(byCount)
        .slice(0, RELATED_LIMIT)
        .map(([c, e]) => categoryLink(c, e, null));
    } else if (city) {
      const kinds = [...city.categories].sort(byCount);
      intro =
        `Hay ${amount} ${noun} en venta en ${place}` +
        (kinds.length > 1
          ? `, de ${count.format(kinds.length)} categorías${kinds.length > 3 ? ', entre ellas' : ':'} ${listWords(kinds.slice(0, 3).map(([c]) => categoryWords[c].plural))}.`
          : '.') +
        priceSentence(city) +
        CLOSING;
      relatedCategories = kinds.slice(0, RELATED_LIMIT).map(([c, s]) => categoryLink(c, s, city.slug));
      relatedCities = [...catalog.cities.values()]
        .filter((c) => c.slug !== city.slug)
        .sort((x, y) => y.count - x.count || x.name.localeCompare(y.name, 'es'))
        .slice(0, RELATED_LIMIT)
        .map((c) => cityLink(c.slug, c, null));
    } else {
      throw AppError.notFound(NOT_FOUND);
    }

    const path = landingPath({ category, citySlug: city?.slug });
    const breadcrumbs = [
      { name: 'Inicio', path: '/' },
      { name: 'Negocios en venta', path: '/businesses' },
    ];
    if (category)
      breadcrumbs.push({ name: businessCategoryLabels[category], path: landingPath({ category }) });
    if (city) breadcrumbs.push({ name: city.name, path });

    const search = new URLSearchParams();
    if (filters.category) search.set('category', filters.category);
    if (filters.location) search.set('location', filters.location);
    if (filters.country) search.set('country', filters.country);

    return {
      path,
      category,
      city: city ? { slug: city.slug, name: city.name, country: city.country } : null,
      heading,
      intro,
      breadcrumbs,
      relatedCities,
      relatedCitiesTitle: words
        ? `${capitalise(words.plural)} ${city ? 'en otras ciudades' : 'por ciudad'}`
        : 'Otras ciudades',
      relatedCategories,
      relatedCategoriesTitle: city
        ? `${category ? 'Otras categorías' : 'Categorías'} en ${city.name}`
        : 'Otras categorías',
      searchPath: `/businesses?${search}`,
      listings,
    };
  }
}

/**
 * The search mix: common and rare words, accent-free and plural forms, typos, multi-word and
 * websearch syntax, every filter and all five sorts. Each entry is one query shape; the
 * benchmark runs each several times. Words come from the generator's vocabulary (generate.ts).
 */
export interface BenchQuery {
  label: string;
  params: Record<string, string>;
}

const q = (label: string, params: Record<string, string>): BenchQuery => ({ label, params });

export const SEARCH_QUERIES: readonly BenchQuery[] = [
  // Browsing without words: the default order (keyset), filters, the other sorts (offset).
  q('default page', {}),
  q('category=restaurant', { category: 'restaurant' }),
  q('country=Ecuador', { country: 'Ecuador' }),
  q('location=quito', { location: 'quito' }),
  q('location=medellin (no accent)', { location: 'medellin' }),
  q('country=Perú location=cusco', { country: 'Perú', location: 'cusco' }),
  q('price 50k–150k', { minPrice: '50000', maxPrice: '150000' }),
  q('minRevenue=1M', { minRevenue: '1000000' }),
  q('minProfit=200k', { minProfit: '200000' }),
  q('featured=true', { featured: 'true' }),
  q('sort=recent', { sort: 'recent' }),
  q('sort=price_asc', { sort: 'price_asc' }),
  q('sort=price_desc', { sort: 'price_desc' }),
  q('sort=revenue_desc', { sort: 'revenue_desc' }),
  q('hospitality+Ecuador sort=price_asc', { category: 'hospitality', country: 'Ecuador', sort: 'price_asc' }),
  q('healthcare maxPrice=80k sort=recent', { category: 'healthcare', maxPrice: '80000', sort: 'recent' }),
  q('Colombia minRevenue=500k sort=revenue_desc', {
    country: 'Colombia',
    minRevenue: '500000',
    sort: 'revenue_desc',
  }),
  // Common words.
  q('q=restaurante', { q: 'restaurante' }),
  q('q=cafetería', { q: 'cafetería' }),
  q('q=tienda', { q: 'tienda' }),
  q('q=farmacia', { q: 'farmacia' }),
  q('q=quito', { q: 'quito' }),
  q('q=clientela fija', { q: 'clientela fija' }),
  // Accent-free and plural forms.
  q('q=panaderia (no accent)', { q: 'panaderia' }),
  q('q=restaurantes (plural)', { q: 'restaurantes' }),
  q('q=ferreterias (plural, no accent)', { q: 'ferreterias' }),
  q('q=tecnologia (category label)', { q: 'tecnologia' }),
  q('q=hostales', { q: 'hostales' }),
  q('q=peluqueria bogota', { q: 'peluqueria bogota' }),
  // Rare words.
  q('q=camaronera (rare)', { q: 'camaronera' }),
  q('q=vinedo (rare, no accent)', { q: 'vinedo' }),
  q('q=glamping (rare)', { q: 'glamping' }),
  q('q=alpaca (very rare)', { q: 'alpaca' }),
  q('q=helipuerto (very rare)', { q: 'helipuerto' }),
  q('q=xilofono (no match)', { q: 'xilofono' }),
  // Typos (trigram similarity on the title).
  q('q=restorante (typo)', { q: 'restorante' }),
  q('q=panadria (typo)', { q: 'panadria' }),
  q('q=farmasia (typo)', { q: 'farmasia' }),
  q('q=gimnacio (typo)', { q: 'gimnacio' }),
  q('q=ferreteria en quito', { q: 'ferreteria en quito' }),
  // websearch syntax.
  q('q="taller automotriz"', { q: '"taller automotriz"' }),
  q('q=panaderia -pasteleria', { q: 'panaderia -pasteleria' }),
  q('q=hostal or hosteria', { q: 'hostal or hosteria' }),
  // Words with filters and every sort.
  q('q=cafeteria category=restaurant', { q: 'cafeteria', category: 'restaurant' }),
  q('q=hostal country=Ecuador', { q: 'hostal', country: 'Ecuador' }),
  q('q=restaurante location=guayaquil', { q: 'restaurante', location: 'guayaquil' }),
  q('q=farmacia sort=recent', { q: 'farmacia', sort: 'recent' }),
  q('q=restaurante sort=price_asc', { q: 'restaurante', sort: 'price_asc' }),
  q('q=hotel sort=price_desc', { q: 'hotel', sort: 'price_desc' }),
  q('q=software sort=revenue_desc', { q: 'software', sort: 'revenue_desc' }),
  q('q=taller minProfit=50k maxPrice=300k', { q: 'taller', minProfit: '50000', maxPrice: '300000' }),
  q('q=gimnasio minRevenue=300k', { q: 'gimnasio', minRevenue: '300000' }),
  // The search column's filters (decision 051): sold listings are hidden unless
  // includeSold; photos, revenue and profit ranges.
  q('withPhotos=true (issue 15)', { withPhotos: 'true' }),
  q('includeSold=true (issue 15)', { includeSold: 'true' }),
  q('revenue 200k–800k (issue 15)', { minRevenue: '200000', maxRevenue: '800000' }),
  q('profit 20k–100k sort=price_asc (issue 15)', {
    minProfit: '20000',
    maxProfit: '100000',
    sort: 'price_asc',
  }),
  q('service withPhotos sort=recent (issue 15)', { category: 'service', withPhotos: 'true', sort: 'recent' }),
  q('q=hostal includeSold withPhotos (issue 15)', { q: 'hostal', includeSold: 'true', withPhotos: 'true' }),
  // Freshness (decision 151): the order and the «últimos N días» filter on refreshed_at.
  q('publishedWithin=7 (issue 13)', { publishedWithin: '7' }),
  q('publishedWithin=30 sort=recent (issue 13)', { publishedWithin: '30', sort: 'recent' }),
  q('includeSold=true sort=recent (issue 13)', { includeSold: 'true', sort: 'recent' }),
  q('restaurant publishedWithin=7 (issue 13)', { category: 'restaurant', publishedWithin: '7' }),
];

/** What the throughput run rotates through (each autocannon connection cycles the list). */
export const THROUGHPUT_QUERIES: readonly Record<string, string>[] = [
  {},
  { q: 'restaurante' },
  { category: 'restaurant' },
  { country: 'Ecuador', sort: 'price_asc' },
  { q: 'panaderia quito' },
  { location: 'guayaquil' },
  { minPrice: '50000', maxPrice: '150000' },
  { q: 'hostal', sort: 'recent' },
];

export function toQueryString(params: Record<string, string>): string {
  const s = new URLSearchParams(params).toString();
  return s ? `?${s}` : '';
}

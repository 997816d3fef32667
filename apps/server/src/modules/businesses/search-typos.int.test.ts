import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, type TestApp } from '../../../test/helpers.ts';
import { businesses } from '../../db/schema/businesses.ts';

// The typo fallback (decision 050) corrects a word only to a plausible spelling of it: a title
// word it begins, or one within an edit distance bounded by its length that starts with the
// same letter. Titles from the demo data, where «carniceria» found «Carpintería».

let t: TestApp;

const TITLES = [
  'Carpintería y fábrica de muebles de madera certificada',
  'Panadería y pastelería artesanal en el Centro Histórico',
  'Ferretería consolidada en el sur de Ambato',
  'Peluquería canina y tienda de mascotas en Loja',
  'Restaurante de comida típica en ruta turística',
  'Farmacia independiente frente a centro de salud',
  'Gimnasio funcional con 300 socios en Manta',
  'Cevichería en Miraflores con clientela fija',
];

beforeAll(async () => {
  t = await buildTestApp();
  const seller = await createUser(t.db, { role: 'seller' });
  await t.db.insert(businesses).values(
    TITLES.map((title, i) => ({
      sellerId: seller.id,
      title,
      slug: `typo-${i}`,
      description: 'Negocio en marcha.',
      category: 'retail',
      country: 'Ecuador',
      location: 'Quito',
      askingPrice: '50000',
      status: 'approved',
    })),
  );
});

async function search(q: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/businesses?q=${encodeURIComponent(q)}` });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<{ items: Array<{ title: string }>; total: number; correctedQuery: string | null }>();
  return { titles: body.items.map((i) => i.title), total: body.total, correctedQuery: body.correctedQuery };
}

describe('typo correction', () => {
  it('finds nothing rather than an unrelated business when no title word is a plausible spelling', async () => {
    // carniceria→carpinteria, heladeria→panaderia, fruteria→ferreteria: 3 edits; taqueria→peluqueria: another first letter.
    for (const q of ['carniceria', 'heladeria', 'fruteria', 'taqueria', 'taqueria en quito']) {
      expect(await search(q), q).toEqual({ titles: [], total: 0, correctedQuery: null });
    }
  });

  it('still corrects a misspelling within the bound (one edit up to 5 letters, two from 6)', async () => {
    for (const [q, fixed, title] of [
      ['restorante', 'restaurante', TITLES[4]],
      ['farmasia', 'farmacia', TITLES[5]],
      ['gimnacio', 'gimnasio', TITLES[6]],
      ['panadria', 'panaderia', TITLES[1]],
      // A swap of two letters is one edit.
      ['carpintreia', 'carpinteria', TITLES[0]],
      ['Peluqeria canina', 'peluqueria canina', TITLES[3]],
    ] as const) {
      expect(await search(q), q).toEqual({ titles: [title], total: 1, correctedQuery: fixed });
    }
    // Two edits in a five-letter word make another word, not a typo (centro).
    expect(await search('cenra')).toEqual({ titles: [], total: 0, correctedQuery: null });
    expect((await search('cenro')).correctedQuery).toBe('centro');
  });

  it('completes a word typed in part, before any word that is merely similar', async () => {
    expect(await search('carpin')).toEqual({ titles: [TITLES[0]], total: 1, correctedQuery: 'carpinteria' });
    expect(await search('ferret')).toEqual({ titles: [TITLES[2]], total: 1, correctedQuery: 'ferreteria' });
    // «cevich» is two edits from no title word, and begins «cevicheria».
    expect((await search('cevich')).correctedQuery).toBe('cevicheria');
  });
});

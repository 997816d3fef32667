import { describe, expect, it } from 'vitest';
import { businessCategories } from './enums.ts';
import { categoryFromSlug, categorySlugs, cityOfLocation, landingPath, slugify } from './landing-slugs.ts';

describe('landing page slugs (decision 152)', () => {
  it.each([
    ['Quito', 'quito'],
    ['San José', 'san-jose'],
    ['Ciudad de México', 'ciudad-de-mexico'],
    ['  Medellín  ', 'medellin'],
    ['Peñipe', 'penipe'],
    ['Santo Domingo de los Tsáchilas', 'santo-domingo-de-los-tsachilas'],
    ['Quito / Cumbayá', 'quito-cumbaya'],
    ['¿?', ''],
  ])('slugify(%j) = %j', (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });

  it('cuts long names to 80 characters without ending on a hyphen', () => {
    // 79 letters, then a space: cut at 80 the slug would end with the space's hyphen.
    const name = `${'a'.repeat(79)} bbb`;
    expect(slugify(name)).toBe('a'.repeat(79));
    expect(slugify(`  ${'Ñandú '.repeat(30)}`)).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    for (const text of [name, 'x '.repeat(60), `¿${'é-'.repeat(50)}`]) {
      const slug = slugify(text);
      expect(slug.length).toBeLessThanOrEqual(80);
      expect(slug).not.toMatch(/^-|-$/);
    }
  });

  it('takes the city from the text before the first comma', () => {
    expect(cityOfLocation('Quito, Ecuador')).toBe('Quito');
    expect(cityOfLocation(' Lima ')).toBe('Lima');
    expect(cityOfLocation('')).toBeNull();
    expect(cityOfLocation(', Ecuador')).toBeNull();
    expect(cityOfLocation(null)).toBeNull();
    expect(cityOfLocation('other:Puerto Ayora, Galápagos')).toBe('Puerto Ayora');
    expect(cityOfLocation('other:')).toBeNull();
  });

  it('gives every category its own readable segment, found again with accents or capitals', () => {
    const slugs = businessCategories.map((c) => categorySlugs[c]);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z]+(-[a-z]+)*$/);
    for (const c of businessCategories) expect(categoryFromSlug(categorySlugs[c])).toBe(c);
    expect(categoryFromSlug('Tecnología')).toBe('technology');
    expect(categoryFromSlug('BIENES RAÍCES')).toBe('realestate');
    expect(categoryFromSlug('quito')).toBeNull();
  });

  it('builds the three kinds of address', () => {
    expect(landingPath({ category: 'restaurant' })).toBe('/negocios/restaurantes');
    expect(landingPath({ citySlug: 'quito' })).toBe('/negocios/quito');
    expect(landingPath({ category: 'hospitality', citySlug: 'san-jose' })).toBe(
      '/negocios/hoteleria-y-turismo/san-jose',
    );
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { SavedSearchList } from '@traspasa/shared/saved-searches';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { filtersToSave } from '@/features/businesses/lib/filters-to-save';
import { SAVED_SEARCHES_KEY } from '../api/saved-searches';
import { savedSearchHref } from '../lib/filters';
import { unreadAlertsLabel } from './alerts-bell';
import { SaveSearchForm } from './save-search-dialog';
import { newMatchesLabel, SavedSearchesSection } from './saved-searches-list';

function render(node: ReactNode, list?: SavedSearchList) {
  const client = new QueryClient();
  if (list) client.setQueryData(SAVED_SEARCHES_KEY, list);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  );
}

const decode = (html: string) => html.replaceAll('&amp;', '&').replaceAll('&quot;', '"');

describe('the save-search dialog', () => {
  it('offers a name composed from the filters and the three frequencies, instant chosen', () => {
    const html = render(
      <SaveSearchForm
        filters={{ category: 'restaurant', location: 'Quito', maxPrice: '80000' }}
        onDone={() => {}}
      />,
    );
    expect(html).toContain('value="Restaurantes en Quito hasta $80.000"');
    expect(html).toMatch(/<label[^>]*for="saved-search-name"[^>]*>Nombre<\/label>/);
    expect(html).toContain('¿Cada cuánto te avisamos?');
    for (const label of ['Al instante', 'Resumen diario', 'Resumen semanal']) expect(html).toContain(label);
    expect(html).toMatch(/checked="" value="instant"/);
    expect(html).not.toMatch(/checked="" value="(daily|weekly)"/);
    expect(html).toContain('Guardar búsqueda');
  });

  it('names a search by its words and place when there is no category', () => {
    const html = render(
      <SaveSearchForm
        filters={{ q: 'cafetería', country: 'Ecuador', minPrice: '20000' }}
        onDone={() => {}}
      />,
    );
    expect(decode(html)).toContain('value="«cafetería» en Ecuador desde $20.000"');
  });

  it('saves the address filters without the order and without an inverted range', () => {
    expect(
      filtersToSave({
        category: 'retail',
        sort: 'price_asc',
        minPrice: '90000',
        maxPrice: '10000',
        minRevenue: '5000',
        withPhotos: 'true',
        q: '  ',
      }),
    ).toEqual({ category: 'retail', minRevenue: '5000', withPhotos: 'true' });
  });
});

describe('the dashboard list of saved searches', () => {
  const list: SavedSearchList = {
    limit: 20,
    items: [
      {
        id: 7,
        name: 'Restaurantes en Quito',
        filters: { category: 'restaurant', location: 'Quito', maxPrice: 80000 },
        frequency: 'instant',
        paused: false,
        newCount: 3,
        lastVisitedAt: '2026-11-20T10:00:00.000Z',
        createdAt: '2026-11-01T10:00:00.000Z',
      },
      {
        id: 8,
        name: 'Hostales',
        filters: { q: 'hostal' },
        frequency: 'weekly',
        paused: true,
        newCount: 2,
        lastVisitedAt: '2026-11-20T10:00:00.000Z',
        createdAt: '2026-11-01T10:00:00.000Z',
      },
    ],
  };

  it('lists each search with its new matches, frequency, pause state and actions', () => {
    const html = decode(render(<SavedSearchesSection />, list));
    expect(html).toContain('Búsquedas guardadas');
    expect(html).toContain('2 de 20');
    // Opening a search goes to /businesses with its filters and marks the visit.
    expect(html).toContain('href="/businesses?category=restaurant&location=Quito&maxPrice=80000&busqueda=7"');
    expect(html).toContain('3 nuevos');
    // What the filters mean, when the name does not say it all.
    expect(html).toContain('Restaurantes en Quito hasta $80.000');
    expect(html).toContain('Al instante');
    expect(html).toContain('Resumen semanal');
    // A paused search shows it and offers to resume, and hides its count.
    expect(html).toContain('En pausa');
    expect(html).not.toContain('2 nuevos');
    expect(html).toContain('aria-label="Reanudar «Hostales»"');
    expect(html).toContain('aria-label="Pausar «Restaurantes en Quito»"');
    expect(html).toContain('aria-label="Editar «Restaurantes en Quito»"');
    expect(html).toContain('aria-label="Borrar «Hostales»"');
  });

  it('invites to save one when there are none', () => {
    const html = render(<SavedSearchesSection />, { items: [], limit: 20 });
    expect(html).toContain('Aún no guardas búsquedas');
    expect(html).toContain('href="/businesses"');
  });

  it('words counts in Spanish', () => {
    expect(newMatchesLabel(1)).toBe('1 nuevo');
    expect(newMatchesLabel(4)).toBe('4 nuevos');
    expect(unreadAlertsLabel(1)).toBe('1 aviso sin leer');
    expect(unreadAlertsLabel(12)).toBe('12 avisos sin leer');
    expect(savedSearchHref(3, { q: 'café', includeSold: true })).toBe(
      '/businesses?q=caf%C3%A9&includeSold=true&busqueda=3',
    );
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ListingAccessState } from '@traspasa/shared/listing-access';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AuditRowAccess, type AuditRowAccessProps } from './audit-row-access';

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const buttons = (html: string) =>
  [...html.matchAll(/<button[^>]*>(.*?)<\/button>/g)].map(([, inner]) => text(inner!).trim());

// A row far down the list (its request would not be in the first page of requests), of an
// immediate listing (which has no requests at all): the row's own state decides (decision 062).
const row = (accessState: ListingAccessState, status = 'signed'): AuditRowAccessProps['item'] => ({
  id: 987,
  businessId: 7,
  status,
  accessState,
  business: { id: 7, title: 'Cafetería del parque' },
  buyer: { id: 41, fullName: 'Comprador Uno' },
});

const render = (item: AuditRowAccessProps['item'], isAdmin = false) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <AuditRowAccess item={item} isAdmin={isAdmin} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('the access of a row of the interested-people list, for the seller', () => {
  it('shows a granted buyer with «Revocar acceso», without looking for a request', () => {
    const html = render(row('granted'));
    expect(text(html)).toContain('Acceso aprobado');
    expect(buttons(html)).toEqual(['Revocar acceso de Comprador Uno']);
  });

  it('offers «Devolver el acceso» to a revoked buyer', () => {
    const html = render(row('revoked'));
    expect(text(html)).toContain('Acceso revocado');
    expect(buttons(html)).toEqual(['Devolver el acceso a Comprador Uno']);
  });

  it('answers an open request from the row', () => {
    expect(buttons(render(row('requested')))).toEqual([
      'Aprobar a Comprador Uno',
      'Rechazar a Comprador Uno',
      'Hacer una pregunta a Comprador Uno',
    ]);
  });

  it('shows nothing for an agreement not signed yet, and the history link to an admin', () => {
    expect(render(row('granted', 'pending'))).toBe('');
    const admin = render(row('granted'), true);
    expect(text(admin)).toContain('Historial de acceso');
    expect(buttons(admin)).toEqual([]);
  });
});

import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import type { ModerationSeller } from '@traspasa/shared/admin-listings';
import { rejectionTemplates } from '@traspasa/shared/admin-listings';
import type { PublicUser } from '@traspasa/shared/auth';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { type Session, USER_QUERY_KEY } from '@/lib/session';
import { withTemplate } from '../lib/rejection';
import { ListingReviewBar, listingDateLabel } from './listing-review-bar';
import { SellerLine } from './moderation-queue';
import { tabName } from './moderation-screen';

// The screens as the browser shows them once hydrated: useUser answers with the session the
// user query holds (its client snapshot). The server renderer alone answers «loading», as a
// server-rendered page does before hydration (decision 145), which never shows an admin's tools.
vi.mock('@/lib/session', async (importOriginal) => {
  const session = await importOriginal<typeof import('@/lib/session')>();
  return {
    ...session,
    useUser: (): Session => {
      const { data, isPending } = useQuery(session.userQueryOptions);
      return { data, isPending };
    },
  };
});

function render(node: ReactNode, user: Partial<PublicUser> | null = null) {
  const client = new QueryClient();
  client.setQueryData(USER_QUERY_KEY, user as PublicUser | null);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  );
}

const seller: ModerationSeller = {
  id: 6,
  name: 'Marta Quishpe',
  email: 'marta@example.com',
  identityVerified: false,
  identityStatus: 'pending',
  publishedListings: 0,
};

describe('the seller in the moderation queue', () => {
  it('is named, with a link to their user page, never "Vendedor #6"', () => {
    const html = render(<SellerLine seller={seller} />);
    expect(html).toContain('href="/admin/users/6"');
    expect(html).toContain('>Marta Quishpe</a>');
    expect(html).not.toContain('#6');
    expect(html).toContain('Verificación de identidad en revisión');
    expect(html).toContain('Primer anuncio');
  });

  it('says whether their identity is verified and how many listings they published', () => {
    const verified = render(
      <SellerLine seller={{ ...seller, identityVerified: true, publishedListings: 3 }} />,
    );
    expect(verified).toContain('Identidad verificada');
    expect(verified).toContain('3 anuncios publicados');
    expect(render(<SellerLine seller={{ ...seller, identityStatus: null }} />)).toContain(
      'Sin verificación de identidad',
    );
    expect(
      render(<SellerLine seller={{ ...seller, identityStatus: 'rejected', publishedListings: 1 }} />),
    ).toMatch(/Verificación de identidad rechazada.*1 anuncio publicado/);
  });
});

describe('rejection templates', () => {
  const [fotos, cifras] = rejectionTemplates;
  it('fill an empty reason, and add below what the admin already wrote, once', () => {
    expect(withTemplate('', fotos.id)).toBe(fotos.text);
    const written = withTemplate('Revisa también el título.', cifras.id);
    expect(written).toBe(`Revisa también el título.\n\n${cifras.text}`);
    expect(withTemplate(written, cifras.id)).toBe(written);
    expect(withTemplate('Texto propio', 'no-existe')).toBe('Texto propio');
  });
  it('are Spanish reasons long enough for the API and within its limit', () => {
    for (const t of rejectionTemplates) {
      expect(t.text.length).toBeGreaterThanOrEqual(10);
      expect(t.text.length).toBeLessThanOrEqual(1000);
    }
    expect(withTemplate('x'.repeat(990), fotos.id).length).toBeLessThanOrEqual(1000);
  });
});

describe('the listing preview', () => {
  const listing = { id: 9, title: 'Ferretería en Cuenca', status: 'pending' };

  it('gives an admin Aprobar and Rechazar on a listing in review, and says it is in review', () => {
    const html = render(<ListingReviewBar business={listing} />, { id: 1, role: 'admin' });
    expect(html).toContain('en revisión');
    expect(html).toMatch(/>Aprobar<\/button>/);
    expect(html).toMatch(/>Rechazar<\/button>/);
    expect(html).toContain('href="/admin/moderation"');
    expect(html).not.toContain('Publicado');
  });

  it('gives the seller the same truthful note without the admin buttons', () => {
    const html = render(<ListingReviewBar business={listing} />, { id: 2, role: 'seller' });
    expect(html).toContain('en revisión');
    expect(html).not.toContain('Aprobar');
  });

  it('says nothing on a published listing, and the date line says "Publicado" only then', () => {
    expect(
      render(<ListingReviewBar business={{ ...listing, status: 'approved' }} />, { role: 'admin' }),
    ).toBe('');
    expect(listingDateLabel('approved')).toBe('Publicado el');
    expect(listingDateLabel('sold')).toBe('Publicado el');
    expect(listingDateLabel('pending')).toBe('Creado el');
    expect(listingDateLabel('rejected')).toBe('Creado el');
  });
});

describe('the moderation tabs', () => {
  it('carry what waits in their name, and just the label when nothing does', () => {
    expect(tabName('Anuncios', 3)).toBe('Anuncios, 3 pendientes');
    expect(tabName('Denuncias', 1)).toBe('Denuncias, 1 pendiente');
    expect(tabName('Denuncias', 0)).toBe('Denuncias');
    expect(tabName('Anuncios', undefined)).toBe('Anuncios');
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { OwnBusiness } from '@traspasa/shared/listings';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const post = vi.fn();
vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  api: { post: (...args: unknown[]) => post(...args) },
}));

const { renewListing } = await import('../api/seller-api');
const { ExpiredListingBar, ExpiryNotice, renewedMessage, renewTarget } = await import('./renew-listing');

const DAY = 86_400_000;
const now = new Date('2026-11-24T15:00:00Z');
const inDays = (d: number) => new Date(now.getTime() + d * DAY).toISOString();

type Row = Pick<OwnBusiness, 'id' | 'title' | 'status' | 'expiresAt' | 'editedSinceApproval'>;
const listing = (over: Partial<Row> = {}): Row => ({
  id: 7,
  title: 'Constructora y remodelaciones',
  status: 'approved',
  expiresAt: inDays(5 - 2 / 24),
  editedSinceApproval: false,
  ...over,
});

function render(node: ReactNode) {
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => post.mockReset());

describe('the dashboard’s «Vence en N días · Renovar»', () => {
  it('shows the days left and a Renovar button that names the listing, in the last week only', () => {
    const html = render(<ExpiryNotice business={listing()} now={now} />);
    expect(html).toContain('<strong>Vence en 5 días</strong>');
    expect(html).toMatch(
      /<button[^>]*>.*Renovar<span class="sr-only"> «Constructora y remodelaciones»<\/span><\/button>/,
    );
    expect(render(<ExpiryNotice business={listing({ expiresAt: inDays(20) })} now={now} />)).toBe('');
    expect(
      render(<ExpiryNotice business={listing({ status: 'pending', expiresAt: null })} now={now} />),
    ).toBe('');
  });

  it('tells an expired listing apart, and warns that an edited one goes to review', () => {
    const expired = render(
      <ExpiryNotice business={listing({ status: 'expired', expiresAt: null })} now={now} />,
    );
    expect(expired).toContain('<strong>Venció</strong> · ya no aparece en la búsqueda.');
    expect(expired).toContain('>Renovar<');
    const edited = render(
      <ExpiryNotice
        business={listing({ status: 'expired', expiresAt: null, editedSinceApproval: true })}
        now={now}
      />,
    );
    expect(edited).toContain('al renovarlo pasa por revisión');
    expect(edited).toContain('Renovar y enviar a revisión');
  });

  it('renews with one POST to the listing’s renew endpoint', async () => {
    post.mockResolvedValue({ id: 7, status: 'approved' });
    await expect(renewListing(7)).resolves.toMatchObject({ status: 'approved' });
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith('/api/businesses/7/renew');
  });

  it('says until when it stays published, or that it went to review', () => {
    expect(renewedMessage({ status: 'approved', expiresAt: '2027-02-22T15:00:00Z' })).toEqual({
      title: 'Anuncio renovado',
      description: 'Sigue publicado hasta el 22 de febrero de 2027 y aparece como recién actualizado.',
    });
    expect(renewedMessage({ status: 'pending', expiresAt: null }).title).toBe('Anuncio enviado a revisión');
  });
});

describe('the reminder mail’s link (?renovar=ID)', () => {
  const mine = [listing(), listing({ id: 8, status: 'expired' }), listing({ id: 9, status: 'sold' })];
  it('renews only the signed-in seller’s published or expired listing', () => {
    expect(renewTarget(mine, '7')).toMatchObject({ kind: 'renew', business: { id: 7 } });
    expect(renewTarget(mine, '8')).toMatchObject({ kind: 'renew', business: { id: 8 } });
    expect(renewTarget(mine, '9')).toMatchObject({ kind: 'nothing' });
    expect(renewTarget(mine, '1234')).toEqual({ kind: 'unknown' });
    expect(renewTarget(mine, '7abc')).toEqual({ kind: 'unknown' });
  });
});

describe('an expired listing’s own page', () => {
  it('says buyers no longer see it and offers Renovar; nothing for a live one', () => {
    const html = render(<ExpiredListingBar business={listing({ status: 'expired', expiresAt: null })} />);
    expect(html).toContain('<strong>Este anuncio venció</strong>');
    expect(html).toContain('Renovar');
    expect(render(<ExpiredListingBar business={listing()} />)).toBe('');
  });
});

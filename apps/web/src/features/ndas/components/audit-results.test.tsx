import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { BuyerProfileCard } from '@traspasa/shared/buyer-profiles';
import { emptyBuyerProfile } from '@traspasa/shared/buyer-profiles';
import type { NdaAuditItem } from '@traspasa/shared/ndas';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buyerCardKey } from '@/lib/buyer-cards';
import { AuditResults } from './audit-results';

const item = (id: number, status: string): NdaAuditItem =>
  ({
    id,
    businessId: 7,
    userId: 40 + id,
    status,
    enhancedSignatureStatus: 'no_requerida',
    createdAt: '2026-11-20T15:00:00.000Z',
    signedAt: status === 'signed' ? '2026-11-21T15:00:00.000Z' : null,
    business: { id: 7, title: 'Cafetería del parque' },
    buyer: { id: 40 + id, fullName: `Comprador ${id}`, email: `c${id}@example.com`, identityVerified: false },
    seller: { id: 3, fullName: 'Vendedora' },
    eventCount: 3,
    lastEventAt: null,
  }) as unknown as NdaAuditItem;

function render(items: NdaAuditItem[], client = new QueryClient()) {
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <AuditResults items={items} onOpen={() => undefined} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function writeLinks(items: NdaAuditItem[]) {
  const html = render(items);
  return [...html.matchAll(/<a [^>]*href="(\/messages\/[^"]*)"[^>]*>(.*?)<\/a>/g)].map(([, href, inner]) => ({
    href,
    name: inner!.replace(/<[^>]+>/g, ''),
  }));
}

describe('"Escribir" beside the people who signed', () => {
  it('opens the conversation with each buyer who signed (table and phone card), and no one else', () => {
    const links = writeLinks([item(1, 'signed'), item(2, 'pending'), item(3, 'rejected')]);
    expect(links).toEqual([
      { href: '/messages/41', name: 'Escribir a Comprador 1' },
      { href: '/messages/41', name: 'Escribir a Comprador 1' },
    ]);
  });
});

describe('the buyer card on each row (decision 103)', () => {
  it('shows who the buyer is and their badges, in the table and on the phone card', () => {
    const client = new QueryClient();
    const card: BuyerProfileCard = {
      userId: 41,
      displayName: 'Comprador 1',
      hasProfile: true,
      profile: {
        ...emptyBuyerProfile,
        priceMinCents: 3_000_000,
        priceMaxCents: 9_000_000,
        timeline: 'later',
      },
      badges: {
        identityVerified: true,
        funds: null,
        memberSince: '2026-03-10T15:00:00.000Z',
        ndasSigned: 2,
        responseTime: 'under_1d',
      },
    };
    client.setQueryData(buyerCardKey(41), card);
    const html = render([item(1, 'signed')], client).replace(/<!-- -->/g, '');
    expect(html.match(/aria-label="Perfil de comprador de Comprador 1"/g)).toHaveLength(2);
    expect(html).toContain('Entre $30.000 y $90.000 · Más adelante');
    expect(html).toContain('2 acuerdos firmados');
    expect(html).toContain('Suele responder en un día');
  });
});

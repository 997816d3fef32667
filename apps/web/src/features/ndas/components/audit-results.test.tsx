import type { NdaAuditItem } from '@traspasa/shared/ndas';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
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

function writeLinks(items: NdaAuditItem[]) {
  const html = renderToStaticMarkup(
    <MemoryRouter>
      <AuditResults items={items} onOpen={() => undefined} />
    </MemoryRouter>,
  );
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

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AdminInvoice, AdminInvoicesResponse } from '@traspasa/shared/electronic-documents';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { InvoicesAdmin } from './invoices-admin';

const base: AdminInvoice = {
  id: 1,
  docType: '01',
  number: '001-001-000000001',
  accessKey: '0'.repeat(49),
  issueDate: '2026-12-02',
  transactionId: 10,
  buyer: { userId: 3, email: 'ana@example.com', legalName: 'Ana Lucía Peñafiel', idNumber: '1710034065' },
  totalCents: 4900,
  state: 'autorizada',
  sriMessages: [],
  authorizationNumber: '0'.repeat(49),
  authorizedAt: '2026-12-02T15:15:30.000Z',
  attempts: 1,
  lastAttemptAt: '2026-12-02T15:15:00.000Z',
  nextAttemptAt: null,
  canRetry: false,
};

function render(page: AdminInvoicesResponse) {
  const client = new QueryClient();
  client.setQueryData(['/api/admin/invoices', { state: null }], { pages: [page], pageParams: [null] });
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <InvoicesAdmin />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('InvoicesAdmin', () => {
  it('shows a returned document with the SRI message, its downloads and «Reintentar»', () => {
    const html = render({
      items: [
        {
          ...base,
          id: 2,
          number: '001-001-000000002',
          state: 'devuelta',
          authorizationNumber: null,
          authorizedAt: null,
          canRetry: true,
          sriMessages: [
            {
              identificador: '35',
              mensaje: 'ARCHIVO NO CUMPLE ESTRUCTURA XML',
              informacionAdicional: 'detalle',
              tipo: 'ERROR',
            },
          ],
        },
        base,
      ],
      nextCursor: null,
      sriEnvironment: 'pruebas',
    });
    const t = text(html);
    expect(t).toContain('Devuelta por el SRI');
    expect(t).toContain('Error 35: ARCHIVO NO CUMPLE ESTRUCTURA XML — detalle');
    expect(t).toContain('Reintentar el envío de 001-001-000000002');
    // The authorised one has no «Reintentar».
    expect(t).not.toContain('Reintentar el envío de 001-001-000000001');
    expect(html).toContain('href="/api/invoices/2/ride"');
    expect(html).toContain('href="/api/invoices/1/xml"');
    expect(t).toContain('Ambiente del SRI: pruebas');
    expect(t).toContain('$49');
  });

  it('says when sending to the SRI is not configured', () => {
    const t = text(
      render({ items: [{ ...base, state: 'sin_enviar' }], nextCursor: null, sriEnvironment: null }),
    );
    expect(t).toContain('El envío al SRI no está configurado');
    expect(t).toContain('Sin enviar al SRI');
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { OwnInvoicesResponse } from '@traspasa/shared/electronic-documents';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { OWN_INVOICES_KEY } from '../api/own-invoices';
import { InvoiceDownloads } from './invoice-downloads';

function render(data: OwnInvoicesResponse, transactionId: number) {
  const client = new QueryClient();
  client.setQueryData(OWN_INVOICES_KEY, data);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <InvoiceDownloads transactionId={transactionId} paymentLabel="Paquete Destacado" />
    </QueryClientProvider>,
  );
}

const mine: OwnInvoicesResponse = {
  items: [
    {
      id: 9,
      docType: '04',
      number: '001-001-000000002',
      transactionId: 5,
      state: 'autorizada',
      issueDate: '2026-12-03',
    },
    {
      id: 7,
      docType: '01',
      number: '001-001-000000007',
      transactionId: 5,
      state: 'sin_enviar',
      issueDate: '2026-12-02',
    },
    {
      id: 8,
      docType: '01',
      number: '001-001-000000008',
      transactionId: 6,
      state: 'generada',
      issueDate: '2026-12-02',
    },
  ],
};

describe('InvoiceDownloads', () => {
  it('links the RIDE and XML of every signed document of the payment, named for a screen reader', () => {
    const html = render(mine, 5);
    expect(html).toContain('href="/api/invoices/7/ride"');
    expect(html).toContain('href="/api/invoices/7/xml"');
    expect(html).toContain('href="/api/invoices/9/ride"');
    expect(html).toContain('Factura (PDF)');
    expect(html).toContain('Nota de crédito (PDF)');
    expect(html).toContain('001-001-000000007 de Paquete Destacado');
    expect(html).not.toContain('/api/invoices/8/');
  });

  it('shows nothing while the payment has no signed document', () => {
    expect(render(mine, 6)).toBe('');
    expect(render(mine, 99)).toBe('');
  });
});

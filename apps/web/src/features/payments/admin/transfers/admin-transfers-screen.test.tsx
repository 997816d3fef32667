// What an admin reads when reconciling a bank transfer (decision 094), rendered from a cached order.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AdminTransferOrder } from '@traspasa/shared/transfers';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { adminTransferKeys } from './admin-transfers-api';
import { approvalRequest, TransferReview } from './admin-transfers-screen';

const order: AdminTransferOrder = {
  id: 31,
  reference: 'TP-7K3M-9Q',
  status: 'por_conciliar',
  kind: 'checkout',
  productName: 'Paquete Premium x3',
  amountCents: 6900,
  subtotalCents: 6900,
  discountCents: 0,
  taxIncludedCents: 900,
  reportedCents: 4000,
  missingCents: 2900,
  expiresAt: '2026-12-05T15:30:00.000Z',
  rejectionReason: null,
  createdAt: '2026-12-02T15:30:00.000Z',
  paidAt: null,
  receipts: [
    {
      id: 8,
      fileName: 'comprobante-TP-7K3M-9Q-1.pdf',
      contentType: 'application/pdf',
      bankTransactionNumber: '44521',
      amountCents: 4000,
      uploadedAt: '2026-12-02T16:00:00.000Z',
    },
  ],
  accounts: [],
  user: { id: 4, name: 'Lucía Paredes', email: 'lucia@traspasa.test' },
  claimedBy: null,
  claimedAt: null,
  decidedAt: null,
};

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

function review(o: AdminTransferOrder) {
  const client = new QueryClient();
  client.setQueryData(adminTransferKeys.detail(o.id), o);
  return text(
    renderToStaticMarkup(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <TransferReview id={o.id} />
        </MemoryRouter>
      </QueryClientProvider>,
    ),
  );
}

describe('an admin reviewing a transfer', () => {
  it('sees the amount, the reference, what the receipts say and the three actions', () => {
    const t = review(order);
    expect(t).toContain('Transferencia TP-7K3M-9Q');
    expect(t).toContain('Lucía Paredes · lucia@traspasa.test');
    expect(t).toContain('Monto a recibir $69');
    expect(t).toContain('Indica $40 (faltan $29)');
    expect(t).toContain('Comprobante 1 · 2 dic 2026');
    expect(t).toContain('dice $40 · N.º 44521');
    expect(t).toContain('Abrir PDF');
    expect(t).toContain('Tomar para revisar');
    expect(t).toContain('Aprobar el pago de $69');
    expect(t).toContain('Rechazar el comprobante');
  });

  it('an approved transfer offers no more decisions; an expired one says it can still be approved', () => {
    const done = review({ ...order, status: 'aprobada', decidedAt: '2026-12-03T10:00:00.000Z' });
    expect(done).not.toContain('Aprobar el pago');
    expect(done).not.toContain('Rechazar el comprobante');
    const late = review({ ...order, status: 'vencida' });
    expect(late).toContain('Si el dinero llegó igual, puedes aprobarlo');
    expect(late).toContain('Aprobar el pago de $69');
  });

  it('sees the receipts’ shortfall and must confirm it to approve', () => {
    const t = review(order);
    expect(t).toContain('Los comprobantes suman $40 de $69: faltan $29');
    expect(t).toContain('Apruebo aunque faltan $29 según los comprobantes');
    expect(approvalRequest(order, '', false)).toEqual({
      error: expect.stringContaining('faltante de $29'),
    });
    expect(approvalRequest(order, ' Extracto 12/02 ', true)).toEqual({
      body: { note: 'Extracto 12/02', acceptShortfall: true },
    });
  });

  it('asks for no confirmation when the receipts cover the amount or give no amount', () => {
    const covered = {
      ...order,
      reportedCents: 6900,
      missingCents: 0,
      receipts: [{ ...order.receipts[0]!, amountCents: 6900 }],
    };
    const untyped = {
      ...order,
      reportedCents: 0,
      missingCents: 6900,
      receipts: [{ ...order.receipts[0]!, amountCents: null }],
    };
    for (const o of [covered, untyped]) {
      expect(review(o)).not.toContain('Apruebo aunque faltan');
      expect(approvalRequest(o, '', false)).toEqual({ body: {} });
    }
  });
});

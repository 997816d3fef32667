// What a buyer reads on a bank transfer's page and in the checkout (decision 094), rendered as
// the server would, from a cached order.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { CatalogProduct } from '@traspasa/shared/payments';
import type { TransferOrderView } from '@traspasa/shared/transfers';
import fc from 'fast-check';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { transferKeys } from '../api/transfers-api';
import { receiptFileProblem } from '../lib/transfer-status';
import { RECEIPT_PRIVACY_TEXT } from './receipt-upload-form';
import { TransferOption } from './transfer-option';
import { TransferOrderScreen } from './transfer-order-screen';

const order: TransferOrderView = {
  id: 12,
  reference: 'TP-7K3M-9Q',
  status: 'esperando_pago',
  kind: 'checkout',
  productName: 'Paquete Destacado',
  amountCents: 4900,
  subtotalCents: 4900,
  discountCents: 0,
  taxIncludedCents: 639,
  reportedCents: 0,
  missingCents: 4900,
  expiresAt: '2026-12-05T15:30:00.000Z',
  rejectionReason: null,
  createdAt: '2026-12-02T15:30:00.000Z',
  paidAt: null,
  receipts: [],
  accounts: [
    {
      id: 1,
      bank: 'Banco Pichincha',
      accountType: 'corriente',
      number: '2100123456',
      holder: 'Traspasa S.A.S.',
      ruc: '1793204567001',
      active: true,
    },
  ],
};

function render(node: ReactNode, client = new QueryClient()) {
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  );
}
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|\u00a0/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');

function screen(o: TransferOrderView) {
  const client = new QueryClient();
  client.setQueryData(transferKeys.order(o.id), o);
  return render(<TransferOrderScreen id={o.id} />, client);
}

describe('the transfer order page', () => {
  it('shows the exact amount with IVA, the reference, the hold deadline, each account with copy buttons and the upload', () => {
    const html = screen(order);
    const t = text(html);
    expect(t).toContain('Monto exacto $49');
    expect(t).toContain('IVA incluido ($6,39)');
    expect(t).toContain('TP-7K3M-9Q');
    expect(t).toMatch(/Reservamos tu pedido hasta el 5 de diciembre de 2026 a las \d\d:30 \(/);
    for (const value of [
      'Banco Pichincha',
      'Cuenta corriente',
      '2100123456',
      'Traspasa S.A.S.',
      '1793204567001',
    ])
      expect(t).toContain(value);
    for (const what of ['el monto', 'el código de referencia', 'número de cuenta', 'titular', 'ruc'])
      expect(t).toContain(`Copiar ${what}`);
    expect(t).toContain('Qué hacer ahora');
    expect(t).toContain('Sube tu comprobante');
    expect(t).toContain(RECEIPT_PRIVACY_TEXT);
  });

  it('shows the reason of a rejection and offers «Subir otro comprobante»', () => {
    const t = text(
      screen({
        ...order,
        status: 'rechazada',
        rejectionReason: 'El comprobante no muestra el código de referencia.',
        receipts: [
          {
            id: 3,
            fileName: 'comprobante-TP-7K3M-9Q-1.jpg',
            contentType: 'image/jpeg',
            bankTransactionNumber: '998877',
            amountCents: 4900,
            uploadedAt: '2026-12-02T16:00:00.000Z',
          },
        ],
        reportedCents: 4900,
        missingCents: 0,
      }),
    );
    expect(t).toContain('Motivo: El comprobante no muestra el código de referencia.');
    expect(t).toContain('Subir otro comprobante');
    expect(t).toContain('N.º 998877');
  });

  it('says what is still missing after a partial transfer', () => {
    const t = text(
      screen({
        ...order,
        status: 'por_conciliar',
        receipts: [
          {
            id: 4,
            fileName: 'c.pdf',
            contentType: 'application/pdf',
            bankTransactionNumber: null,
            amountCents: 2000,
            uploadedAt: '2026-12-02T16:00:00.000Z',
          },
        ],
        reportedCents: 2000,
        missingCents: 2900,
      }),
    );
    expect(t).toContain('Según los montos que indicaste, faltan $29 de $49.');
    expect(t).toContain('Estamos revisando tu comprobante.');
    expect(t).toContain('Subir otro comprobante');
  });

  it('a paid order sends to the credits and takes no more receipts', () => {
    const t = text(screen({ ...order, status: 'aprobada', paidAt: '2026-12-03T15:00:00.000Z' }));
    expect(t).toContain('Confirmamos tu pago el 3 de diciembre de 2026.');
    expect(t).toContain('Ver mi suscripción y mis créditos');
    expect(t).not.toContain('Sube tu comprobante');
    expect(t).not.toContain('Cuentas de Traspasa');
  });

  it('an expired order says the deadline passed and still takes a receipt', () => {
    const t = text(screen({ ...order, status: 'vencida' }));
    expect(t).toMatch(/El plazo para pagar terminó el 5 de diciembre de 2026/);
    expect(t).toContain('Sube tu comprobante');
  });
});

const product = (over: Partial<CatalogProduct>): CatalogProduct =>
  ({
    id: 5,
    name: 'Vendedor Profesional',
    kind: 'plan',
    period: 'anual',
    priceCents: 19000,
    features: [],
    ...over,
  }) as CatalogProduct;

describe('the checkout option', () => {
  it('offers «Transferencia o depósito bancario» for a yearly plan and a package', () => {
    for (const p of [product({}), product({ kind: 'package', period: 'unico' } as Partial<CatalogProduct>)]) {
      const t = text(render(<TransferOption product={p} discountCode={null} />));
      expect(t).toContain('Transferencia o depósito bancario');
      expect(t).toContain('reservamos tu pedido mientras transfieres');
    }
    expect(text(render(<TransferOption product={product({})} discountCode="HOLA10" />))).toContain(
      'reservamos tu pedido y tu descuento',
    );
  });

  it('says why a monthly plan is card-only, without a button', () => {
    const html = render(<TransferOption product={product({ period: 'mensual' })} discountCode={null} />);
    expect(text(html)).toContain('Los planes mensuales se pagan solo con tarjeta');
    expect(html).not.toContain('<button');
  });
});

describe('receipt files', () => {
  it('takes photos and PDFs up to 10 MB and refuses everything else in Spanish', () => {
    expect(receiptFileProblem(null)).toBe('Elige la foto o el PDF del comprobante.');
    expect(receiptFileProblem({ name: 'a.pdf', type: 'application/pdf', size: 10 })).toBeNull();
    expect(receiptFileProblem({ name: 'foto.HEIC', type: 'image/heic', size: 10 })).toMatch(
      /JPG, PNG o WebP/,
    );
    expect(receiptFileProblem({ name: 'a.jpg', type: 'image/jpeg', size: 11 * 1024 * 1024 })).toMatch(
      /10 MB/,
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 * 1024 * 1024 }),
        fc.constantFrom('jpg', 'jpeg', 'png', 'webp', 'pdf'),
        (size, ext) => receiptFileProblem({ name: `c.${ext}`, type: '', size }) === null,
      ),
    );
  });
});

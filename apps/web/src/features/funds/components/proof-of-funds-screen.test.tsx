import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { FUNDS_RETENTION_TEXT, fundsBadgeText, type MyFundsResponse } from '@traspasa/shared/funds';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FundsBadgeCard, FundsStatusCard, FundsUploadForm } from './proof-of-funds-screen';

const verification: NonNullable<MyFundsResponse['verification']> = {
  id: 7,
  status: 'rejected',
  declaredBand: '100k_500k',
  approvedBand: null,
  documentMime: 'application/pdf',
  documentSize: 1200,
  createdAt: '2026-12-01T15:00:00.000Z',
  decidedAt: '2026-12-02T15:00:00.000Z',
  rejectionReason: 'El estado de cuenta tiene más de tres meses.',
  expiresAt: null,
  hasDocument: false,
  documentsDeletedAt: '2027-01-01T15:00:00.000Z',
};

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('proof-of-funds screen', () => {
  it('shows a rejection with its reason and that the document was deleted', () => {
    const html = renderToStaticMarkup(
      <FundsStatusCard data={{ verification, badge: null, canUpload: true }} />,
    );
    expect(text(html)).toContain('Rechazada');
    expect(text(html)).toContain('Motivo: El estado de cuenta tiene más de tres meses.');
    expect(text(html)).toContain('Puedes responder subiendo otro documento');
    expect(text(html)).toMatch(/Borramos el documento el 1 de enero de 2027/);
    expect(html).not.toContain('Ver el documento enviado');
  });

  it('says when a lowered approval was verified, and offers the document while it is kept', () => {
    const html = renderToStaticMarkup(
      <FundsStatusCard
        data={{
          verification: { ...verification, status: 'approved', approvedBand: '25k_100k', hasDocument: true },
          badge: null,
          canUpload: true,
        }}
      />,
    );
    expect(text(html)).toContain('Verificamos «De $25.000 a $100.000», un rango menor que el declarado.');
    expect(html).toContain('Ver el documento enviado');
    expect(html).not.toContain('Motivo:');
  });

  it('shows a valid badge with its end, and an expired one as gone', () => {
    const badge = {
      band: '25k_100k' as const,
      verifiedAt: '2026-12-02T15:00:00.000Z',
      expiresAt: '2027-03-02T15:00:00.000Z',
      text: fundsBadgeText('25k_100k', '2026-12-02T15:00:00.000Z'),
    };
    const valid = text(renderToStaticMarkup(<FundsBadgeCard badge={{ ...badge, state: 'valid' }} />));
    expect(valid).toContain('Fondos verificados hasta $100.000 · diciembre 2026');
    expect(valid).toContain('hasta el 2 de marzo de 2027');
    const expired = text(renderToStaticMarkup(<FundsBadgeCard badge={{ ...badge, state: 'expired' }} />));
    expect(expired).toContain('Venció el 2 de marzo de 2027: ya no se muestra.');
  });

  it('states the retention and names the file field in Spanish', () => {
    const html = renderToStaticMarkup(
      <QueryClientProvider client={new QueryClient()}>
        <FundsUploadForm again />
      </QueryClientProvider>,
    );
    expect(text(html)).toContain(FUNDS_RETENTION_TEXT);
    expect(text(html)).toContain('Subir otro documento');
    expect(text(html)).toContain('Elegir archivo');
    expect(text(html)).toContain('Ningún archivo elegido');
    expect(html).toMatch(/<input[^>]*type="file"[^>]*accept="application\/pdf,image\/jpeg,image\/png/);
    for (const label of [
      'Hasta $25.000',
      'De $25.000 a $100.000',
      'De $100.000 a $500.000',
      'Más de $500.000',
    ])
      expect(html).toContain(`>${label}</option>`);
  });
});

import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import type { PublicUser } from '@traspasa/shared/auth';
import type { AdminFundsDetail } from '@traspasa/shared/funds';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { type Session, USER_QUERY_KEY } from '@/lib/session';
import { fundsKeys } from '../api/funds-api';
import { FundsReview } from './admin-funds-screen';

// As the browser shows it once hydrated: useUser answers with the session the user query holds.
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

const detail: AdminFundsDetail = {
  id: 12,
  userId: 40,
  userName: 'Diego Paredes',
  email: 'diego@example.com',
  status: 'pending',
  declaredBand: '100k_500k',
  approvedBand: null,
  createdAt: '2026-12-02T15:00:00.000Z',
  decidedAt: null,
  claimedByName: null,
  claimedById: null,
  claimedAt: null,
  decidedByName: null,
  rejectionReason: null,
  expiresAt: null,
  documentMime: 'application/pdf',
  documentSize: 2048,
  hasDocument: true,
  documentsDeletedAt: null,
  previousUploads: 1,
};

function render(d: AdminFundsDetail, adminId = 7) {
  const client = new QueryClient();
  client.setQueryData(USER_QUERY_KEY, { id: adminId, role: 'admin' } as PublicUser);
  client.setQueryData(fundsKeys.adminDetail(d.id), d);
  const html = renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <FundsReview id={d.id} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { html, text: html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ') };
}

describe('the funds review', () => {
  it('asks to claim a pending upload before deciding it', () => {
    const { text } = render(detail);
    expect(text).toContain('Comprobante de Diego Paredes');
    expect(text).toContain('Tomar para revisar');
    expect(text).toContain('Abrir el documento (PDF)');
    expect(text).not.toContain('Aprobar con este rango');
  });

  it('lets the reviewer who holds it approve the declared band or a lower one, never a higher one', () => {
    const { html, text } = render({ ...detail, status: 'in_review', claimedById: 7, claimedByName: 'Ana' });
    expect(text).toContain('Aprobar con este rango');
    expect(text).toContain('Rechazar');
    expect(text).not.toContain('Tomar para revisar');
    const options = [...html.matchAll(/<option value="([^"]+)"/g)].map((m) => m[1]);
    expect(options).toEqual(['hasta_25k', '25k_100k', '100k_500k']);
  });

  it('shows a decided upload without actions, with its decision and the deleted document', () => {
    const { text } = render({
      ...detail,
      status: 'rejected',
      decidedAt: '2026-12-03T15:00:00.000Z',
      decidedByName: 'Ana',
      rejectionReason: 'El certificado no muestra el saldo.',
      hasDocument: false,
      documentsDeletedAt: '2027-01-02T15:00:00.000Z',
    });
    expect(text).toContain('El certificado no muestra el saldo.');
    expect(text).toMatch(/El documento se borró el 2 de enero de 2027/);
    expect(text).not.toContain('Tomar para revisar');
    expect(text).not.toContain('Aprobar con este rango');
  });
});

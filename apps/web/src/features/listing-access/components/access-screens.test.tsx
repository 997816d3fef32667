import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AccessRequestItem, BuyerAccessView } from '@traspasa/shared/listing-access';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { historyDetailLines } from '../admin/lib/history-details';
import { accessErrorMessage } from '../lib/errors';
import { questionHref } from '../lib/question-href';
import { AccessActions } from './access-actions';
import { AccessRequirementsView } from './access-requirements';
import { BuyerAccessNoticeView } from './buyer-access-notice';

const render = (node: ReactNode) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  );
/** The visible text, tags removed, for assertions on what a person reads. */
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const buttons = (html: string) =>
  [...html.matchAll(/<button[^>]*>(.*?)<\/button>/g)].map(([, inner]) => text(inner!).trim());

const view = (over: Partial<BuyerAccessView> = {}): BuyerAccessView => ({
  businessId: 7,
  mode: 'approval',
  requirements: [],
  missingText: null,
  nextStepText: 'El vendedor revisa las solicitudes; suele responder en 2 días.',
  state: null,
  ndaSigned: false,
  message: null,
  requestedAt: null,
  decidedAt: null,
  reason: null,
  expiresAt: null,
  canRequest: false,
  hasAccess: false,
  ...over,
});

describe('what the seller requires, before signing', () => {
  it('says nothing on an immediate listing without requirements', () => {
    expect(render(<AccessRequirementsView view={view({ mode: 'immediate', nextStepText: null })} />)).toBe(
      '',
    );
  });

  it('on an approval listing: the seller approves, the funds requirement unmet with its link, what is missing and the response time', () => {
    const html = render(
      <AccessRequirementsView
        view={view({
          requirements: [
            { kind: 'identity', label: 'Identidad verificada', met: true, path: '/identity-verification' },
            {
              kind: 'funds',
              label:
                'Fondos verificados que cubran el precio ($80.000): rango de $25.000 a $100.000 o superior',
              met: false,
              path: '/buyer/proof-of-funds',
            },
          ],
          missingText:
            'Para dar acceso a la información confidencial, este vendedor pide fondos verificados que cubran el precio ($80.000): rango de $25.000 a $100.000 o superior.',
        })}
      />,
    );
    const t = text(html);
    expect(t).toContain('El vendedor aprueba cada solicitud.');
    expect(t).toContain(
      'Fondos verificados que cubran el precio ($80.000): rango de $25.000 a $100.000 o superior (te falta)',
    );
    expect(html).toContain('href="/buyer/proof-of-funds"');
    expect(t).toContain(
      'Para dar acceso a la información confidencial, este vendedor pide fondos verificados que cubran el precio ($80.000): rango de $25.000 a $100.000 o superior.',
    );
    expect(t).toContain('suele responder en 2 días');
    // Identity is the verified-buyers note's (it offers the verification itself).
    expect(t).not.toContain('Identidad verificada');
  });

  it('a met funds requirement says so and links nowhere', () => {
    const html = render(
      <AccessRequirementsView
        view={view({
          mode: 'immediate',
          nextStepText: null,
          requirements: [
            { kind: 'funds', label: 'Fondos verificados', met: true, path: '/buyer/proof-of-funds' },
          ],
        })}
      />,
    );
    expect(text(html)).toContain('Fondos verificados (lo cumples)');
    expect(html).not.toContain('href=');
  });
});

describe("the buyer's request once signed", () => {
  it('nothing when access is granted or there is no request', () => {
    expect(render(<BuyerAccessNoticeView view={view({ state: 'granted', hasAccess: true })} />)).toBe('');
    expect(render(<BuyerAccessNoticeView view={view()} />)).toBe('');
  });

  it('sent: when, the response time, when it expires and the message', () => {
    const t = text(
      render(
        <BuyerAccessNoticeView
          view={view({
            state: 'requested',
            ndaSigned: true,
            requestedAt: '2026-12-01T15:00:00.000Z',
            expiresAt: '2026-12-15T15:00:00.000Z',
            message: 'Tengo dos cafeterías.',
          })}
        />,
      ),
    );
    expect(t).toContain('Tu solicitud de acceso está en manos del vendedor');
    expect(t).toContain('enviaste tu solicitud el 1 de diciembre de 2026');
    expect(t).toContain('suele responder en 2 días');
    expect(t).toContain('la solicitud vence el 15 de diciembre de 2026');
    expect(t).toContain('Tu mensaje al vendedor Tengo dos cafeterías.');
  });

  it("declined and revoked: the seller's reason; no way to send it again", () => {
    const declined = render(
      <BuyerAccessNoticeView
        view={view({ state: 'declined', ndaSigned: true, reason: 'Busco experiencia en el sector.' })}
      />,
    );
    expect(text(declined)).toContain('El vendedor rechazó tu solicitud de acceso');
    expect(text(declined)).toContain('Motivo del vendedor Busco experiencia en el sector.');
    expect(buttons(declined)).toEqual([]);
    const revoked = text(
      render(<BuyerAccessNoticeView view={view({ state: 'revoked', ndaSigned: true })} />),
    );
    expect(revoked).toContain('El vendedor revocó tu acceso a este negocio');
    expect(revoked).toContain('Ya no ves la parte confidencial ni los documentos');
    expect(revoked).not.toContain('Motivo del vendedor');
  });

  it('expired: the request can be sent again, with an optional message', () => {
    const html = render(
      <BuyerAccessNoticeView view={view({ state: 'expired', ndaSigned: true, canRequest: true })} />,
    );
    expect(text(html)).toContain('Tu solicitud de acceso venció sin respuesta');
    expect(text(html)).toContain('Mensaje para el vendedor (opcional)');
    expect(buttons(html)).toEqual(['Enviar la solicitud de nuevo']);
  });
});

const request = (state: AccessRequestItem['state']): AccessRequestItem => ({
  id: 31,
  business: { id: 7, slug: 'cafeteria-del-parque', title: 'Cafetería del parque', accessMode: 'approval' },
  buyer: {
    id: 41,
    fullName: 'Andrea Guerrero',
    identityVerified: true,
    memberSince: '2026-01-10T00:00:00Z',
    card: null,
  },
  state,
  message: null,
  requestedAt: '2026-12-01T15:00:00.000Z',
  decidedAt: null,
  reason: null,
  expiresAt: null,
  conversationId: null,
});

describe("the seller's answers", () => {
  it('an open request: approve, decline or ask, each naming the buyer', () => {
    expect(buttons(render(<AccessActions request={request('requested')} />))).toEqual([
      'Aprobar a Andrea Guerrero',
      'Rechazar a Andrea Guerrero',
      'Hacer una pregunta a Andrea Guerrero',
    ]);
  });

  it('granted access can only be revoked; a declined or expired one approved again, a revoked one given back', () => {
    expect(buttons(render(<AccessActions request={request('granted')} />))).toEqual([
      'Revocar acceso de Andrea Guerrero',
    ]);
    for (const state of ['declined', 'expired'] as const) {
      expect(buttons(render(<AccessActions request={request(state)} />))).toEqual([
        'Aprobar a Andrea Guerrero',
      ]);
    }
    expect(buttons(render(<AccessActions request={request('revoked')} />))).toEqual([
      'Devolver el acceso a Andrea Guerrero',
    ]);
  });

  it('«Hacer una pregunta» leads to the conversation with the buyer about that listing', () => {
    expect(questionHref(41, 7)).toBe('/messages/41?businessId=7');
  });
});

describe('errors and the admin history', () => {
  it("the server's Spanish sentence first, else the feature's by status", () => {
    const withMessage = new ApiError(
      403,
      'Forbidden',
      JSON.stringify({ error: { code: 'FORBIDDEN', message: 'Este vendedor pide fondos verificados.' } }),
    );
    expect(accessErrorMessage(withMessage)).toBe('Este vendedor pide fondos verificados.');
    expect(accessErrorMessage(new ApiError(404, 'Not Found', ''))).toBe(
      'Esta solicitud ya no existe o no es de tus anuncios.',
    );
    expect(accessErrorMessage(new ApiError(500, 'Error', ''))).toBe(
      'No pudimos completar la acción. Inténtalo de nuevo en unos segundos.',
    );
  });

  it("an entry's details: the buyer's message, the reason, an admin's revocation, the settings before and after", () => {
    expect(historyDetailLines({ kind: 'requested', details: { message: ' Hola ' } })).toEqual([
      'Mensaje del comprador: «Hola»',
    ]);
    expect(historyDetailLines({ kind: 'revoked', details: { reason: 'Fraude', by: 'admin' } })).toEqual([
      'Motivo: «Fraude»',
      'Revocado por la administración',
    ]);
    expect(
      historyDetailLines({
        kind: 'settings_changed',
        details: {
          before: { accessMode: 'immediate', requireVerifiedFunds: false },
          after: { accessMode: 'approval', requireVerifiedFunds: true },
        },
      }),
    ).toEqual(['Acceso inmediato al firmar → Yo apruebo cada solicitud · fondos verificados']);
    expect(historyDetailLines({ kind: 'expired', details: {} })).toEqual([]);
  });
});

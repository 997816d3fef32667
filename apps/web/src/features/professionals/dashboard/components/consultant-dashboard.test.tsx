import type { ConsultantDashboard, OwnProfessional } from '@traspasa/shared/content';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ConsultantDashboardView } from './consultant-dashboard';

const professional = {
  id: 4,
  name: 'Luis Espinosa',
  status: 'rejected',
  changesPending: false,
  rejectionReason: 'Falta tu número de registro profesional.',
  submittedAt: '2026-03-02T15:00:00.000Z',
  reviewedAt: '2026-03-03T15:00:00.000Z',
} as OwnProfessional;

const views = Array.from({ length: 30 }, (_, i) => ({
  day: `2026-03-${String(i + 1).padStart(2, '0')}`,
  views: i === 29 ? 7 : 0,
}));

function render(data: ConsultantDashboard) {
  return renderToStaticMarkup(
    <MemoryRouter>
      <ConsultantDashboardView data={data} />
    </MemoryRouter>,
  );
}

describe('the consultant dashboard', () => {
  it('shows a rejected entry with its reason and the way to fix it', () => {
    const html = render({ professional, views, totalViews: 7, conversations: 2, unreadConversations: 1 });
    expect(html).toContain('Tu ficha: Rechazado');
    expect(html).toContain('Falta tu número de registro profesional.');
    expect(html).toContain('href="/consultant/professional"');
    expect(html).not.toContain('Ver mi página pública');
    expect(html).toContain('1 sin leer');
    // The numbers behind the bars are readable by screen readers.
    expect(html).toMatch(/<td>[^<]+<\/td><td>7<\/td>/);
  });

  it('links an approved entry to its public page', () => {
    const html = render({
      professional: { ...professional, status: 'approved', rejectionReason: null },
      views,
      totalViews: 7,
      conversations: 0,
      unreadConversations: 0,
    });
    expect(html).toContain('Tu ficha: Publicado');
    expect(html).toContain('href="/professionals/4"');
    expect(html).not.toContain('Falta tu número');
  });

  it('says a published entry stays public while its changes wait, and why refused changes were not published', () => {
    const waiting = render({
      professional: { ...professional, status: 'approved', changesPending: true, rejectionReason: null },
      views,
      totalViews: 7,
      conversations: 0,
      unreadConversations: 0,
    });
    expect(waiting).toContain('Tu ficha: Publicado · cambios en revisión');
    expect(waiting).toContain('Sigue en el directorio como la aprobamos');
    expect(waiting).toContain('href="/professionals/4"');
    const refused = render({
      professional: { ...professional, status: 'approved', changesPending: false },
      views,
      totalViews: 7,
      conversations: 0,
      unreadConversations: 0,
    });
    expect(refused).toContain('no publicamos tus últimos cambios');
    expect(refused).toContain('Falta tu número de registro profesional.');
    expect(refused).toContain('href="/professionals/4"');
  });

  it('invites a consultant without an entry to create one', () => {
    const html = render({
      professional: null,
      views: [],
      totalViews: 0,
      conversations: 0,
      unreadConversations: 0,
    });
    expect(html).toContain('Aún no tienes una ficha en el directorio');
    expect(html).toContain('Crear mi ficha');
  });
});

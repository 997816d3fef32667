import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { MySubscription, SubscriptionView } from '@traspasa/shared/payments';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ProfilePlan } from './profile-plan';
import { SubscriptionOverview } from './subscription-overview';

function render(node: ReactNode) {
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  );
}
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

const planFeatures = [
  { name: 'fotos_adicionales', description: 'Hasta 25 fotos en cada anuncio, sea cual sea su paquete.' },
  { name: 'acuerdos_ilimitados', description: 'Solicita acuerdos de confidencialidad sin límite.' },
];
const noPlan: MySubscription = {
  subscription: null,
  features: [],
  planFeatures,
  canManagePaymentMethod: false,
};
const cancelling: SubscriptionView = {
  id: 3,
  productId: 1,
  productName: 'Comprador Pro',
  period: 'mensual',
  priceCents: 1900,
  status: 'active',
  currentPeriodEnd: '2026-12-20T15:00:00.000Z',
  cancelAtPeriodEnd: true,
  graceUntil: null,
  state: { key: 'cancelling', label: 'Cancelada al final del período', live: true },
  features: [planFeatures[1]!],
};

describe('what /subscription promises someone without a plan', () => {
  it('lists what the plans on sale grant, as the server sent it, and nothing else', () => {
    const page = text(render(<SubscriptionOverview data={noPlan} />));
    expect(page).toContain('Todavía no tienes un plan');
    for (const f of planFeatures) expect(page).toContain(f.description);
    expect(page).not.toMatch(/estadísticas|prioritaria/);
  });
});

describe("the profile's plan and /subscription say the same", () => {
  it('names the plan and its state as /subscription does: Comprador Pro · Cancelada al final del período', () => {
    const data: MySubscription = { ...noPlan, subscription: cancelling };
    const profile = text(render(<ProfilePlan data={data} pending={false} failed={false} />));
    expect(profile).toContain('Comprador Pro');
    expect(profile).toContain('Cancelada al final del período');
    expect(profile).not.toMatch(/Profesional|Activa/);
    const subscription = text(render(<SubscriptionOverview data={data} />));
    expect(subscription).toContain('Comprador Pro');
    expect(subscription).toContain('Cancelada al final del período');
  });

  it('says Gratis and offers the plans without one', () => {
    const html = render(<ProfilePlan data={noPlan} pending={false} failed={false} />);
    expect(text(html)).toContain('Gratis');
    expect(html).toContain('href="/subscription-plans"');
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { emptyBuyerProfile } from '@traspasa/shared/buyer-profiles';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BuyerProfileForm } from './buyer-profile-form';

function render(profile = emptyBuyerProfile) {
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <BuyerProfileForm profile={profile} />
    </QueryClientProvider>,
  ).replace(/<!-- -->/g, '');
}

describe('BuyerProfileForm', () => {
  it('labels every field in Spanish and groups the choices under a legend', () => {
    const html = render();
    for (const label of [
      'Presentación',
      'Experiencia con negocios',
      'Dónde buscas',
      'Precio desde',
      'Precio hasta',
    ]) {
      expect(html).toMatch(new RegExp(`<label[^>]*for="[^"]+"[^>]*>${label}`));
    }
    expect(html).toContain('<legend class="text-sm font-medium text-foreground">Sectores</legend>');
    expect(html).toContain('<legend class="text-sm font-medium text-foreground">Cómo pagarías</legend>');
    expect(html).toContain(
      '<legend class="text-sm font-medium text-foreground">Cuándo quieres comprar</legend>',
    );
    expect(html).toContain('Financiamiento del vendedor');
    expect(html).toContain('En los próximos 3 meses');
    expect(html).toContain('Tu perfil de comprador está al 0 %');
  });

  it('shows a saved profile as typed in Ecuador, with its completeness', () => {
    const html = render({
      ...emptyBuyerProfile,
      presentation: 'Busco una ferretería en Cuenca para dirigirla con mi hermano.',
      places: ['Cuenca', 'Azogues'],
      priceMinCents: 2_500_000,
      priceMaxCents: 8_000_050,
      timeline: 'later',
    });
    expect(html).toContain('value="25.000"');
    expect(html).toContain('value="80.000,50"');
    expect(html).toContain('Tu perfil de comprador está al 57 %');
    expect(html).toContain('Tu experiencia con negocios');
  });
});

import type { BuyerProfileCard } from '@traspasa/shared/buyer-profiles';
import { emptyBuyerProfile } from '@traspasa/shared/buyer-profiles';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BuyerProfileCardView, priceRangeText } from './buyer-profile-card';

const card: BuyerProfileCard = {
  userId: 41,
  displayName: 'Carla Compradora Pérez',
  hasProfile: true,
  profile: {
    presentation: 'Busco una panadería en marcha en el norte de Quito.',
    experience: 'Seis años al frente de una cafetería familiar.',
    sectors: ['restaurant', 'retail'],
    places: ['Quito', 'Cumbayá', 'Tumbaco'],
    priceMinCents: 3_000_000,
    priceMaxCents: 9_000_000,
    fundingMethods: ['own_funds', 'bank_credit'],
    timeline: 'in_3_to_6_months',
    linkedinUrl: 'https://www.linkedin.com/in/carla',
    companyName: 'Inversiones Carla',
  },
  badges: {
    identityVerified: true,
    funds: {
      band: '25k_100k',
      verifiedAt: '2026-12-01T15:00:00.000Z',
      expiresAt: '2027-03-01T15:00:00.000Z',
      state: 'valid',
      text: 'Fondos verificados hasta $100.000 · diciembre 2026',
    },
    memberSince: '2026-03-10T15:00:00.000Z',
    ndasSigned: 1,
    responseTime: 'under_2h',
  },
};

const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe('BuyerProfileCardView', () => {
  it('compact: name, company, every badge in words, what they look for, and a closed «Ver perfil completo»', () => {
    const html = renderToStaticMarkup(<BuyerProfileCardView card={card} />);
    const shown = text(html);
    expect(shown).toContain('Carla Compradora Pérez Inversiones Carla');
    expect(shown).toContain('Identidad verificada');
    expect(shown).toContain('Fondos verificados hasta $100.000 · diciembre 2026');
    expect(shown).toContain('En Traspasa desde marzo de 2026');
    expect(shown).toContain('1 acuerdo firmado');
    expect(shown).toContain('Suele responder en menos de 2 horas');
    expect(shown).toContain('Busca: Entre $30.000 y $90.000 · De 3 a 6 meses');
    expect(html).toMatch(/aria-expanded="false"[^>]*>Ver perfil completo/);
    expect(shown).not.toContain('Seis años');
  });

  it('expanded: the presentation, the details and a LinkedIn link that opens apart', () => {
    const html = renderToStaticMarkup(<BuyerProfileCardView card={card} variant="expanded" />);
    const shown = text(html);
    expect(shown).toContain('Busco una panadería en marcha en el norte de Quito.');
    expect(shown).toContain('Sectores Restaurantes y Comercio minorista');
    expect(shown).toContain('Dónde busca Quito, Cumbayá y Tumbaco');
    expect(shown).toContain('Cómo pagaría Fondos propios y Crédito bancario');
    expect(html).toContain(
      'href="https://www.linkedin.com/in/carla" target="_blank" rel="noopener noreferrer nofollow"',
    );
    expect(html).not.toContain('Ver perfil completo');
  });

  it('leaves the name out where it is already beside the card, keeping it in the accessible name', () => {
    const html = renderToStaticMarkup(<BuyerProfileCardView card={card} showName={false} />);
    expect(html).toContain('aria-label="Perfil de comprador de Carla Compradora Pérez"');
    expect(html).not.toContain('>Carla Compradora Pérez</p>');
    expect(renderToStaticMarkup(<BuyerProfileCardView card={card} />)).toContain(
      '>Carla Compradora Pérez</p>',
    );
    expect(text(html)).toContain('Inversiones Carla');
  });

  it('a buyer without a profile or badges: says so, an expired funds badge says it expired', () => {
    const bare: BuyerProfileCard = {
      ...card,
      hasProfile: false,
      profile: emptyBuyerProfile,
      badges: {
        ...card.badges,
        identityVerified: false,
        funds: { ...card.badges.funds!, state: 'expired' },
        ndasSigned: 0,
        responseTime: null,
      },
    };
    const shown = text(renderToStaticMarkup(<BuyerProfileCardView card={bare} />));
    expect(shown).toContain('Aún no completó su perfil de comprador.');
    expect(shown).toContain('Identidad aún no verificada');
    expect(shown).toContain('diciembre 2026 (vencido)');
    expect(shown).toContain('0 acuerdos firmados');
    expect(shown).not.toContain('Suele');
    expect(shown).not.toContain('Ver perfil completo');
  });
});

describe('priceRangeText', () => {
  it.each([
    [3_000_000, 9_000_000, 'Entre $30.000 y $90.000'],
    [3_000_000, null, 'Desde $30.000'],
    [null, 9_000_050, 'Hasta $90.000,50'],
    [5_000_000, 5_000_000, 'Alrededor de $50.000'],
    [null, null, null],
  ])('%s – %s → %s', (min, max, expected) => {
    expect(priceRangeText(min, max)).toBe(expected);
  });
});

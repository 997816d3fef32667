import type { ListingSeller } from '@traspasa/shared/businesses';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { BusinessDetail } from '@/lib/listings/types';
import { listingMainAction } from '../lib/main-action';
import { listingShareUrl, whatsappShareUrl } from '../lib/share';
import { mainActionLink } from './listing-action-bar';
import { SellerCard } from './seller-card';
import { arrivedUnlocked } from './unlocked-banner';

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const seller = (over: Partial<ListingSeller> = {}): ListingSeller => ({
  displayName: 'María F.',
  identityVerified: true,
  memberSince: '2024-03-05T15:00:00.000Z',
  replyTime: 'under_2h',
  ...over,
});

describe('the seller card', () => {
  it('shows the name, the verified badge, since when and the usual reply time', () => {
    const shown = text(renderToStaticMarkup(<SellerCard seller={seller()} />));
    expect(shown).toContain('María F.');
    expect(shown).toContain('Identidad verificada');
    expect(shown).toContain('En Traspasa desde marzo de 2024');
    expect(shown).toContain('Suele responder en menos de 2 horas');
  });

  it('says "en un día" for a seller who answers within the day', () => {
    const shown = text(renderToStaticMarkup(<SellerCard seller={seller({ replyTime: 'under_1d' })} />));
    expect(shown).toContain('Suele responder en un día');
  });

  it('says nothing about reply time without enough data, and never claims a verification that is not there', () => {
    const shown = text(
      renderToStaticMarkup(<SellerCard seller={seller({ replyTime: null, identityVerified: false })} />),
    );
    expect(shown).not.toMatch(/responde/i);
    expect(shown).not.toContain('Identidad verificada');
    expect(shown).toContain('Identidad aún no verificada');
  });
});

describe('sharing a listing', () => {
  it('sends the title and the canonical address to WhatsApp, without the page query', () => {
    const url = listingShareUrl('https://traspasa.test', '/businesses/cafeteria-cumbaya');
    expect(url).toBe('https://traspasa.test/businesses/cafeteria-cumbaya');
    const link = whatsappShareUrl('Cafetería & panadería en Cumbayá', url);
    expect(link.startsWith('https://wa.me/?text=')).toBe(true);
    const message = new URL(link).searchParams.get('text');
    expect(message).toBe(
      'Cafetería & panadería en Cumbayá — en venta en Traspasa: https://traspasa.test/businesses/cafeteria-cumbaya',
    );
  });
});

const listing = (over: Partial<BusinessDetail> = {}): BusinessDetail => ({
  id: 12,
  title: 'Ferretería en Cuenca',
  category: 'retail',
  status: 'approved',
  access: { ndaStatus: null, canViewConfidential: false, canMessage: false },
  ...over,
});

const actionFor = (business: BusinessDetail, gate: Parameters<typeof listingMainAction>[1] = 'open') => {
  const action = listingMainAction(business, gate);
  return action ? mainActionLink(action, business.id, '/businesses/ferreteria') : null;
};

describe('the phone bar offers the main action for where the viewer stands', () => {
  it('a visitor or a buyer without an agreement: sign it, coming back to the listing', () => {
    expect(actionFor(listing())).toEqual({
      label: 'Firmar acuerdo',
      to: '/nda-signature/12/%2Fbusinesses%2Fferreteria',
    });
  });

  it('a seller who signs with verified buyers only, and an unverified buyer: verify first', () => {
    expect(actionFor(listing({ requireVerifiedBuyer: true }), 'verify')).toEqual({
      label: 'Verificar mi identidad',
      to: '/identity-verification',
    });
  });

  it('an agreement waiting for the enhanced signature: follow it', () => {
    const pending = listing({
      access: { ndaStatus: 'pending', canViewConfidential: false, canMessage: false },
    });
    expect(actionFor(pending)?.label).toBe('Ver estado de tu acuerdo');
  });

  it('a signed agreement: write to the seller', () => {
    const signed = listing({
      sellerId: 5,
      access: { ndaStatus: 'signed', canViewConfidential: true, canMessage: true },
    });
    expect(actionFor(signed)).toEqual({ label: 'Contactar al vendedor', to: '/messages/5?businessId=12' });
  });

  it('signed but the seller cannot be written to: read the confidential part', () => {
    const signed = listing({ access: { ndaStatus: 'signed', canViewConfidential: true, canMessage: false } });
    expect(actionFor(signed)).toEqual({
      label: 'Ver información confidencial',
      to: '#informacion-confidencial',
    });
  });

  it('no bar on a sold listing, nor for its seller or an admin', () => {
    expect(actionFor(listing({ status: 'sold' }))).toBeNull();
    const owner = listing({ access: { ndaStatus: null, canViewConfidential: true, canMessage: false } });
    expect(actionFor(owner)).toBeNull();
  });
});

describe('the "Desbloqueado" moment', () => {
  it('comes from the signing screen (history state) or from the address, nothing else', () => {
    expect(arrivedUnlocked({ desbloqueado: true }, '')).toBe(true);
    expect(arrivedUnlocked(null, '?desbloqueado=1')).toBe(true);
    expect(arrivedUnlocked(null, '')).toBe(false);
    expect(arrivedUnlocked({ desbloqueado: 'sí' }, '?desbloqueado=0')).toBe(false);
  });
});

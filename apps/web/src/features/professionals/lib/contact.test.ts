import { describe, expect, it } from 'vitest';
import { contactLinks } from './contact';

describe('contactLinks', () => {
  it('offers mail, a tap-to-call and WhatsApp for an Ecuadorian mobile', () => {
    expect(contactLinks('consultor@traspasa.test · Celular: +593 99 451 2280')).toEqual([
      { href: 'mailto:consultor@traspasa.test', label: 'consultor@traspasa.test', kind: 'email' },
      { href: 'tel:+593994512280', label: 'Llamar al +593\u00a099\u00a0451\u00a02280', kind: 'phone' },
      { href: 'https://wa.me/593994512280', label: 'WhatsApp', kind: 'whatsapp' },
    ]);
    expect(contactLinks('Celular 0998124456').map((l) => l.href)).toEqual([
      'tel:0998124456',
      'https://wa.me/593998124456',
    ]);
  });

  it('gives a landline only a call, and free text or nothing no link at all', () => {
    expect(contactLinks('jp.zambrano@traspasa.test · Teléfono: +593 4 260 3318').map((l) => l.kind)).toEqual([
      'email',
      'phone',
    ]);
    expect(contactLinks('Escríbeme por LinkedIn')).toEqual([]);
    expect(contactLinks(null)).toEqual([]);
    expect(contactLinks('https://estudio.ec')).toEqual([
      { href: 'https://estudio.ec', label: 'estudio.ec', kind: 'web' },
    ]);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { billingIdentityInput } from './invoices.ts';

const ruc = '1710034065001';
const issuesByPath = (input: unknown) => {
  const r = billingIdentityInput.safeParse(input);
  expect(r.success).toBe(false);
  return Object.fromEntries(r.error!.issues.map((i) => [i.path.join('.'), i.message]));
};

// Characters XML 1.0 cannot hold: the XML builder drops them, so a name made only of them
// became an empty razonSocialComprador that the XSD refuses (decision 092).
const notXml = fc.oneof(
  fc.integer({ min: 0, max: 0x1f }).filter((c) => c !== 0x09 && c !== 0x0a && c !== 0x0d),
  fc.constantFrom(0xfffe, 0xffff),
  fc.integer({ min: 0xd800, max: 0xdfff }),
);

describe('billingIdentityInput: characters XML cannot hold', () => {
  it('refuses a name or an address with a control character, U+FFFE/FFFF or a lone surrogate, in Spanish', () => {
    fc.assert(
      fc.property(notXml, fc.boolean(), (code, alone) => {
        const ch = String.fromCharCode(code);
        // \v and \f alone are trimmed away: a blank name, refused as one.
        if (alone && ch.trim() === '') {
          expect(issuesByPath({ idType: '04', idNumber: ruc, legalName: ch }).legalName).toMatch(
            /razón social/,
          );
          return;
        }
        const bad = alone ? ch : `Ana ${ch}Pérez`;
        const byName = issuesByPath({ idType: '04', idNumber: ruc, legalName: bad });
        expect(byName.legalName).toMatch(/caracteres que la factura no admite/);
        const byAddress = issuesByPath({ idType: '04', idNumber: ruc, legalName: 'Ana Pérez', address: bad });
        expect(byAddress.address).toMatch(/caracteres que la factura no admite/);
      }),
    );
  });

  it('refuses a name that is blank after trimming', () => {
    for (const legalName of ['   ', '\t\u00a0\ufeff ', '\u3000']) {
      expect(issuesByPath({ idType: '05', idNumber: '1710034065', legalName }).legalName).toMatch(
        /razón social/,
      );
    }
  });

  it('keeps names with accents, ñ, emoji and astral letters', () => {
    for (const legalName of ['Muñoz & Hijos Cía. Ltda.', 'Café 😀 S.A.', '𝔄𝔫𝔞 Pérez']) {
      expect(billingIdentityInput.parse({ idType: '04', idNumber: ruc, legalName }).legalName).toBe(
        legalName,
      );
    }
  });

  it('a consumidor final ignores a leftover name', () => {
    expect(billingIdentityInput.parse({ idType: '07', legalName: '\u0001' }).legalName).toBe(
      'CONSUMIDOR FINAL',
    );
  });
});

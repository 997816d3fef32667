// Review of the SRI XML (decision 092) as an attacker types a billing name: every character a
// person can send through the billing identity must still give XML that validates against the
// published XSD, and a name at the schema's 300-character limit must not be cut into an
// invalid document.
import { splitIva } from '@traspasa/shared/invoices';
import { DOMParser } from '@xmldom/xmldom';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SignedXml } from 'xml-crypto';
import type { InvoiceBuyer } from '../../db/schema/invoices.ts';
import { signDocumentXml } from './invoice-signing.service.ts';
import { facturaXml, type Issuer, notaCreditoXml } from './invoice-xml.rules.ts';
import { buildAccessKey, figuresOf } from './invoices.rules.ts';
import { makeTestP12, validateSriXml } from './invoices.test-kit.ts';

const issuer: Issuer = {
  ambiente: '1',
  ruc: '1793000000001',
  legalName: 'TRASPASA DEMO S.A.S.',
  tradeName: 'Traspasa',
  mainAddress: 'Av. Amazonas N24-03 y Wilson, Quito',
  establishment: '001',
  emissionPoint: '001',
  keepsAccounts: 'SI',
};
const header = (legalName: string, address: string | null = null) => ({
  accessKey: buildAccessKey({
    issueDate: '2026-12-02',
    docType: '01',
    ruc: issuer.ruc,
    environment: '1',
    establishment: '001',
    emissionPoint: '001',
    sequential: 7,
    numericCode: '12345678',
  }),
  sequential: 7,
  issueDate: '2026-12-02',
  buyer: {
    idType: '05',
    idNumber: '1710034065',
    legalName,
    address,
    email: 'ana@example.com',
  } satisfies InvoiceBuyer,
});
const figures = figuresOf({ code: 'prod_x', description: 'Paquete', priceCents: 6000, discountCents: 0 });
const factura = (name: string, address: string | null = null) =>
  facturaXml(issuer, header(name, address), figures, { method: '10' });
const nota = (name: string) =>
  notaCreditoXml(
    issuer,
    header(name),
    figures,
    { number: '001-001-000000006', issueDate: '2026-12-01' },
    'Devolución del pago',
  );
const buyerName = (xml: string) => /<razonSocialComprador>([^<]*)<\/razonSocialComprador>/.exec(xml)?.[1];

describe('buyer names in the SRI XML', () => {
  it('escapes & < > " \' and keeps non-Latin letters, valid against both XSDs', async () => {
    const name = `Ana "Pérez" & O'Brien <Cía> 中文 Ñandú Zoë`;
    const xml = factura(name);
    expect(buyerName(xml)).toContain('&amp;');
    expect(buyerName(xml)).toContain('&lt;Cía&gt;');
    expect(await validateSriXml(xml, 'factura')).toEqual({ valid: true, errors: [] });
    expect(await validateSriXml(nota(name), 'notaCredito')).toEqual({ valid: true, errors: [] });
  });

  it('a name of 300 characters outside the basic plane (emoji, CJK extension B) stays within the XSD', async () => {
    // 300 code points, 600 UTF-16 units: a cut at 300 units would split nothing here but
    // leaves 150 characters; a cut at 299 + an astral one splits a surrogate pair.
    const name = `${'a'.repeat(299)}😀${'𠀀'.repeat(10)}`;
    const xml = factura(name);
    const check = await validateSriXml(xml, 'factura');
    expect(check).toEqual({ valid: true, errors: [] });
    expect(xml).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });

  it('a name with control characters JSON lets through still gives a valid document', async () => {
    // The billing identity schema takes any one-line string; XML 1.0 has no place for these.
    const name = 'Ana\u0001 Pérez\u0008\u000B\u001F\uFFFE\uD800 López\u007F';
    let xml = '';
    expect(() => {
      xml = factura(name);
    }).not.toThrow();
    expect(await validateSriXml(xml, 'factura')).toEqual({ valid: true, errors: [] });
    expect(buyerName(xml)).toContain('Ana');
    expect(buyerName(xml)).toContain('López');
  });

  it('an address made only of characters XML cannot hold leaves the optional field out instead of empty', async () => {
    const xml = factura('Ana Pérez', '\u0001\u0002');
    expect(await validateSriXml(xml, 'factura')).toEqual({ valid: true, errors: [] });
  });

  it('any printable name (fast-check) gives a valid factura', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ unit: 'grapheme', minLength: 1, maxLength: 320 }),
          fc.string({ unit: 'binary', minLength: 1, maxLength: 320 }),
        ),
        async (raw) => {
          const check = await validateSriXml(factura(`Ana ${raw}`), 'factura');
          expect(check.errors).toEqual([]);
        },
      ),
      { numRuns: 25 },
    );
  }, 60_000);
});

describe('the signature over a hostile name', () => {
  it('verifies with the certificate (xml-crypto) and fails once one of its characters changes', async () => {
    const cert = makeTestP12();
    const name = `Zoë "中文" & O'Brien <Cía> 😀 Ñandú\u0001`;
    const signed = signDocumentXml(factura(name), '01', cert);
    expect(await validateSriXml(signed, 'factura')).toEqual({ valid: true, errors: [] });
    const verify = (xml: string) => {
      const doc = new DOMParser().parseFromString(xml, 'text/xml');
      const signature = doc.getElementsByTagNameNS('http://www.w3.org/2000/09/xmldsig#', 'Signature')[0];
      const verifier = new SignedXml({ publicCert: cert.certificatePem, getCertFromKeyInfo: () => null });
      verifier.loadSignature(signature as unknown as Node);
      try {
        return verifier.checkSignature(xml);
      } catch {
        return false;
      }
    };
    expect(verify(signed)).toBe(true);
    expect(verify(signed.replace('中文', '中又'))).toBe(false);
  });
});

describe('money in the documents', () => {
  it('base + IVA = total, line sums equal the totals, for every price and discount (fast-check)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000_000 }),
        fc.integer({ min: 0, max: 100 }),
        (priceCents, percent) => {
          const discountCents = Math.floor((priceCents * percent) / 100);
          if (priceCents - discountCents <= 0) return;
          const f = figuresOf({ code: 'p', description: 'd', priceCents, discountCents });
          const line = f.lines[0]!;
          expect(f.subtotalCents + f.ivaCents).toBe(priceCents - discountCents);
          expect(line.unitPriceCents - line.discountCents).toBe(line.baseCents);
          expect(line.baseCents).toBe(f.subtotalCents);
          expect(line.ivaCents).toBe(f.ivaCents);
          expect(line.discountCents).toBeGreaterThanOrEqual(0);
          // The SRI recomputes base × 15 % and tolerates a cent.
          expect(Math.abs(f.ivaCents - Math.round(f.subtotalCents * 0.15))).toBeLessThanOrEqual(1);
          expect(splitIva(priceCents - discountCents).baseCents).toBe(f.subtotalCents);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

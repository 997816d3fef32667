import { paymentMethodCodes } from '@traspasa/shared/invoices';
import { DOMParser } from '@xmldom/xmldom';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SignedXml } from 'xml-crypto';
import type { InvoiceBuyer } from '../../db/schema/invoices.ts';
import { signDocumentXml } from './invoice-signing.service.ts';
import { documentNumber, facturaXml, type Issuer, notaCreditoXml } from './invoice-xml.rules.ts';
import {
  accessKeyCheckDigit,
  buildAccessKey,
  ecuadorDay,
  figuresOf,
  paymentMethodOf,
  sriAmount,
} from './invoices.rules.ts';
import {
  DSIG_LOCAL,
  DSIG_URL,
  makeTestP12,
  publishedSriSchema,
  sriSchema,
  validateSriXml,
} from './invoices.test-kit.ts';

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
const buyer: InvoiceBuyer = {
  idType: '05',
  idNumber: '1710034065',
  legalName: 'Ana Pérez & Hijos <Cía>',
  address: 'Calle 10 de Agosto, Quito',
  email: 'ana@example.com',
};

/**
 * The SRI's modulo 11 written another way: weights listed from the left for the 48 digits
 * (…7,6,5,4,3,2 repeating, ending in 2 at the right), the remainder mapped with a table.
 */
function independentCheckDigit(key48: string): number {
  const cycle = [2, 3, 4, 5, 6, 7];
  const weights = Array.from({ length: 48 }, (_, i) => cycle[(47 - i) % 6]!);
  const total = weights.reduce((acc, w, i) => acc + w * Number(key48.charAt(i)), 0);
  const remainder = total % 11;
  const table: Record<number, number> = { 0: 0, 1: 1 };
  return remainder in table ? table[remainder]! : 11 - remainder;
}

describe('clave de acceso', () => {
  it('has the SRI layout and a check digit that an independent implementation agrees with', () => {
    const key = buildAccessKey({
      issueDate: '2026-12-02',
      docType: '01',
      ruc: issuer.ruc,
      environment: '1',
      establishment: '001',
      emissionPoint: '001',
      sequential: 123,
      numericCode: '12345678',
    });
    expect(key).toHaveLength(49);
    expect(key.slice(0, 8)).toBe('02122026');
    expect(key.slice(8, 10)).toBe('01');
    expect(key.slice(10, 23)).toBe(issuer.ruc);
    expect(key.slice(23, 24)).toBe('1');
    expect(key.slice(24, 30)).toBe('001001');
    expect(key.slice(30, 39)).toBe('000000123');
    expect(key.slice(39, 47)).toBe('12345678');
    expect(key.slice(47, 48)).toBe('1');
    expect(Number(key[48])).toBe(independentCheckDigit(key.slice(0, 48)));
  });

  it('agrees with the independent check digit for any 48 digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{48}$/), (digits) => {
        expect(accessKeyCheckDigit(digits)).toBe(independentCheckDigit(digits));
      }),
      { numRuns: 2000 },
    );
  });
});

const header = (sequential: number, docType: '01' | '04') => ({
  accessKey: buildAccessKey({
    issueDate: '2026-12-02',
    docType,
    ruc: issuer.ruc,
    environment: '1',
    establishment: '001',
    emissionPoint: '001',
    sequential,
  }),
  sequential,
  issueDate: '2026-12-02',
  buyer,
});

describe('factura and nota de crédito XML', () => {
  it('a factura with a discount validates against the SRI XSD and its sums hold', async () => {
    const figures = figuresOf({
      code: 'pkg_premium',
      description: 'Paquete Premium',
      priceCents: 2500,
      discountCents: 250,
    });
    expect(figures.subtotalCents + figures.ivaCents).toBe(2250);
    const xml = facturaXml(issuer, header(1, '01'), figures, { method: '10' });
    expect(await validateSriXml(xml, 'factura')).toEqual({ valid: true, errors: [] });
    expect(xml).toContain('<codigoPorcentaje>4</codigoPorcentaje>');
    expect(xml).toContain('<importeTotal>22.50</importeTotal>');
    expect(xml).toContain('<formaPago>10</formaPago>');
    expect(xml).toContain('Ana Pérez &amp; Hijos &lt;Cía&gt;');
  });

  it('every generated factura validates, for any price, discount, buyer and payment method', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 50, max: 99_999_999 }),
        fc.integer({ min: 0, max: 100 }),
        fc.constantFrom('04', '05', '06', '07'),
        fc.constantFrom(...paymentMethodCodes),
        fc.string({ minLength: 1, maxLength: 60 }).filter((s) => s.trim().length > 0),
        async (price, percent, idType, method, name) => {
          const figures = figuresOf({
            code: 'plan',
            description: 'Plan',
            priceCents: price,
            discountCents: Math.floor((price * percent) / 100),
          });
          const xml = facturaXml(
            issuer,
            { ...header(7, '01'), buyer: { ...buyer, idType, legalName: name } },
            figures,
            { method },
          );
          const result = await validateSriXml(xml, 'factura');
          expect(result.errors).toEqual([]);
        },
      ),
      { numRuns: 12 },
    );
  }, 120_000);

  it('a nota de crédito references its factura and validates against its XSD', async () => {
    const figures = figuresOf({
      code: 'plan',
      description: 'Plan Vendedor Profesional',
      priceCents: 2900,
      discountCents: 0,
    });
    const xml = notaCreditoXml(
      issuer,
      header(1, '04'),
      figures,
      { number: documentNumber('001', '001', 41), issueDate: '2026-11-30' },
      'Devolución del pago',
    );
    expect(await validateSriXml(xml, 'notaCredito')).toEqual({ valid: true, errors: [] });
    expect(xml).toContain('<codDocModificado>01</codDocModificado>');
    expect(xml).toContain('<numDocModificado>001-001-000000041</numDocModificado>');
    expect(xml).toContain('<fechaEmisionDocSustento>30/11/2026</fechaEmisionDocSustento>');
    expect(xml).toContain('<valorModificacion>29.00</valorModificacion>');
  });

  it('the XSD check is real: a broken document is refused', async () => {
    const figures = figuresOf({ code: 'plan', description: 'Plan', priceCents: 1900, discountCents: 0 });
    const xml = facturaXml(issuer, header(3, '01'), figures, { method: '10' }).replace(
      '<secuencial>000000003</secuencial>',
      '<secuencial>3</secuencial>',
    );
    const result = await validateSriXml(xml, 'factura');
    expect(result.valid).toBe(false);
    expect(result.errors.join(' ')).toMatch(/secuencial/);
  });

  it('formaPago: every code Traspasa emits is one the published XSD accepts; a code of table 24 is refused', async () => {
    const figures = figuresOf({ code: 'plan', description: 'Plan', priceCents: 1900, discountCents: 0 });
    for (const method of paymentMethodCodes) {
      const xml = facturaXml(issuer, header(4, '01'), figures, { method });
      expect(await validateSriXml(xml, 'factura')).toEqual({ valid: true, errors: [] });
    }
    // 19 «tarjeta de crédito» (table 24) is past the published 01–15: the schema is not widened.
    const newer = facturaXml(issuer, header(5, '01'), figures, { method: '10' }).replace(
      '<formaPago>10</formaPago>',
      '<formaPago>19</formaPago>',
    );
    const result = await validateSriXml(newer, 'factura');
    expect(result.valid).toBe(false);
    expect(result.errors.join(' ')).toMatch(/formaPago/);
  });

  it('amounts are written with two decimals', () => {
    expect(sriAmount(0)).toBe('0.00');
    expect(sriAmount(5)).toBe('0.05');
    expect(sriAmount(123456)).toBe('1234.56');
  });
});

describe('formaPago of a payment', () => {
  it('a transfer or deposit is 08, any card payment 10', () => {
    expect(paymentMethodOf({ paidBy: 'transfer', discountCents: 0 })).toBe('08');
    expect(paymentMethodOf({ discountCents: 0, subtotalCents: 2900 })).toBe('10');
    expect(paymentMethodOf(null)).toBe('10');
  });
});

describe('the SRI XSDs the tests validate against', () => {
  it.each(['factura', 'notaCredito'] as const)(
    '%s: the published file, except its xmldsig import line',
    (kind) => {
      const published = publishedSriSchema(kind).split('\n');
      const used = sriSchema(kind).split('\n');
      // Only the notaCredito file has something before its XML declaration: one blank line,
      // which the XML parser refuses and the kit drops.
      const start = published.findIndex((line) => line.startsWith('<?xml'));
      expect(start).toBe(kind === 'factura' ? 0 : 1);
      expect(published.slice(0, start).join('').trim()).toBe('');
      const body = published.slice(start);
      expect(used).toHaveLength(body.length);
      const differing = body.flatMap((line, i) => (line === used[i] ? [] : [i]));
      expect(differing).toHaveLength(1);
      const at = differing[0]!;
      expect(body[at]).toContain(`schemaLocation="${DSIG_URL}"`);
      expect(used[at]).toBe(body[at]!.replace(DSIG_URL, DSIG_LOCAL));
    },
  );
});

function verify(signedXml: string, certificatePem: string) {
  const doc = new DOMParser().parseFromString(signedXml, 'text/xml');
  const signature = doc.getElementsByTagNameNS('http://www.w3.org/2000/09/xmldsig#', 'Signature')[0];
  const verifier = new SignedXml({ publicCert: certificatePem, getCertFromKeyInfo: () => null });
  verifier.loadSignature(signature as unknown as Node);
  try {
    return verifier.checkSignature(signedXml);
  } catch {
    return false; // xml-crypto throws on some mismatches and answers false on others
  }
}

describe('XAdES-BES signature', () => {
  const cert = makeTestP12();
  const figures = figuresOf({
    code: 'pkg_premium',
    description: 'Paquete Premium',
    priceCents: 2500,
    discountCents: 0,
  });
  const signed = signDocumentXml(facturaXml(issuer, header(9, '01'), figures, { method: '10' }), '01', cert);

  it('is enveloped with SignedProperties, SigningTime, SigningCertificate and the certificate', async () => {
    expect(signed).toContain('<ds:Signature');
    expect(signed).toContain('xades:SignedProperties');
    expect(signed).toContain('xades:SigningTime');
    expect(signed).toContain('xades:SigningCertificate');
    expect(signed).toContain('<ds:X509Certificate>');
    expect(signed).toContain('http://www.w3.org/2000/09/xmldsig#rsa-sha1');
    expect(await validateSriXml(signed, 'factura')).toEqual({ valid: true, errors: [] });
  });

  it('verifies with the certificate public key', () => {
    expect(verify(signed, cert.certificatePem)).toBe(true);
  });

  it('fails after one byte of the signed document changes', () => {
    const tampered = signed.replace(
      '<importeTotal>25.00</importeTotal>',
      '<importeTotal>25.01</importeTotal>',
    );
    expect(tampered).not.toBe(signed);
    expect(verify(tampered, cert.certificatePem)).toBe(false);
  });

  it('fails with another certificate', () => {
    const other = makeTestP12();
    expect(verify(signed, other.certificatePem)).toBe(false);
  });
});

describe('dates and figures', () => {
  it('fechaEmision is the day in Ecuador, not in UTC', () => {
    // 03:30 UTC on 2 December is still 1 December at 22:30 in Guayaquil (UTC−5).
    expect(ecuadorDay(new Date('2026-12-02T03:30:00Z'))).toBe('2026-12-01');
    expect(ecuadorDay(new Date('2026-12-02T05:00:00Z'))).toBe('2026-12-02');
  });

  it("a line's unit price minus its discount is the total's base, and base + IVA the price paid", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 100 }),
        (price, percent) => {
          const discount = Math.floor((price * percent) / 100);
          const f = figuresOf({ code: 'x', description: 'x', priceCents: price, discountCents: discount });
          const line = f.lines[0]!;
          expect(line.unitPriceCents - line.discountCents).toBe(line.baseCents);
          expect(line.baseCents).toBe(f.subtotalCents);
          expect(line.discountCents).toBeGreaterThanOrEqual(0);
          expect(f.subtotalCents + f.ivaCents).toBe(price - discount);
        },
      ),
    );
  });
});

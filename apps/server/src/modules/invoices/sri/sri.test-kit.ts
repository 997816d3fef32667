// Documents for the SRI submission's tests, written straight to the tables (decision 093): a
// paid transaction and its factura, signed (a stand-in signature the fake recognises) and in
// the state a test needs. What the XML holds is the invoices module's job and its own tests.
import { randomInt } from 'node:crypto';
import type { InvoiceState } from '@traspasa/shared/invoices';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { electronicDocuments } from '../../../db/schema/invoices.ts';
import { stripeTransactions } from '../../../db/schema/payments.ts';

let sequential = 0;

/** A 49-digit access key; unique enough for one test database. */
export function accessKeyFor(seq: number): string {
  const body = `021220260117930000000011001001${String(seq).padStart(9, '0')}${String(randomInt(10_000_000, 99_999_999))}1`;
  return `${body.slice(0, 48)}${seq % 10}`;
}

export function signedXmlFor(accessKey: string, seq: number): string {
  return `<?xml version="1.0" encoding="UTF-8"?><factura id="comprobante" version="1.1.0"><infoTributaria><ambiente>1</ambiente><tipoEmision>1</tipoEmision><razonSocial>TRASPASA DEMO S.A.S.</razonSocial><ruc>1793000000001</ruc><claveAcceso>${accessKey}</claveAcceso><codDoc>01</codDoc><estab>001</estab><ptoEmi>001</ptoEmi><secuencial>${String(seq).padStart(9, '0')}</secuencial><dirMatriz>Av. Amazonas N24-03 y Wilson, Quito</dirMatriz></infoTributaria><infoFactura><obligadoContabilidad>SI</obligadoContabilidad></infoFactura><ds:Signature xmlns:ds="http://www.w3.org/2000/09/xmldsig#" Id="Signature1"><ds:SignatureValue>c2lnbmVk</ds:SignatureValue></ds:Signature></factura>`;
}

export async function insertSignedDocument(
  db: Db,
  userId: number,
  overrides: Partial<typeof electronicDocuments.$inferInsert> & { state?: InvoiceState } = {},
) {
  sequential += 1;
  const seq = sequential;
  const [tx] = await db
    .insert(stripeTransactions)
    .values({
      userId,
      amount: '50.00',
      status: 'succeeded',
      packageCount: 1,
      checkoutSessionId: `cs_sri_${accessKeyFor(0).slice(-12)}_${seq}`,
    })
    .returning({ id: stripeTransactions.id });
  const accessKey = accessKeyFor(seq);
  const [doc] = await db
    .insert(electronicDocuments)
    .values({
      docType: '01',
      transactionId: tx!.id,
      userId,
      environment: '1',
      establishment: '001',
      emissionPoint: '001',
      sequential: seq,
      accessKey,
      issueDate: '2026-12-02',
      buyer: {
        idType: '05',
        idNumber: '1710034065',
        legalName: 'Ana Lucía Peñafiel',
        address: null,
        email: null,
      },
      lines: [
        {
          code: 'PKG-PREMIUM-3',
          description: 'Paquete de 3 créditos Premium',
          quantity: 1,
          unitPriceCents: 4348,
          discountCents: 0,
          baseCents: 4348,
          ivaCents: 652,
        },
      ],
      subtotalCents: 4348,
      discountCents: 0,
      ivaCents: 652,
      totalCents: 5000,
      ivaPercent: 15,
      paymentMethod: '10',
      unsignedXml: signedXmlFor(accessKey, seq).replace(/<ds:Signature.*<\/ds:Signature>/, ''),
      signedXml: signedXmlFor(accessKey, seq),
      state: 'firmada',
      ...overrides,
    })
    .returning();
  return doc!;
}

export async function documentState(db: Db, id: number) {
  const [row] = await db.select().from(electronicDocuments).where(eq(electronicDocuments.id, id));
  return row!;
}

// The RIDE and the XML of a stored document, for its owner, an admin and the receipt mail
// (decision 093). The issuer is read from the document's own XML (what was signed and sent),
// so a later change of configuration does not alter an issued document's printout.
import { documentNumber, type OwnInvoice } from '@traspasa/shared/electronic-documents';
import type { InvoiceDocType, InvoiceState } from '@traspasa/shared/invoices';
import { XMLParser } from 'fast-xml-parser';
import type { SriSettings } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { MailAttachment } from '../../../lib/mailer.ts';
import { type DocumentRow, documentForPayment, loadDocument } from '../invoices.service.ts';
import { type RideInput, type RideIssuer, renderRidePdf, rideFileName } from './ride.pdf.ts';
import { ownDocuments } from './ride.repository.ts';

export { rideFileName } from './ride.pdf.ts';

/** Byte-identical for a missing document and someone else's (never tells them apart). */
const NOT_FOUND = 'No encontramos ese comprobante.';
const NOT_SIGNED = 'Este comprobante aún se está firmando. Vuelve a intentarlo en unos minutos.';

export interface RideDeps {
  db: Db;
  /** Fills an issuer field the document's XML lacks (the XSD requires them all, so rarely). */
  sri?: SriSettings;
  supportEmail: string;
}

const parser = new XMLParser({ ignoreAttributes: true, parseTagValue: false, trimValues: true });

type Node = Record<string, unknown>;
const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

/** The issuer as the document's XML names it; the configuration only fills what it lacks. */
export function issuerOf(xml: string, sri: SriSettings | undefined): RideIssuer {
  let root: Node = {};
  try {
    const doc = parser.parse(xml) as Node;
    root = ((doc.factura ?? doc.notaCredito) as Node | undefined) ?? {};
  } catch {
    root = {};
  }
  const tributaria = (root.infoTributaria as Node | undefined) ?? {};
  const info = ((root.infoFactura ?? root.infoNotaCredito) as Node | undefined) ?? {};
  return {
    legalName: str(tributaria.razonSocial) ?? sri?.legalName ?? '',
    tradeName: str(tributaria.nombreComercial) ?? sri?.tradeName ?? null,
    ruc: str(tributaria.ruc) ?? sri?.ruc ?? '',
    address: str(tributaria.dirMatriz) ?? sri?.mainAddress ?? '',
    accountingRequired: (str(info.obligadoContabilidad) ?? sri?.keepsAccounts) === 'SI',
  };
}

export async function rideInputOf(deps: RideDeps, row: DocumentRow): Promise<RideInput> {
  let modifies: RideInput['modifies'] = null;
  if (row.referencedDocumentId) {
    const original = await loadDocument(deps.db, row.referencedDocumentId);
    if (original) {
      modifies = {
        number: documentNumber(original.establishment, original.emissionPoint, original.sequential),
        issueDate: original.issueDate,
        reason: row.reason ?? 'Devolución del pago',
      };
    }
  }
  return {
    docType: row.docType as InvoiceDocType,
    issuer: issuerOf(row.signedXml ?? row.unsignedXml, deps.sri),
    establishment: row.establishment,
    emissionPoint: row.emissionPoint,
    sequential: row.sequential,
    accessKey: row.accessKey,
    environment: row.environment,
    issueDate: row.issueDate,
    state: row.state as InvoiceState,
    authorizationNumber: row.authorizationNumber,
    authorizedAt: row.authorizedAt,
    buyer: row.buyer,
    lines: row.lines,
    subtotalCents: row.subtotalCents,
    discountCents: row.discountCents,
    ivaCents: row.ivaCents,
    totalCents: row.totalCents,
    ivaPercent: row.ivaPercent,
    paymentMethod: row.paymentMethod,
    modifies,
    supportEmail: deps.supportEmail,
  };
}

/** The document when `forUserId` may see it (undefined: an admin sees every one); else a 404. */
async function visibleDocument(db: Db, id: number, forUserId: number | undefined): Promise<DocumentRow> {
  const row = await loadDocument(db, id);
  if (!row || (forUserId !== undefined && row.userId !== forUserId)) throw AppError.notFound(NOT_FOUND);
  return row;
}

export async function ridePdfFor(deps: RideDeps, id: number, forUserId: number | undefined) {
  const row = await visibleDocument(deps.db, id, forUserId);
  const pdf = await renderRidePdf(await rideInputOf(deps, row), new Date());
  return { filename: rideFileName(row), pdf };
}

export const xmlFileName = (
  row: Pick<DocumentRow, 'docType' | 'establishment' | 'emissionPoint' | 'sequential'>,
) => rideFileName(row).replace(/\.pdf$/, '.xml');

/** The signed XML (the comprobante as sent to the SRI). */
export async function signedXmlFor(db: Db, id: number, forUserId: number | undefined) {
  const row = await visibleDocument(db, id, forUserId);
  if (!row.signedXml) throw AppError.conflict(NOT_SIGNED);
  return { filename: xmlFileName(row), xml: row.signedXml };
}

/** How long the receipt mail waits for its factura's signature, which runs beside it after the payment commits. */
export const SIGNATURE_WAIT_MS = 15_000;

/**
 * What the receipt mail says and attaches of a payment's factura (decision 093): the RIDE
 * and the signed XML, with a sentence true to the document's state. The document is created
 * with the payment and signed right after it commits, beside this mail, so the mail waits for
 * the signature up to `SIGNATURE_WAIT_MS`; if it is still unsigned then (the signing failed and
 * its sweep will retry), the mail only says where the factura will be.
 */
export async function invoiceMailPartsFor(
  deps: RideDeps & { signatureWaitMs?: number },
  transactionId: number,
): Promise<{ sentence: string; attachments: MailAttachment[] }> {
  const deadline = Date.now() + (deps.signatureWaitMs ?? SIGNATURE_WAIT_MS);
  let row = await documentForPayment(deps.db, transactionId, '01');
  while (row && !row.signedXml && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    row = await documentForPayment(deps.db, transactionId, '01');
  }
  if (!row) return { sentence: '', attachments: [] };
  if (!row.signedXml) {
    return {
      sentence:
        'Tu factura electrónica estará en tu historial de pagos en unos minutos, lista para descargar (RIDE en PDF y XML).',
      attachments: [],
    };
  }
  const number = documentNumber(row.establishment, row.emissionPoint, row.sequential);
  const pdf = await renderRidePdf(await rideInputOf(deps, row), new Date());
  const pending =
    row.state === 'autorizada'
      ? ''
      : row.state === 'sin_enviar'
        ? ' Todavía no se envió al SRI, así que aún no tiene número de autorización.'
        : ' El SRI aún no la autoriza: cuando lo haga, descárgala otra vez desde tu historial de pagos con su número de autorización.';
  return {
    sentence: `También adjuntamos tu factura electrónica ${number} (RIDE en PDF y XML).${pending}`,
    attachments: [
      { filename: rideFileName(row), content: Buffer.from(pdf), contentType: 'application/pdf' },
      {
        filename: xmlFileName(row),
        content: Buffer.from(row.signedXml, 'utf8'),
        contentType: 'application/xml',
      },
    ],
  };
}

export async function ownInvoices(db: Db, userId: number): Promise<OwnInvoice[]> {
  const rows = await ownDocuments(db, userId);
  return rows.map((r) => ({
    id: r.id,
    docType: r.docType as InvoiceDocType,
    number: documentNumber(r.establishment, r.emissionPoint, r.sequential),
    transactionId: r.transactionId,
    state: r.state as InvoiceState,
    issueDate: r.issueDate,
  }));
}

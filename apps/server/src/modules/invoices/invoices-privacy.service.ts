// SRI documents in the account's data rights (decision 014). The export gives the saved billing
// identity and every factura and nota de crédito issued to the person, with the buyer data each
// one names. The erasure deletes the remembered identity; issued documents stay untouched with
// their buyer snapshot: they are tax records the issuer must keep for 7 years, and a signed,
// authorised document cannot be altered (decision 014, «Electronic invoices»).
import {
  documentNumber,
  invoiceDocTypeLabels,
  invoiceStateLabels,
} from '@traspasa/shared/electronic-documents';
import type { InvoiceDocType, InvoiceState } from '@traspasa/shared/invoices';
import { formatMoney } from '@traspasa/shared/money';
import { TAX_ID_LABELS } from '@traspasa/shared/tax-id';
import type { Db } from '../../db/client.ts';
import { getBillingIdentity } from './invoices.service.ts';
import { deleteBillingIdentityOf, documentsIssuedTo } from './invoices-privacy.repository.ts';

const money = (cents: number) => formatMoney(cents / 100);
const idTypeLabel = (t: string) => TAX_ID_LABELS[t as keyof typeof TAX_ID_LABELS] ?? t;

export async function invoicesExportFor(db: Db, userId: number) {
  const [identity, documents] = await Promise.all([
    getBillingIdentity(db, userId),
    documentsIssuedTo(db, userId),
  ]);
  return {
    billingIdentity: identity ? { ...identity, idType: idTypeLabel(identity.idType) } : null,
    documents: documents.map((d) => ({
      type: invoiceDocTypeLabels[d.docType as InvoiceDocType] ?? d.docType,
      number: documentNumber(d.establishment, d.emissionPoint, d.sequential),
      accessKey: d.accessKey,
      issueDate: d.issueDate,
      buyer: { ...d.buyer, idType: idTypeLabel(d.buyer.idType) },
      lines: d.lines.map((l) => ({
        description: l.description,
        quantity: l.quantity,
        unitPrice: money(l.unitPriceCents),
        discount: money(l.discountCents),
        base: money(l.baseCents),
        iva: money(l.ivaCents),
      })),
      subtotal: money(d.subtotalCents),
      discount: money(d.discountCents),
      iva: `${money(d.ivaCents)} (${d.ivaPercent} %)`,
      total: money(d.totalCents),
      state: invoiceStateLabels[d.state as InvoiceState] ?? d.state,
      authorizationNumber: d.authorizationNumber,
      authorizedAt: d.authorizedAt,
      reason: d.reason,
    })),
    note: 'Las facturas y notas de crédito son comprobantes tributarios que debemos conservar 7 años, también si eliminas tu cuenta. Puedes descargar su RIDE (PDF) y su XML desde tu historial de pagos.',
  };
}

/** Account erasure, in its transaction: the remembered identity goes; issued documents stay. */
export function eraseInvoicesFor(tx: Db, userId: number): Promise<void> {
  return deleteBillingIdentityOf(tx, userId);
}

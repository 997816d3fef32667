import { invoiceDocTypeLabels } from '@traspasa/shared/electronic-documents';
import { FileCodeIcon, FileDownIcon } from 'lucide-react';
import { ownRidePath, ownXmlPath, useOwnInvoices } from '../api/own-invoices';

const linkClass =
  'inline-flex min-h-11 items-center gap-1.5 font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring md:min-h-0';

/**
 * The factura (and nota de crédito, after a refund) of one payment: its RIDE and XML
 * (decision 093). Nothing while the document does not exist or is not signed yet.
 */
export function InvoiceDownloads({
  transactionId,
  paymentLabel,
}: {
  transactionId: number;
  paymentLabel: string;
}) {
  const mine = useOwnInvoices();
  const documents = (mine.data?.items ?? []).filter(
    (d) => d.transactionId === transactionId && d.state !== 'generada',
  );
  if (documents.length === 0) return null;
  return (
    <>
      {documents.map((d) => {
        const kind = invoiceDocTypeLabels[d.docType];
        return (
          <span key={d.id} className="flex flex-wrap items-center gap-x-3">
            <a href={ownRidePath(d.id)} className={linkClass}>
              <FileDownIcon className="size-4" aria-hidden="true" />
              {kind} (PDF)
              <span className="sr-only">
                {' '}
                {d.number} de {paymentLabel}
              </span>
            </a>
            <a href={ownXmlPath(d.id)} className={linkClass}>
              <FileCodeIcon className="size-4" aria-hidden="true" />
              XML
              <span className="sr-only">
                {' '}
                de la {kind.toLowerCase()} {d.number}
              </span>
            </a>
          </span>
        );
      })}
    </>
  );
}

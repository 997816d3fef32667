import { formatShortDateTime } from '@traspasa/shared/dates';
import type { TransferReceiptView } from '@traspasa/shared/transfers';
import { ExternalLinkIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { apiRequest } from '@/lib/api-client';
import { formatCents } from '../../lib/money';
import { openReceipt, TRANSFERS_BASE } from '../../transfers/api/transfers-api';

/** A receipt photo shown in place (read with the session into memory); a PDF opens in a tab. */
function ReceiptImage({ orderId, receipt }: { orderId: number; receipt: TransferReceiptView }) {
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let made: string | null = null;
    let live = true;
    apiRequest('GET', `${TRANSFERS_BASE}/${orderId}/receipts/${receipt.id}`)
      .then((res) => res.blob())
      .then((blob) => {
        if (!live) return;
        made = URL.createObjectURL(blob);
        setUrl(made);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [orderId, receipt.id]);
  if (failed) return <p className="text-sm text-destructive">No pudimos cargar la imagen del comprobante.</p>;
  if (!url) return <Skeleton className="h-48 w-full" />;
  return (
    <img
      src={url}
      alt={`Comprobante subido el ${formatShortDateTime(receipt.uploadedAt)}`}
      className="max-h-[32rem] w-full rounded-lg border bg-muted object-contain"
    />
  );
}

/** Every receipt of an order with what the buyer typed beside it. */
export function ReceiptViewer({ orderId, receipts }: { orderId: number; receipts: TransferReceiptView[] }) {
  if (receipts.length === 0)
    return <p className="text-sm text-muted-foreground">Todavía no subió ningún comprobante.</p>;
  return (
    <ul className="grid gap-6">
      {receipts.map((r, i) => (
        <li key={r.id} className="grid gap-3">
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <p>
              <span className="font-semibold">Comprobante {i + 1}</span>{' '}
              <span className="text-muted-foreground">
                · {formatShortDateTime(r.uploadedAt)}
                {r.amountCents !== null ? ` · dice ${formatCents(r.amountCents)}` : ' · sin monto'}
                {r.bankTransactionNumber ? ` · N.º ${r.bankTransactionNumber}` : ''}
              </span>
            </p>
            <Button
              variant="outline"
              size="sm"
              className="min-h-10"
              onClick={() => void openReceipt(orderId, r.id).catch(() => undefined)}
            >
              <ExternalLinkIcon aria-hidden="true" />
              Abrir {r.contentType === 'application/pdf' ? 'PDF' : 'imagen'}
              <span className="sr-only"> del comprobante {i + 1}</span>
            </Button>
          </div>
          {r.contentType === 'image/jpeg' ? <ReceiptImage orderId={orderId} receipt={r} /> : null}
        </li>
      ))}
    </ul>
  );
}

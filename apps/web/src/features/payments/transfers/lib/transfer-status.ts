// How a transfer order's state reads on the buyer's and the admin's screens (decision 094).
import type { TransferOrderStatus } from '@traspasa/shared/transfers';
import { transferOrderStatusLabels } from '@traspasa/shared/transfers';

type Tone = 'warning' | 'secondary' | 'destructive' | 'success' | 'muted';

export const transferStatusTone: Record<TransferOrderStatus, { label: string; tone: Tone }> = {
  esperando_pago: { label: transferOrderStatusLabels.esperando_pago, tone: 'warning' },
  por_conciliar: { label: transferOrderStatusLabels.por_conciliar, tone: 'secondary' },
  rechazada: { label: transferOrderStatusLabels.rechazada, tone: 'destructive' },
  aprobada: { label: transferOrderStatusLabels.aprobada, tone: 'success' },
  vencida: { label: transferOrderStatusLabels.vencida, tone: 'muted' },
};

/** The admin's words for the same states (the buyer's say «tu»). */
export const adminTransferStatusLabels: Record<TransferOrderStatus, string> = {
  por_conciliar: 'Por conciliar',
  esperando_pago: 'Esperando la transferencia',
  rechazada: 'Rechazadas',
  vencida: 'Vencidas',
  aprobada: 'Aprobadas',
};

/** Whether the buyer can still send a receipt for the order. */
export const acceptsReceipts = (status: TransferOrderStatus) => status !== 'aprobada';

/** Files a receipt can be: what the server accepts by their first bytes (decision 094). */
export const RECEIPT_ACCEPT = 'image/jpeg,image/png,image/webp,application/pdf,.jpg,.jpeg,.png,.webp,.pdf';
export const RECEIPT_MAX_BYTES = 10 * 1024 * 1024;

/** The Spanish reason a chosen file cannot be a receipt, or null. */
export function receiptFileProblem(file: { name: string; type: string; size: number } | null): string | null {
  if (!file) return 'Elige la foto o el PDF del comprobante.';
  if (file.size === 0) return 'El archivo está vacío. Elige otra foto o PDF.';
  if (file.size > RECEIPT_MAX_BYTES)
    return 'El archivo supera los 10 MB. Sube una foto o un PDF más liviano.';
  const okType = /^(image\/(jpeg|png|webp)|application\/pdf)$/.test(file.type);
  const okName = /\.(jpe?g|png|webp|pdf)$/i.test(file.name);
  if (!okType && !okName) return 'El comprobante va como foto (JPG, PNG o WebP) o como PDF.';
  return null;
}

// Bank transfer payments (decision 094): the buyer's orders and receipts. The receipt files are
// read with the session and opened from memory, never through a public URL.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TransferCheckoutInput, TransferOrderView } from '@traspasa/shared/transfers';
import { api, apiRequest } from '@/lib/api-client';
import { uploadFormWithProgress } from '@/lib/upload';

export const TRANSFERS_BASE = '/api/payments/transfers';

export const transferKeys = {
  all: [TRANSFERS_BASE] as const,
  mine: [TRANSFERS_BASE, 'mine'] as const,
  order: (id: number) => [TRANSFERS_BASE, 'order', id] as const,
};

export function useMyTransfers() {
  return useQuery({
    queryKey: transferKeys.mine,
    queryFn: ({ signal }) => api.get<{ items: TransferOrderView[] }>(TRANSFERS_BASE, { signal }),
  });
}

export function useTransferOrder(id: number) {
  return useQuery({
    queryKey: transferKeys.order(id),
    queryFn: ({ signal }) => api.get<TransferOrderView>(`${TRANSFERS_BASE}/${id}`, { signal }),
  });
}

/** Creates the order (one Idempotency-Key per press, so a retried request makes one order). */
export function useStartTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ idempotencyKey, ...input }: TransferCheckoutInput & { idempotencyKey: string }) =>
      api.post<TransferOrderView>(TRANSFERS_BASE, input, { headers: { 'Idempotency-Key': idempotencyKey } }),
    onSuccess: (order) => {
      queryClient.setQueryData(transferKeys.order(order.id), order);
      void queryClient.invalidateQueries({ queryKey: transferKeys.mine });
    },
  });
}

export interface ReceiptUpload {
  file: File;
  bankTransactionNumber: string;
  amountCents: number | null;
}

export function useUploadReceipt(orderId: number, onProgress: (percent: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    retry: false,
    mutationFn: ({ file, bankTransactionNumber, amountCents }: ReceiptUpload) => {
      const form = new FormData();
      if (bankTransactionNumber.trim()) form.append('bankTransactionNumber', bankTransactionNumber.trim());
      if (amountCents !== null) form.append('amountCents', String(amountCents));
      // The file last: the server reads the fields before the file stream.
      form.append('file', file, file.name);
      return uploadFormWithProgress<TransferOrderView>(
        `${TRANSFERS_BASE}/${orderId}/receipts`,
        form,
        onProgress,
      );
    },
    onSuccess: (order) => queryClient.setQueryData(transferKeys.order(orderId), order),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: transferKeys.all }),
  });
}

/** Opens a receipt in a new tab from memory (the buyer's own, or any for an admin). */
export async function openReceipt(orderId: number, receiptId: number): Promise<void> {
  const tab = window.open('', '_blank');
  const res = await apiRequest('GET', `${TRANSFERS_BASE}/${orderId}/receipts/${receiptId}`);
  const url = URL.createObjectURL(await res.blob());
  if (tab) tab.location.href = url;
  else window.location.assign(url);
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

// POST /api/admin/discount-codes and PATCH /api/admin/discount-codes/:id.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CreateDiscountCodeInput,
  DiscountCodeView,
  UpdateDiscountCodeInput,
} from '@traspasa/shared/payments';
import { api } from '@/lib/api-client';
import { DISCOUNT_CODES_KEY } from './get-discount-codes';

export type SaveDiscountCode =
  | { kind: 'create'; input: CreateDiscountCodeInput }
  | { kind: 'update'; id: number; input: UpdateDiscountCodeInput };

export function useSaveDiscountCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: SaveDiscountCode) =>
      save.kind === 'create'
        ? api.post<DiscountCodeView>(DISCOUNT_CODES_KEY, save.input)
        : api.patch<DiscountCodeView>(`${DISCOUNT_CODES_KEY}/${save.id}`, save.input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [DISCOUNT_CODES_KEY, 'list'] }),
  });
}

// The admin's side of bank transfers (decision 094): the reconciliation queue, one order, claim,
// approve, reject, the platform's accounts and the bank statement with its column layout.
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminTransferOrder,
  BankAccountInput,
  BankAccountView,
  StatementLayout,
  StatementResult,
  TransferOrderStatus,
} from '@traspasa/shared/transfers';
import { api } from '@/lib/api-client';
import { uploadFormWithProgress } from '@/lib/upload';

export const ADMIN_TRANSFERS = '/api/admin/transfers';
export const ADMIN_BANK_ACCOUNTS = '/api/admin/bank-accounts';

export const adminTransferKeys = {
  list: [ADMIN_TRANSFERS, 'list'] as const,
  listOf: (status: TransferOrderStatus) => [ADMIN_TRANSFERS, 'list', status] as const,
  detail: (id: number) => [ADMIN_TRANSFERS, 'detail', id] as const,
  layout: [ADMIN_TRANSFERS, 'statement-layout'] as const,
  accounts: [ADMIN_BANK_ACCOUNTS] as const,
};

export function useAdminTransfers(status: TransferOrderStatus) {
  return useInfiniteQuery({
    queryKey: adminTransferKeys.listOf(status),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ status });
      if (pageParam) params.set('cursor', pageParam);
      return api.get<{ items: AdminTransferOrder[]; nextCursor: string | null }>(
        `${ADMIN_TRANSFERS}?${params.toString()}`,
        { signal },
      );
    },
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useAdminTransfer(id: number) {
  return useQuery({
    queryKey: adminTransferKeys.detail(id),
    queryFn: ({ signal }) => api.get<AdminTransferOrder>(`${ADMIN_TRANSFERS}/${id}`, { signal }),
  });
}

/** After any decision: the lists, the order, and the navigation's count. */
function useRefreshAfter() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [ADMIN_TRANSFERS] }),
      queryClient.invalidateQueries({ queryKey: ['/api/admin/queues'] }),
    ]);
}

export function useTransferDecision() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (
      input:
        | { id: number; action: 'claim' }
        | {
            id: number;
            action: 'approve';
            note?: string;
            via?: 'queue' | 'statement';
            acceptShortfall?: boolean;
          }
        | { id: number; action: 'reject'; reason: string },
    ) => {
      const { id, action, ...body } = input;
      return api.post<AdminTransferOrder>(`${ADMIN_TRANSFERS}/${id}/${action}`, body);
    },
    onSettled: refresh,
  });
}

export function useBankAccounts() {
  return useQuery({
    queryKey: adminTransferKeys.accounts,
    queryFn: ({ signal }) => api.get<{ items: BankAccountView[] }>(ADMIN_BANK_ACCOUNTS, { signal }),
  });
}

export function useAddBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BankAccountInput) => api.post<BankAccountView>(ADMIN_BANK_ACCOUNTS, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminTransferKeys.accounts }),
  });
}

export function useSetBankAccountActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      api.post<BankAccountView>(`${ADMIN_BANK_ACCOUNTS}/${id}/active`, { active }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminTransferKeys.accounts }),
  });
}

export function useStatementLayout() {
  return useQuery({
    queryKey: adminTransferKeys.layout,
    queryFn: ({ signal }) =>
      api.get<{ layout: StatementLayout }>(`${ADMIN_TRANSFERS}/statement-layout`, { signal }),
  });
}

export function useSaveStatementLayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (layout: StatementLayout) =>
      api.put<{ layout: StatementLayout }>(`${ADMIN_TRANSFERS}/statement-layout`, layout),
    onSuccess: (data) => queryClient.setQueryData(adminTransferKeys.layout, data),
  });
}

export function useMatchStatement() {
  return useMutation({
    retry: false,
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return uploadFormWithProgress<StatementResult>(`${ADMIN_TRANSFERS}/statement`, form, () => undefined);
    },
  });
}

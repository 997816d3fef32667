import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SigningCodeResponse } from '@traspasa/shared/offers';
import type {
  CloseDealInput,
  ProposeExtensionInput,
  ReleaseReservationInput,
  ReservationView,
  SignExtensionInput,
} from '@traspasa/shared/reservations';
import { api } from '@/lib/api-client';
import { offerKeys } from './keys';

const reservationKey = (negotiationId: number) =>
  ['/api/negotiations', 'reservation', negotiationId] as const;

/** GET /api/negotiations/:id/reservation (decision 171): the reservation a signed offer made. */
export function useReservation(negotiationId: number, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: reservationKey(negotiationId),
    queryFn: ({ signal }) =>
      api.get<ReservationView>(`/api/negotiations/${negotiationId}/reservation`, { signal }),
    enabled,
  });
}

/** Each action answers the reservation; the negotiation (its status, its events) is re-read. */
function useReservationMutation<TBody>(
  negotiationId: number,
  send: (body: TBody) => Promise<ReservationView>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (view) => {
      queryClient.setQueryData(reservationKey(negotiationId), view);
      void queryClient.invalidateQueries({ queryKey: offerKeys.detail(negotiationId) });
      void queryClient.invalidateQueries({ queryKey: offerKeys.negotiations });
      void queryClient.invalidateQueries({ queryKey: ['/api/businesses'] });
      void queryClient.invalidateQueries({ queryKey: ['/api/listings'] });
    },
  });
}

export function useCloseDeal(negotiationId: number) {
  return useReservationMutation(negotiationId, (body: CloseDealInput) =>
    api.post<ReservationView>(`/api/negotiations/${negotiationId}/close`, body),
  );
}

export function useReleaseReservation(negotiationId: number) {
  return useReservationMutation(negotiationId, (body: ReleaseReservationInput) =>
    api.post<ReservationView>(`/api/negotiations/${negotiationId}/release`, body),
  );
}

export function useProposeExtension(negotiationId: number) {
  return useReservationMutation(negotiationId, (body: ProposeExtensionInput) =>
    api.post<ReservationView>(`/api/negotiations/${negotiationId}/extension`, body),
  );
}

export function useExtensionCode(negotiationId: number) {
  return useMutation({
    mutationFn: () => api.post<SigningCodeResponse>(`/api/negotiations/${negotiationId}/extension/code`, {}),
  });
}

export function useSignExtension(negotiationId: number) {
  return useReservationMutation(negotiationId, (body: SignExtensionInput) =>
    api.post<ReservationView>(`/api/negotiations/${negotiationId}/extension/sign`, body),
  );
}

import { useMutation, useQuery } from '@tanstack/react-query';
import type { FeedbackInput, MyFeedbackItem } from '@traspasa/shared/feedback';
import { api } from '@/lib/api-client';

export const FEEDBACK_BASE = '/api/feedback';
export const myFeedbackKey = [`${FEEDBACK_BASE}/mine`] as const;

/** POST /api/feedback: anyone, signed in or not. */
export function useSendFeedback() {
  return useMutation({
    mutationFn: (input: FeedbackInput) => api.post<{ received: true }>(FEEDBACK_BASE, input),
  });
}

/** GET /api/feedback/mine: the signed-in person's messages with our responses. */
export function useMyFeedback(enabled = true) {
  return useQuery({
    queryKey: myFeedbackKey,
    queryFn: ({ signal }) => api.get<{ items: MyFeedbackItem[] }>(`${FEEDBACK_BASE}/mine`, { signal }),
    enabled,
  });
}

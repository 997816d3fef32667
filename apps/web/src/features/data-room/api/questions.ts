import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AnswerQuestionInput,
  AskQuestionInput,
  DataRoomQuestion,
  DataRoomQuestionList,
} from '@traspasa/shared/data-room-questions';
import { api } from '@/lib/api-client';
import { uploadWithProgress } from '@/lib/upload';
import { dataRoomKeys, roomUrl } from './keys';

/** GET /api/businesses/:id/data-room/questions: the seller's inbox, or what a buyer may read. */
export function useQuestions(businessId: number) {
  return useQuery({
    queryKey: dataRoomKeys.questions(businessId),
    queryFn: ({ signal }) => api.get<DataRoomQuestionList>(`${roomUrl(businessId)}/questions`, { signal }),
  });
}

/** POST /api/businesses/:id/data-room/questions (a buyer, about a folder or a file). */
export function useAskQuestion(businessId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AskQuestionInput) =>
      api.post<DataRoomQuestion>(`${roomUrl(businessId)}/questions`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dataRoomKeys.questions(businessId) }),
  });
}

export type AnswerDraft = AnswerQuestionInput & {
  questionId: number;
  /** A file to add to the question's folder with the answer. */
  file?: File | null;
  onProgress?: (percent: number) => void;
};

/**
 * POST …/questions/:id/answer, then the attachment (POST …/questions/:id/attachment, multipart)
 * when a file goes with it: the answer is saved first, so a failed upload can be retried alone.
 */
export function useAnswerQuestion(businessId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ questionId, file, onProgress, ...input }: AnswerDraft) => {
      const url = `${roomUrl(businessId)}/questions/${questionId}`;
      let answered = await api.post<DataRoomQuestion>(`${url}/answer`, input);
      if (file) answered = await attachToAnswer(businessId, questionId, file, onProgress ?? (() => {}));
      return answered;
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: dataRoomKeys.questions(businessId) });
      void queryClient.invalidateQueries({ queryKey: dataRoomKeys.room(businessId) });
    },
  });
}

export function attachToAnswer(
  businessId: number,
  questionId: number,
  file: File,
  onProgress: (percent: number) => void,
) {
  return uploadWithProgress<DataRoomQuestion>(
    `${roomUrl(businessId)}/questions/${questionId}/attachment`,
    file,
    onProgress,
  );
}

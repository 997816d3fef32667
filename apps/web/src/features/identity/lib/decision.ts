// What keeps a reviewer's decision from being sent (decision 100).
import type { IdentityRejectionReason } from '@traspasa/shared/identity';

export type DecisionDraft = {
  choice: 'approve' | 'reject' | null;
  reason: IdentityRejectionReason | null;
  notes: string;
};

export function decisionProblem(
  draft: DecisionDraft,
): { field: 'choice' | 'reason' | 'notes'; message: string } | null {
  if (!draft.choice) return { field: 'choice', message: 'Elige aprobar o rechazar.' };
  if (draft.choice === 'approve') return null;
  if (!draft.reason) return { field: 'reason', message: 'Elige el motivo del rechazo.' };
  // With "otro" the note is what the person reads as the reason (the server refuses it empty).
  if (draft.reason === 'otro' && draft.notes.trim() === '')
    return { field: 'notes', message: 'Con «Otro motivo», escribe el motivo que leerá la persona.' };
  return null;
}

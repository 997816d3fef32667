import type { DataRoomQuestion } from '@traspasa/shared/data-room-questions';
import { answerVisibilityLabels, questionStatusLabel } from '@traspasa/shared/data-room-questions';
import { formatDateTime } from '@traspasa/shared/dates';
import { FileTextIcon, FolderIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';

/** «Finanzas › Balance 2025.pdf» */
export function questionSubject(q: Pick<DataRoomQuestion, 'folderName' | 'fileName'>): string {
  return q.fileName ? `${q.folderName} › ${q.fileName}` : q.folderName;
}

/** One question with its answer; `who` says who asked (the seller's inbox) or that it was the reader. */
export function QuestionCard({
  question: q,
  who,
  onOpenAttachment,
  children,
}: {
  question: DataRoomQuestion;
  who: string;
  onOpenAttachment?: (fileId: number) => void;
  children?: ReactNode;
}) {
  const Icon = q.fileId ? FileTextIcon : FolderIcon;
  return (
    <article
      aria-label={`Pregunta sobre ${questionSubject(q)}`}
      className="rounded-xl border bg-card p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        <Icon className="size-4 shrink-0 text-primary" aria-hidden="true" />
        <span className="min-w-0 font-medium break-words text-foreground">{questionSubject(q)}</span>
        <Badge variant={q.answer ? 'success' : 'warning'}>{questionStatusLabel(q)}</Badge>
      </div>
      <p className="mt-3 break-words whitespace-pre-line">{q.body}</p>
      <p className="mt-1 text-xs text-muted-foreground">
        {who} · {formatDateTime(q.askedAt)}
      </p>
      {q.answer ? (
        <div className="mt-4 rounded-lg border-l-4 border-primary bg-primary-soft p-3">
          <p className="text-xs font-semibold text-primary">Respuesta del vendedor</p>
          <p className="mt-1 break-words whitespace-pre-line">{q.answer.body}</p>
          {q.answer.attachment ? (
            <p className="mt-2 text-sm">
              Adjuntó{' '}
              {onOpenAttachment ? (
                <button
                  type="button"
                  className="min-h-11 font-medium text-primary underline"
                  onClick={() => onOpenAttachment(q.answer!.attachment!.fileId)}
                >
                  {q.answer.attachment.name}
                </button>
              ) : (
                <span className="font-medium">{q.answer.attachment.name}</span>
              )}{' '}
              a la carpeta «{q.folderName}».
            </p>
          ) : null}
          <p className="mt-2 text-xs text-muted-foreground">
            {formatDateTime(q.answer.answeredAt)} · {answerVisibilityLabels[q.answer.visibility]}
          </p>
        </div>
      ) : null}
      {children}
    </article>
  );
}

import type { DataRoomFile, DataRoomResponse } from '@traspasa/shared/data-room';
import { MessageCircleQuestionIcon } from 'lucide-react';
import { useState } from 'react';
import { EmptyState, ErrorState } from '@/components/page/states';
import { Skeleton } from '@/components/ui/skeleton';
import { useQuestions } from '../api/questions';
import { DocumentViewer, type ViewerTarget } from './document-viewer';
import { QuestionCard } from './question-card';

export function findRoomFile(room: DataRoomResponse, fileId: number): DataRoomFile | null {
  for (const folder of room.folders) {
    const file = folder.files.find((f) => f.id === fileId);
    if (file) return file;
  }
  return null;
}

/** A buyer's questions and the answers the seller published for every buyer (without who asked). */
export function BuyerQuestions({ room }: { room: DataRoomResponse }) {
  const questions = useQuestions(room.businessId);
  const [viewing, setViewing] = useState<ViewerTarget | null>(null);
  const open = (fileId: number) => {
    const file = findRoomFile(room, fileId);
    if (file) setViewing({ file, versionUrl: file.viewUrl });
  };

  if (questions.isPending) return <Skeleton className="h-40 w-full rounded-xl" />;
  if (questions.isError) return <ErrorState onRetry={() => void questions.refetch()} />;
  const items = questions.data.items;
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        Pregunta con «Preguntar» junto a una carpeta o un documento. Ves tus preguntas y las respuestas que el
        vendedor publicó para todos los compradores; nadie ve quién hizo cada pregunta.
      </p>
      {items.length === 0 ? (
        <EmptyState icon={MessageCircleQuestionIcon} title="Todavía no hay preguntas">
          Si algo de un documento no está claro, pregúntale al vendedor desde la pestaña «Documentos».
        </EmptyState>
      ) : (
        items.map((q) => (
          <QuestionCard
            key={q.id}
            question={q}
            who={q.mine ? 'Tu pregunta' : 'Pregunta de otro comprador'}
            onOpenAttachment={open}
          />
        ))
      )}
      {viewing ? (
        <DocumentViewer
          businessId={room.businessId}
          target={viewing}
          watermarked
          onClose={() => setViewing(null)}
        />
      ) : null}
    </div>
  );
}

import { QUESTION_MAX } from '@traspasa/shared/data-room-questions';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { PendingButton } from '@/components/ui/pending-button';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/hooks/use-toast';
import { requestErrorMessage } from '@/lib/request-error';
import { useAskQuestion } from '../api/questions';

export type QuestionSubject = { folderId: number; folderName: string; fileId?: number; fileName?: string };

/** A buyer's question about a folder or one of its files; the seller answers it in the room. */
export function AskQuestionDialog({
  businessId,
  subject,
  onClose,
}: {
  businessId: number;
  subject: QuestionSubject;
  onClose: () => void;
}) {
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | undefined>();
  const ask = useAskQuestion(businessId);
  const about = subject.fileName ? `el archivo «${subject.fileName}»` : `la carpeta «${subject.folderName}»`;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const text = body.trim();
    if (!text) {
      setError('Escribe tu pregunta.');
      return;
    }
    ask.mutate(
      { folderId: subject.folderId, fileId: subject.fileId, body: text },
      {
        onSuccess: () => {
          toast({
            title: 'Pregunta enviada',
            description: 'Te avisaremos cuando el vendedor responda.',
          });
          onClose();
        },
        onError: (err) => setError(requestErrorMessage(err, 'No pudimos enviar tu pregunta.')),
      },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>Hacer una pregunta</DialogTitle>
            <DialogDescription>
              Sobre {about}. La lee el vendedor; si decide responderla para todos, los demás compradores ven
              la pregunta y la respuesta sin tu nombre.
            </DialogDescription>
          </DialogHeader>
          <FormField label="Tu pregunta" error={error} hint={`Hasta ${QUESTION_MAX} caracteres.`}>
            <Textarea
              value={body}
              maxLength={QUESTION_MAX}
              rows={5}
              onChange={(e) => {
                setBody(e.target.value);
                setError(undefined);
              }}
            />
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              Cancelar
            </Button>
            <PendingButton type="submit" pending={ask.isPending} pendingLabel="Enviando…">
              Enviar pregunta
            </PendingButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

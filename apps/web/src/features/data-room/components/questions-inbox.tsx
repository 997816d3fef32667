import { useQueryClient } from '@tanstack/react-query';
import { DATA_ROOM_ACCEPTED_TYPES, type DataRoomResponse } from '@traspasa/shared/data-room';
import { ANSWER_MAX, type DataRoomQuestion } from '@traspasa/shared/data-room-questions';
import { InboxIcon, PaperclipIcon, XIcon } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { EmptyState, ErrorState } from '@/components/page/states';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { PendingButton } from '@/components/ui/pending-button';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/hooks/use-toast';
import { requestErrorMessage } from '@/lib/request-error';
import { dataRoomKeys } from '../api/keys';
import { attachToAnswer, useAnswerQuestion, useQuestions } from '../api/questions';
import { findRoomFile } from './buyer-questions';
import { DocumentViewer, type ViewerTarget } from './document-viewer';
import { QuestionCard } from './question-card';
import { UploadProgress } from './upload-progress';

/** The seller's questions of the room: the unanswered first, each with its answer form. */
export function QuestionsInbox({ room }: { room: DataRoomResponse }) {
  const questions = useQuestions(room.businessId);
  const [viewing, setViewing] = useState<ViewerTarget | null>(null);
  const open = (fileId: number) => {
    const file = findRoomFile(room, fileId);
    if (file) setViewing({ file, versionUrl: file.viewUrl });
  };

  if (questions.isPending) return <Skeleton className="h-40 w-full rounded-xl" />;
  if (questions.isError) return <ErrorState onRetry={() => void questions.refetch()} />;
  const items = [...questions.data.items].sort(
    (a, b) => Number(Boolean(a.answer)) - Number(Boolean(b.answer)),
  );
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        Los compradores con acceso preguntan sobre una carpeta o un documento. Respóndele solo a quien
        preguntó o, si la respuesta sirve a todos, márcala «Responder para todos»: los demás compradores que
        ven esa carpeta leen la pregunta y la respuesta, sin el nombre de quien preguntó. Si una pregunta
        lleva 3 días sin respuesta, te lo recordamos.
      </p>
      {items.length === 0 ? (
        <EmptyState icon={InboxIcon} title="Todavía no hay preguntas">
          Cuando un comprador pregunte algo sobre tus documentos, aparecerá aquí y te avisaremos por correo.
        </EmptyState>
      ) : (
        items.map((q) => (
          <QuestionCard
            key={q.id}
            question={q}
            who={q.asker ? `Preguntó ${q.asker.fullName}` : 'Un comprador'}
            onOpenAttachment={open}
          >
            {q.answer ? (
              q.answer.attachment ? null : (
                <AttachLater businessId={room.businessId} question={q} />
              )
            ) : (
              <AnswerForm businessId={room.businessId} question={q} />
            )}
          </QuestionCard>
        ))
      )}
      {viewing ? (
        <DocumentViewer
          businessId={room.businessId}
          target={viewing}
          watermarked={false}
          onClose={() => setViewing(null)}
        />
      ) : null}
    </div>
  );
}

function AnswerForm({ businessId, question }: { businessId: number; question: DataRoomQuestion }) {
  const [body, setBody] = useState('');
  const [forAll, setForAll] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | undefined>();
  const inputRef = useRef<HTMLInputElement>(null);
  const answer = useAnswerQuestion(businessId);
  const checkboxId = useId();
  const who = question.asker?.fullName ?? 'el comprador';

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const text = body.trim();
    if (!text) {
      setError('Escribe tu respuesta.');
      return;
    }
    setProgress(file ? 0 : null);
    answer.mutate(
      {
        questionId: question.id,
        body: text,
        visibility: forAll ? 'all_buyers' : 'private',
        file,
        onProgress: setProgress,
      },
      {
        onSuccess: () =>
          toast({
            title: 'Respuesta enviada',
            description: forAll
              ? 'La ven todos los compradores con acceso a esta carpeta, sin el nombre de quien preguntó.'
              : `Se la avisamos a ${who}.`,
          }),
        onError: (err) => {
          // When only the file failed, the answer is saved: the card then shows it, with
          // «Adjuntar un archivo a la respuesta» to try the file again.
          setProgress(null);
          toast({
            variant: 'destructive',
            title: 'No pudimos enviar todo',
            description: requestErrorMessage(err, 'Inténtalo de nuevo en unos segundos.'),
          });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} className="mt-4 grid gap-3 border-t pt-4" noValidate>
      <FormField label={`Tu respuesta a ${who}`} error={error}>
        <Textarea
          value={body}
          rows={4}
          maxLength={ANSWER_MAX}
          onChange={(e) => {
            setBody(e.target.value);
            setError(undefined);
          }}
        />
      </FormField>
      <div className="flex items-start gap-3">
        <Checkbox
          id={checkboxId}
          checked={forAll}
          onCheckedChange={(v) => setForAll(v === true)}
          className="mt-0.5"
        />
        <div className="grid gap-1">
          <Label htmlFor={checkboxId}>Responder para todos</Label>
          <p className="text-sm text-muted-foreground">
            Los compradores que ven «{question.folderName}» leen la pregunta y tu respuesta, sin el nombre de
            quien preguntó.
          </p>
        </div>
      </div>
      <input
        ref={inputRef}
        type="file"
        accept={DATA_ROOM_ACCEPTED_TYPES}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(e) => {
          setFile(e.target.files?.[0] ?? null);
          e.target.value = '';
        }}
      />
      <div className="flex flex-wrap items-center gap-2">
        {file ? (
          <span className="inline-flex min-w-0 items-center gap-2 rounded-lg border bg-muted px-3 py-2 text-sm">
            <PaperclipIcon className="size-4 shrink-0" aria-hidden="true" />
            <span className="min-w-0 truncate">{file.name}</span>
            <Button
              variant="ghost"
              size="icon-sm"
              onClick={() => setFile(null)}
              aria-label={`Quitar ${file.name}`}
            >
              <XIcon aria-hidden="true" />
            </Button>
          </span>
        ) : (
          <Button variant="outline" size="sm" onClick={() => inputRef.current?.click()}>
            <PaperclipIcon aria-hidden="true" />
            Adjuntar un archivo
          </Button>
        )}
        <span className="text-xs text-muted-foreground">
          Se añade a la carpeta «{question.folderName}» de la sala: lo ve quien tenga acceso a ella.
        </span>
      </div>
      {file && progress !== null ? <UploadProgress name={file.name} progress={progress} /> : null}
      <div>
        <PendingButton type="submit" pending={answer.isPending} pendingLabel="Enviando…">
          Responder
        </PendingButton>
      </div>
    </form>
  );
}

/**
 * An answered question without a file: the seller may attach one afterwards (also when the file
 * of the answer failed to upload: the answer itself was saved first).
 */
function AttachLater({ businessId, question }: { businessId: number; question: DataRoomQuestion }) {
  const queryClient = useQueryClient();
  const inputRef = useRef<HTMLInputElement>(null);
  const [upload, setUpload] = useState<{ name: string; progress: number } | null>(null);
  const onFile = async (file: File) => {
    setUpload({ name: file.name, progress: 0 });
    try {
      await attachToAnswer(businessId, question.id, file, (progress) =>
        setUpload({ name: file.name, progress }),
      );
      toast({ title: 'Archivo adjuntado', description: `Está en la carpeta «${question.folderName}».` });
    } catch (err) {
      toast({
        variant: 'destructive',
        title: 'No pudimos adjuntar el archivo',
        description: requestErrorMessage(err, 'Inténtalo de nuevo en unos segundos.'),
      });
    } finally {
      setUpload(null);
      void queryClient.invalidateQueries({ queryKey: dataRoomKeys.questions(businessId) });
      void queryClient.invalidateQueries({ queryKey: dataRoomKeys.room(businessId) });
    }
  };
  return (
    <div className="mt-3 grid gap-2">
      <input
        ref={inputRef}
        type="file"
        accept={DATA_ROOM_ACCEPTED_TYPES}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void onFile(file);
        }}
      />
      {upload ? (
        <UploadProgress name={upload.name} progress={upload.progress} />
      ) : (
        <Button variant="ghost" size="sm" className="w-fit" onClick={() => inputRef.current?.click()}>
          <PaperclipIcon aria-hidden="true" />
          Adjuntar un archivo a la respuesta
        </Button>
      )}
    </div>
  );
}

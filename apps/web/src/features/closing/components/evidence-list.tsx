import type { ClosingItem, ClosingView } from '@traspasa/shared/closing';
import { CLOSING_FILE_MAX_BYTES } from '@traspasa/shared/closing';
import { formatShortDate } from '@traspasa/shared/dates';
import { FileTextIcon, PaperclipIcon } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/hooks/use-toast';
import { requestErrorMessage } from '@/lib/request-error';
import { downloadEvidence, useUploadEvidence } from '../api/closing-api';
import { sideName } from '../lib/labels';

/** A step's evidence: files kept in the listing's data room (decision 172), and the upload for its responsible party. */
export function EvidenceList({ road, item }: { road: ClosingView; item: ClosingItem }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useUploadEvidence(road.negotiationId, setProgress);
  if (item.evidence.length === 0 && !item.canUpdate) return null;

  function pick(file: File | undefined) {
    if (!file) return;
    if (file.size > CLOSING_FILE_MAX_BYTES) {
      toast({
        variant: 'destructive',
        title: 'No pudimos subir el archivo',
        description: 'Supera los 10 MB. Sube una foto o un PDF más liviano.',
      });
      return;
    }
    setProgress(0);
    upload.mutate(
      { itemId: item.id, file },
      {
        onSuccess: () => toast({ title: 'Evidencia guardada en la sala de datos' }),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: 'No pudimos subir el archivo',
            description: requestErrorMessage(error, 'Inténtalo de nuevo en unos segundos.'),
          }),
        onSettled: () => {
          setProgress(null);
          if (input.current) input.current.value = '';
        },
      },
    );
  }

  return (
    <div className="grid gap-2">
      {item.evidence.length > 0 ? (
        <ul className="grid gap-1.5" aria-label={`Evidencia de «${item.title}»`}>
          {item.evidence.map((e) => (
            <li key={e.id} className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
              <Button
                variant="link"
                className="h-auto min-h-9 px-0 [overflow-wrap:anywhere] whitespace-normal"
                onClick={() =>
                  void downloadEvidence(e.href, e.fileName).catch((error) =>
                    toast({
                      variant: 'destructive',
                      title: 'No pudimos abrir el archivo',
                      description: requestErrorMessage(error, 'Inténtalo de nuevo en unos segundos.'),
                    }),
                  )
                }
              >
                <FileTextIcon aria-hidden="true" />
                {e.fileName}
              </Button>
              <span className="text-xs text-muted-foreground">
                subido por {sideName(e.side, road.viewer)} el {formatShortDate(e.uploadedAt)}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {item.canUpdate ? (
        <div className="flex flex-wrap items-center gap-2">
          <input
            ref={input}
            id={inputId}
            type="file"
            accept=".pdf,.jpg,.jpeg,.png,.webp"
            className="sr-only"
            onChange={(e) => pick(e.target.files?.[0])}
            disabled={upload.isPending}
          />
          <Button variant="outline" size="sm" asChild disabled={upload.isPending}>
            <label htmlFor={inputId} className="cursor-pointer">
              <PaperclipIcon aria-hidden="true" />
              Adjuntar evidencia
            </label>
          </Button>
          {progress !== null ? <Spinner size="sm" label={`Subiendo ${progress} %`} /> : null}
          {progress !== null ? <span className="text-sm tabular-nums">Subiendo… {progress} %</span> : null}
        </div>
      ) : null}
    </div>
  );
}

// The files picked in the composer, before the send: a preview, the upload's progress,
// why one failed (with a retry) and a way to take each out.
import { AlertCircleIcon, FileTextIcon, RotateCcwIcon, XIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { formatFileSize } from '../lib/attachment-files';
import type { PendingFile } from '../lib/pending-files';

/** The Spanish reason an upload failed. */
export function uploadError(error: unknown): string {
  if (isApiError(error)) {
    if (error.userMessage) return error.userMessage;
    if (error.status === 413) return 'El archivo es demasiado grande.';
    if (error.status === 429) return 'Subiste muchos archivos en poco tiempo. Espera un rato.';
    if (error.status >= 500) return 'El servidor no respondió. Inténtalo de nuevo.';
  }
  return 'No se subió: revisa tu conexión e inténtalo de nuevo.';
}

function statusText(item: PendingFile): string {
  if (item.status === 'uploading') return `Subiendo… ${item.progress} %`;
  if (item.status === 'failed') return item.error ?? 'No se subió.';
  return formatFileSize(item.attachment?.size ?? item.file.size);
}

export function PendingFiles({
  files,
  onRemove,
  onRetry,
}: {
  files: PendingFile[];
  onRemove: (key: number) => void;
  onRetry: (key: number) => void;
}) {
  return (
    <ul aria-label="Archivos para enviar" className="mb-2 flex gap-2 overflow-x-auto pb-1">
      {files.map((item) => (
        <li
          key={item.key}
          className={cn(
            'relative flex w-56 shrink-0 items-center gap-2 rounded-xl border bg-card p-2 pr-11',
            item.status === 'failed' && 'border-destructive/50 bg-red-50',
          )}
        >
          {item.previewUrl ? (
            <img src={item.previewUrl} alt="" className="size-11 shrink-0 rounded-lg bg-muted object-cover" />
          ) : (
            <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-red-50 text-red-700">
              <FileTextIcon className="size-5" aria-hidden="true" />
            </span>
          )}
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium">{item.file.name}</p>
            <p
              className={cn(
                'flex items-center gap-1 text-xs',
                item.status === 'failed' ? 'text-destructive' : 'text-muted-foreground',
              )}
              role={item.status === 'failed' ? 'alert' : undefined}
            >
              {item.status === 'failed' ? (
                <AlertCircleIcon className="size-3.5 shrink-0" aria-hidden="true" />
              ) : null}
              <span className="line-clamp-2">{statusText(item)}</span>
            </p>
            {item.status === 'uploading' ? (
              <div
                className="mt-1 h-1 overflow-hidden rounded-full bg-muted"
                role="progressbar"
                aria-label={`Subiendo ${item.file.name}`}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={item.progress}
              >
                <div
                  className="h-full bg-primary transition-[width]"
                  style={{ width: `${item.progress}%` }}
                />
              </div>
            ) : null}
            {item.status === 'failed' ? (
              <Button
                type="button"
                variant="link"
                size="sm"
                className="h-auto min-h-6 px-0 text-xs"
                onClick={() => onRetry(item.key)}
              >
                <RotateCcwIcon aria-hidden="true" />
                Reintentar
              </Button>
            ) : null}
          </div>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="absolute top-1/2 right-0.5 -translate-y-1/2 text-muted-foreground"
            aria-label={`Quitar ${item.file.name}`}
            onClick={() => onRemove(item.key)}
          >
            <XIcon aria-hidden="true" />
          </Button>
        </li>
      ))}
    </ul>
  );
}

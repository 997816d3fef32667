import {
  DATA_ROOM_ACCEPTED_TYPES,
  type DataRoomFile,
  dataRoomFileKindLabels,
} from '@traspasa/shared/data-room';
import { formatDateTime } from '@traspasa/shared/dates';
import { EyeIcon, FileUpIcon, HistoryIcon, Trash2Icon } from 'lucide-react';
import { useRef, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/hooks/use-toast';
import { requestErrorMessage } from '@/lib/request-error';
import { useDeleteFile } from '../api/room';
import type { ViewerTarget } from './document-viewer';
import { FileIcon } from './file-icon';
import { UploadProgress } from './upload-progress';
import { useRoomUploads } from './use-room-uploads';

const sizeText = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} MB`;

/** A file of the seller's room: its current version, a new version, the superseded ones. */
export function SellerFileRow({
  businessId,
  file,
  onView,
}: {
  businessId: number;
  file: DataRoomFile;
  onView: (target: ViewerTarget) => void;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const uploads = useRoomUploads(businessId);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const remove = useDeleteFile(businessId);
  const superseded = file.versions.filter((v) => v.superseded);

  return (
    <li className="grid gap-2 py-3">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <FileIcon kind={file.kind} />
        <div className="min-w-0 flex-1">
          <p className="font-medium break-words">{file.name}</p>
          <p className="text-xs text-muted-foreground">
            {dataRoomFileKindLabels[file.kind]} · versión {file.current.version} ·{' '}
            {sizeText(file.current.size)} · {formatDateTime(file.current.uploadedAt)}
          </p>
        </div>
        <div className="flex flex-wrap gap-1">
          <Button
            variant="outline"
            size="sm"
            className="min-h-11"
            onClick={() => onView({ file, versionUrl: file.viewUrl })}
            aria-label={`Ver ${file.name}`}
          >
            <EyeIcon aria-hidden="true" />
            Ver
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="min-h-11"
            onClick={() => inputRef.current?.click()}
            aria-label={`Subir una nueva versión de ${file.name}`}
          >
            <FileUpIcon aria-hidden="true" />
            Nueva versión
          </Button>
          <Button
            variant="ghost"
            size="icon"
            onClick={() => setConfirmDelete(true)}
            aria-label={`Eliminar ${file.name}`}
          >
            <Trash2Icon aria-hidden="true" />
          </Button>
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
          const files = Array.from(e.target.files ?? []).slice(0, 1);
          e.target.value = '';
          void uploads.add(files, { fileId: file.id });
        }}
      />
      {uploads.items.map((u) => (
        <UploadProgress key={u.key} name={`Nueva versión: ${u.name}`} progress={u.progress} error={u.error} />
      ))}
      {superseded.length > 0 ? (
        <details className="rounded-lg bg-muted/60 px-3 py-2 text-sm">
          <summary className="flex min-h-9 cursor-pointer items-center gap-2 font-medium">
            <HistoryIcon className="size-4" aria-hidden="true" />
            Versiones anteriores ({superseded.length})
          </summary>
          <ul className="mt-1 grid gap-1">
            {superseded.map((v) => (
              <li key={v.id} className="flex flex-wrap items-center justify-between gap-2">
                <span className="min-w-0 break-words">
                  Versión {v.version} · {v.fileName} · {formatDateTime(v.uploadedAt)}{' '}
                  <Badge variant="muted">Reemplazada</Badge>
                </span>
                <Button
                  variant="link"
                  size="sm"
                  onClick={() =>
                    onView({ file, versionUrl: v.viewUrl, versionLabel: `versión ${v.version}` })
                  }
                >
                  Ver versión {v.version}
                </Button>
              </li>
            ))}
          </ul>
          <p className="mt-1 text-xs text-muted-foreground">
            Solo tú las ves; los compradores reciben siempre la versión actual.
          </p>
        </details>
      ) : null}
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title="Eliminar el archivo"
        confirmLabel="Eliminar archivo"
        destructive
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(file.id, {
            onSuccess: () => {
              setConfirmDelete(false);
              toast({ title: 'Archivo eliminado' });
            },
            onError: (err) =>
              toast({
                variant: 'destructive',
                title: 'No pudimos eliminar el archivo',
                description: requestErrorMessage(err, 'Inténtalo de nuevo.'),
              }),
          })
        }
      >
        Los compradores dejan de ver «{file.name}». El registro de quién lo vio o descargó se conserva.
      </ConfirmDialog>
    </li>
  );
}

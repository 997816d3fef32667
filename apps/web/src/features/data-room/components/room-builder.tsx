import {
  DATA_ROOM_ACCEPTED_TYPES,
  DATA_ROOM_FOLDER_LIMIT,
  type DataRoomFolder,
  type DataRoomResponse,
  dataRoomAccessLevelLabels,
} from '@traspasa/shared/data-room';
import {
  ArrowDownIcon,
  ArrowUpIcon,
  DownloadIcon,
  EyeOffIcon,
  FileUpIcon,
  FolderIcon,
  FolderPlusIcon,
  Settings2Icon,
  Trash2Icon,
} from 'lucide-react';
import { useRef, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PendingButton } from '@/components/ui/pending-button';
import { toast } from '@/hooks/use-toast';
import { requestErrorMessage } from '@/lib/request-error';
import { useCreateFolder, useDeleteFolder, useReorderFolders } from '../api/room';
import { DocumentViewer, type ViewerTarget } from './document-viewer';
import { FolderSettingsDialog } from './folder-settings-dialog';
import { SellerFileRow } from './seller-file-row';
import { UploadProgress } from './upload-progress';
import { useRoomUploads } from './use-room-uploads';

/** The seller's side of the room: folders, their access, the files and their versions. */
export function RoomBuilder({ room }: { room: DataRoomResponse }) {
  const [viewing, setViewing] = useState<ViewerTarget | null>(null);
  const [settings, setSettings] = useState<DataRoomFolder | null>(null);
  const reorder = useReorderFolders(room.businessId);
  const folders = [...room.folders].sort((a, b) => a.position - b.position);

  const move = (index: number, by: -1 | 1) => {
    const ids = folders.map((f) => f.id);
    const target = index + by;
    if (target < 0 || target >= ids.length) return;
    [ids[index], ids[target]] = [ids[target]!, ids[index]!];
    reorder.mutate(ids, {
      onError: (err) =>
        toast({
          variant: 'destructive',
          title: 'No pudimos mover la carpeta',
          description: requestErrorMessage(err, 'Inténtalo de nuevo.'),
        }),
    });
  };

  return (
    <div className="grid gap-5">
      <p className="text-sm text-muted-foreground">
        Sube estados financieros, declaraciones del SRI, planillas del IESS, permisos y contratos. Los
        compradores nunca reciben el archivo tal cual: cada vista y cada descarga lleva su nombre, la fecha y
        la referencia {room.reference} como marca de agua.
      </p>
      {folders.map((folder, index) => (
        <FolderCard
          key={folder.id}
          businessId={room.businessId}
          folder={folder}
          first={index === 0}
          last={index === folders.length - 1}
          moving={reorder.isPending}
          onMove={(by) => move(index, by)}
          onSettings={() => setSettings(folder)}
          onView={setViewing}
        />
      ))}
      <AddFolder businessId={room.businessId} full={folders.length >= DATA_ROOM_FOLDER_LIMIT} />
      {settings ? (
        <FolderSettingsDialog
          businessId={room.businessId}
          folder={settings}
          buyers={room.buyers}
          onClose={() => setSettings(null)}
        />
      ) : null}
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

function FolderCard({
  businessId,
  folder,
  first,
  last,
  moving,
  onMove,
  onSettings,
  onView,
}: {
  businessId: number;
  folder: DataRoomFolder;
  first: boolean;
  last: boolean;
  moving: boolean;
  onMove: (by: -1 | 1) => void;
  onSettings: () => void;
  onView: (target: ViewerTarget) => void;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const uploads = useRoomUploads(businessId);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const remove = useDeleteFolder(businessId);
  const deletable = folder.kind === 'custom' && folder.files.length === 0;
  const titleId = `room-folder-${folder.id}`;

  return (
    <section aria-labelledby={titleId} className="rounded-xl border bg-card p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={titleId} className="flex items-center gap-2 text-lg font-semibold">
            <FolderIcon className="size-5 shrink-0 text-primary" aria-hidden="true" />
            <span className="break-words">{folder.name}</span>
          </h2>
          <div className="mt-2 flex flex-wrap gap-1.5">
            <Badge variant="secondary">{dataRoomAccessLevelLabels[folder.accessLevel]}</Badge>
            {folder.accessLevel === 'named' ? (
              <Badge variant="outline">
                {folder.namedBuyers.length === 0
                  ? 'Ningún comprador elegido'
                  : folder.namedBuyers.map((b) => b.name).join(', ')}
              </Badge>
            ) : null}
            {folder.downloadsAllowed ? (
              <Badge variant="muted">
                <DownloadIcon aria-hidden="true" />
                Descargas permitidas
              </Badge>
            ) : (
              <Badge variant="warning">
                <EyeOffIcon aria-hidden="true" />
                Solo en el visor
              </Badge>
            )}
            {folder.originalsAllowed ? <Badge variant="muted">Hojas de cálculo originales</Badge> : null}
          </div>
        </div>
        <div className="flex flex-wrap gap-1">
          <Button
            variant="ghost"
            size="icon"
            disabled={first || moving}
            onClick={() => onMove(-1)}
            aria-label={`Subir la carpeta ${folder.name}`}
          >
            <ArrowUpIcon aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            disabled={last || moving}
            onClick={() => onMove(1)}
            aria-label={`Bajar la carpeta ${folder.name}`}
          >
            <ArrowDownIcon aria-hidden="true" />
          </Button>
          <Button
            variant="outline"
            size="sm"
            className="min-h-11"
            onClick={onSettings}
            aria-label={`Ajustes de ${folder.name}`}
          >
            <Settings2Icon aria-hidden="true" />
            Ajustes
          </Button>
          {deletable ? (
            <Button
              variant="ghost"
              size="icon"
              onClick={() => setConfirmDelete(true)}
              aria-label={`Eliminar la carpeta ${folder.name}`}
            >
              <Trash2Icon aria-hidden="true" />
            </Button>
          ) : null}
        </div>
      </div>

      {folder.files.length === 0 ? (
        <p className="mt-4 text-sm text-muted-foreground">
          {folder.kind === 'listing_documents'
            ? 'Los documentos PDF de tu anuncio aparecen aquí. Súbelos desde el formulario del anuncio o aquí.'
            : 'Carpeta vacía. Sube PDF, fotos (JPG, PNG, WebP) u hojas de cálculo (XLSX, CSV).'}
        </p>
      ) : (
        <ul className="mt-4 divide-y">
          {folder.files.map((file) => (
            <SellerFileRow key={file.id} businessId={businessId} file={file} onView={onView} />
          ))}
        </ul>
      )}

      <input
        ref={inputRef}
        type="file"
        multiple
        accept={DATA_ROOM_ACCEPTED_TYPES}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-folder={folder.name}
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          e.target.value = '';
          void uploads.add(files, { folderId: folder.id });
        }}
      />
      <div className="mt-4 grid gap-2">
        {uploads.items.map((u) => (
          <UploadProgress key={u.key} name={u.name} progress={u.progress} error={u.error} />
        ))}
        <Button
          variant="outline"
          className="w-full border-dashed sm:w-fit"
          onClick={() => inputRef.current?.click()}
          aria-label={`Subir archivos a ${folder.name}`}
        >
          <FileUpIcon aria-hidden="true" />
          Subir archivos
        </Button>
      </div>

      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title="Eliminar la carpeta"
        confirmLabel="Eliminar carpeta"
        destructive
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(folder.id, {
            onSuccess: () => {
              setConfirmDelete(false);
              toast({ title: 'Carpeta eliminada' });
            },
            onError: (err) =>
              toast({
                variant: 'destructive',
                title: 'No pudimos eliminar la carpeta',
                description: requestErrorMessage(err, 'Inténtalo de nuevo.'),
              }),
          })
        }
      >
        La carpeta «{folder.name}» está vacía. Puedes crearla de nuevo cuando quieras.
      </ConfirmDialog>
    </section>
  );
}

function AddFolder({ businessId, full }: { businessId: number; full: boolean }) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const create = useCreateFolder(businessId);
  if (full) {
    return (
      <p className="text-sm text-muted-foreground">
        Llegaste al máximo de {DATA_ROOM_FOLDER_LIMIT} carpetas. Elimina una vacía para crear otra.
      </p>
    );
  }
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setError('Escribe el nombre de la carpeta.');
      return;
    }
    create.mutate(
      { name: name.trim() },
      {
        onSuccess: () => {
          toast({
            title: 'Carpeta creada',
            description: 'La ven los compradores con acceso; cámbialo en «Ajustes».',
          });
          setName('');
        },
        onError: (err) => setError(requestErrorMessage(err, 'No pudimos crear la carpeta.')),
      },
    );
  };
  return (
    <form onSubmit={submit} className="grid gap-3 rounded-xl border border-dashed p-4 sm:p-5" noValidate>
      <FormField label="Nueva carpeta" error={error} hint="Por ejemplo «Inventario» o «Proveedores».">
        <Input
          value={name}
          maxLength={60}
          onChange={(e) => {
            setName(e.target.value);
            setError(undefined);
          }}
        />
      </FormField>
      <div>
        <PendingButton type="submit" variant="secondary" pending={create.isPending} pendingLabel="Creando…">
          <FolderPlusIcon aria-hidden="true" />
          Añadir carpeta
        </PendingButton>
      </div>
    </form>
  );
}

import {
  type DataRoomAccessLevel,
  type DataRoomBuyer,
  type DataRoomFolder,
  dataRoomAccessLevelHints,
  dataRoomAccessLevelLabels,
  dataRoomAccessLevels,
} from '@traspasa/shared/data-room';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PendingButton } from '@/components/ui/pending-button';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/hooks/use-toast';
import { requestErrorMessage } from '@/lib/request-error';
import { cn } from '@/lib/utils';
import { useUpdateFolder } from '../api/room';

/** A folder's name, who sees it (with the named buyers), downloads and spreadsheet originals. */
export function FolderSettingsDialog({
  businessId,
  folder,
  buyers,
  onClose,
}: {
  businessId: number;
  folder: DataRoomFolder;
  /** The buyers with access to the listing, to name on the folder. */
  buyers: DataRoomBuyer[];
  onClose: () => void;
}) {
  const [name, setName] = useState(folder.name);
  const [level, setLevel] = useState<DataRoomAccessLevel>(folder.accessLevel);
  const [named, setNamed] = useState<Set<number>>(new Set(folder.namedBuyers.map((b) => b.id)));
  const [downloads, setDownloads] = useState(folder.downloadsAllowed);
  const [originals, setOriginals] = useState(folder.originalsAllowed);
  const [error, setError] = useState<string | undefined>();
  const update = useUpdateFolder(businessId);
  const ids = { downloads: useId(), originals: useId() };
  const fixedName = folder.kind === 'listing_documents';

  const save = (event: React.FormEvent) => {
    event.preventDefault();
    if (!fixedName && !name.trim()) {
      setError('Escribe el nombre de la carpeta.');
      return;
    }
    update.mutate(
      {
        folderId: folder.id,
        ...(fixedName || name.trim() === folder.name ? {} : { name: name.trim() }),
        accessLevel: level,
        downloadsAllowed: downloads,
        originalsAllowed: originals,
        ...(level === 'named' ? { namedBuyerIds: [...named] } : {}),
      },
      {
        onSuccess: () => {
          toast({ title: 'Carpeta guardada' });
          onClose();
        },
        onError: (err) => setError(requestErrorMessage(err, 'No pudimos guardar la carpeta.')),
      },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-xl">
        <form onSubmit={save} className="grid gap-5" noValidate>
          <DialogHeader>
            <DialogTitle>Ajustes de la carpeta</DialogTitle>
            <DialogDescription>
              Tú y los administradores ven siempre todas las carpetas. Elige qué compradores ven esta.
            </DialogDescription>
          </DialogHeader>
          {fixedName ? (
            <p className="text-sm">
              <span className="font-medium">{folder.name}</span>: son los documentos de tu anuncio; se cambian
              desde el formulario del anuncio.
            </p>
          ) : (
            <FormField label="Nombre de la carpeta" error={error}>
              <Input
                value={name}
                maxLength={60}
                onChange={(e) => {
                  setName(e.target.value);
                  setError(undefined);
                }}
              />
            </FormField>
          )}
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">Quién la ve</legend>
            {dataRoomAccessLevels.map((value) => (
              <label
                key={value}
                className={cn(
                  'flex cursor-pointer items-start gap-3 rounded-lg border p-3',
                  level === value && 'border-primary bg-primary-soft',
                )}
              >
                <input
                  type="radio"
                  name={`level-${folder.id}`}
                  value={value}
                  checked={level === value}
                  onChange={() => setLevel(value)}
                  className="mt-1 size-4 accent-primary"
                />
                <span className="grid gap-0.5">
                  <span className="text-sm font-medium">{dataRoomAccessLevelLabels[value]}</span>
                  <span className="text-sm text-muted-foreground">{dataRoomAccessLevelHints[value]}</span>
                </span>
              </label>
            ))}
          </fieldset>
          {level === 'named' ? (
            <fieldset className="grid gap-2">
              <legend className="mb-1 text-sm font-medium">Compradores que la ven</legend>
              {buyers.length === 0 ? (
                <p className="text-sm text-muted-foreground">
                  Todavía ningún comprador tiene acceso a la parte confidencial de este negocio. Cuando lo
                  tengan, podrás elegirlos aquí.
                </p>
              ) : (
                buyers.map((b) => {
                  const id = `named-${folder.id}-${b.id}`;
                  return (
                    <div key={b.id} className="flex min-h-11 items-center gap-3">
                      <Checkbox
                        id={id}
                        checked={named.has(b.id)}
                        onCheckedChange={(checked) =>
                          setNamed((prev) => {
                            const next = new Set(prev);
                            if (checked === true) next.add(b.id);
                            else next.delete(b.id);
                            return next;
                          })
                        }
                      />
                      <Label htmlFor={id} className="break-words">
                        {b.name}
                      </Label>
                    </div>
                  );
                })
              )}
            </fieldset>
          ) : null}
          <div className="grid gap-4">
            <div className="flex items-start justify-between gap-4">
              <div className="grid gap-0.5">
                <Label htmlFor={ids.downloads}>Permitir descargas</Label>
                <p className="text-sm text-muted-foreground">
                  Apagado, los compradores solo ven los documentos en el visor.
                </p>
              </div>
              <Switch id={ids.downloads} checked={downloads} onCheckedChange={setDownloads} />
            </div>
            <div className="flex items-start justify-between gap-4">
              <div className="grid gap-0.5">
                <Label htmlFor={ids.originals}>Hojas de cálculo originales</Label>
                <p className="text-sm text-muted-foreground">
                  Encendido, la descarga de una hoja de cálculo es el archivo original (sin marca de agua); si
                  no, un PDF con la marca de agua.
                </p>
              </div>
              <Switch id={ids.originals} checked={originals} onCheckedChange={setOriginals} />
            </div>
          </div>
          {fixedName && error ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {error}
            </p>
          ) : null}
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              Cancelar
            </Button>
            <PendingButton type="submit" pending={update.isPending} pendingLabel="Guardando…">
              Guardar carpeta
            </PendingButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

import { CameraIcon, Trash2Icon, UploadIcon } from 'lucide-react';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/server-issues';
import { avatarFileProblem, useDeleteAvatar, useUploadAvatar } from '../api/avatar';
import { FormAlert } from './centered-panel';
import { UserAvatar } from './user-avatar';

/** Choose → preview → upload with a progress bar; or remove the current photo. */
export function AvatarUploader({ name, avatarUrl }: { name: string; avatarUrl: string | null }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useUploadAvatar(setProgress);
  const remove = useDeleteAvatar();

  // Free the object URL of a preview we no longer show.
  useEffect(() => {
    return () => {
      if (preview) URL.revokeObjectURL(preview);
    };
  }, [preview]);

  function clearSelection() {
    setFile(null);
    setPreview(null);
    setProgress(0);
    if (inputRef.current) inputRef.current.value = '';
  }

  function onPick(event: ChangeEvent<HTMLInputElement>) {
    const picked = event.target.files?.[0];
    if (!picked) return;
    const why = avatarFileProblem(picked);
    if (why) {
      setProblem(why);
      if (inputRef.current) inputRef.current.value = '';
      return;
    }
    setProblem(null);
    setFile(picked);
    setProgress(0);
    setPreview(URL.createObjectURL(picked));
  }

  function onUpload() {
    if (!file) return;
    setProblem(null);
    upload.mutate(file, {
      onSuccess: () => {
        clearSelection();
        toast({
          title: 'Foto actualizada',
          description: 'Tu nueva foto de perfil ya está visible.',
          variant: 'success',
        });
      },
      onError: (error) => setProblem(errorMessage(error, 'No pudimos subir la foto. Intenta nuevamente.')),
    });
  }

  function onRemove() {
    setProblem(null);
    remove.mutate(undefined, {
      onSuccess: () => toast({ title: 'Foto eliminada', description: 'Ahora se mostrarán tus iniciales.' }),
      onError: (error) => setProblem(errorMessage(error, 'No pudimos quitar la foto. Intenta nuevamente.')),
    });
  }

  const busy = upload.isPending || remove.isPending;

  return (
    <div className="grid gap-4">
      <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
        <div className="relative w-fit">
          <UserAvatar name={name} src={preview ?? avatarUrl} className="size-24 ring-0" />
          {preview ? (
            <span className="absolute -right-1 -bottom-1 rounded-full bg-accent px-2 py-0.5 text-[0.6875rem] font-semibold text-accent-foreground">
              Vista previa
            </span>
          ) : null}
        </div>

        <div className="grid flex-1 gap-3">
          <input
            ref={inputRef}
            id="avatar-file"
            aria-label="Elegir una foto de perfil"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className="sr-only"
            onChange={onPick}
            disabled={busy}
            aria-describedby="avatar-hint"
          />
          {file ? (
            <div className="flex flex-col gap-2 sm:flex-row">
              <Button onClick={onUpload} disabled={busy}>
                {upload.isPending ? (
                  <Spinner size="sm" label="Subiendo foto…" className="[&_svg]:text-primary-foreground" />
                ) : (
                  <UploadIcon aria-hidden="true" />
                )}
                {upload.isPending ? 'Subiendo…' : 'Guardar foto'}
              </Button>
              <Button variant="ghost" onClick={clearSelection} disabled={upload.isPending}>
                Cancelar
              </Button>
            </div>
          ) : (
            <div className="flex flex-col gap-2 sm:flex-row">
              <Button variant="outline" onClick={() => inputRef.current?.click()} disabled={busy}>
                <CameraIcon aria-hidden="true" />
                {avatarUrl ? 'Cambiar foto' : 'Subir foto'}
              </Button>
              {avatarUrl ? (
                <Button
                  variant="ghost"
                  onClick={onRemove}
                  disabled={busy}
                  className="text-destructive hover:text-destructive"
                >
                  {remove.isPending ? (
                    <Spinner size="sm" label="Quitando foto…" />
                  ) : (
                    <Trash2Icon aria-hidden="true" />
                  )}
                  Quitar foto
                </Button>
              ) : null}
            </div>
          )}
          <p id="avatar-hint" className="text-sm text-muted-foreground">
            {file
              ? `${file.name} · ${(file.size / 1024 / 1024).toFixed(1).replace('.', ',')} MB`
              : 'JPG, PNG o WebP, hasta 5 MB.'}
          </p>
        </div>
      </div>

      {upload.isPending ? (
        <div className="grid gap-1.5">
          <div
            role="progressbar"
            aria-label="Progreso de la subida"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            className="h-2 w-full overflow-hidden rounded-full bg-muted"
          >
            <div
              className="h-full rounded-full bg-primary transition-[width] duration-200"
              style={{ width: `${progress}%` }}
            />
          </div>
          <p className="text-xs text-muted-foreground tabular-nums" aria-hidden="true">
            {progress < 100 ? `Subiendo… ${progress} %` : 'Procesando la imagen…'}
          </p>
        </div>
      ) : null}

      {problem ? <FormAlert>{problem}</FormAlert> : null}
    </div>
  );
}

import { FileTextIcon, FileUpIcon, XIcon } from 'lucide-react';
import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import {
  formatMegabytes,
  isImageFile,
  NDA_FILE_ACCEPT,
  type NdaFileField,
  ndaFileError,
  ndaFileFields,
} from '../lib/files';

/** Object URL for an image preview, revoked when the file changes or the field goes away. */
function usePreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || !isImageFile(file)) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/** One of the three files of a physical signature: choose, preview (image or PDF name), check size and type. */
export function NdaFileInput({
  field,
  file,
  onChange,
  disabled,
}: {
  field: NdaFileField;
  file: File | null;
  onChange: (file: File | null) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const [error, setError] = useState<string>();
  const preview = usePreview(file);
  const { label, hint, maxBytes } = ndaFileFields[field];

  const onInput = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!chosen) return;
    const problem = ndaFileError(field, chosen);
    setError(problem ?? undefined);
    onChange(problem ? null : chosen);
  };

  return (
    <div className="grid gap-2">
      <p className="text-sm font-medium" id={`${id}-label`}>
        {label}
      </p>
      <input
        id={id}
        type="file"
        accept={NDA_FILE_ACCEPT}
        className="peer sr-only"
        onChange={onInput}
        disabled={disabled}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
      />
      {file ? (
        <div className="flex items-center gap-3 rounded-lg border bg-card p-2 pr-1 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring">
          <div className="flex size-14 shrink-0 items-center justify-center overflow-hidden rounded-md bg-muted">
            {preview ? (
              <img
                src={preview}
                alt={`Vista previa de ${label.toLowerCase()}`}
                className="size-full object-cover"
              />
            ) : (
              <FileTextIcon className="size-6 text-primary" aria-hidden="true" />
            )}
          </div>
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium">{file.name}</p>
            <p className="text-xs text-muted-foreground">{formatMegabytes(file.size)}</p>
          </div>
          <label
            htmlFor={id}
            className={cn(
              'inline-flex min-h-11 cursor-pointer items-center rounded-lg px-3 text-sm font-semibold text-primary hover:bg-muted',
              disabled && 'pointer-events-none opacity-50',
            )}
          >
            Cambiar
          </label>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            onClick={() => onChange(null)}
            disabled={disabled}
            aria-label={`Quitar ${label.toLowerCase()}`}
          >
            <XIcon aria-hidden="true" />
          </Button>
        </div>
      ) : (
        <label
          htmlFor={id}
          className={cn(
            'flex min-h-16 cursor-pointer items-center gap-3 rounded-lg border-2 border-dashed border-input bg-background px-4 py-3 text-sm transition-colors hover:bg-muted peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring',
            error && 'border-destructive',
            disabled && 'pointer-events-none opacity-50',
          )}
        >
          <FileUpIcon className="size-5 shrink-0 text-primary" aria-hidden="true" />
          <span>
            <span className="font-semibold text-primary">Elegir archivo</span>
            <span className="block text-xs text-muted-foreground">
              PDF, JPEG o PNG · hasta {formatMegabytes(maxBytes)}
            </span>
          </span>
        </label>
      )}
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {hint}
      </p>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

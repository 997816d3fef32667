import type { IdentityImageKind } from '@traspasa/shared/identity';
import {
  AlertTriangleIcon,
  CameraIcon,
  IdCardIcon,
  ImagePlusIcon,
  Loader2Icon,
  UserRoundIcon,
  XIcon,
} from 'lucide-react';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { analyzePhoto, canUseCamera, PhotoDecodeError } from '../lib/analyze-photo';
import {
  formatMegabytes,
  IDENTITY_IMAGE_ACCEPT,
  photoFileError,
  photoHints,
  photoSizeProblem,
} from '../lib/image-checks';
import { imageKindLabels } from '../lib/labels';
import type { PickedPhoto } from '../lib/wizard';
import { CameraDialog } from './camera-dialog';

const instructions: Record<IdentityImageKind, string> = {
  front: 'El lado con tu foto: que se lean tu nombre y tu número, sin reflejos ni dedos encima.',
  back: 'El otro lado del mismo documento, entero y enfocado.',
  selfie: 'Tu cara y el documento juntos en la misma foto, con la foto del documento hacia la cámara.',
};

/** Object URL for a preview, revoked when the file changes or the field goes away. */
function usePreview(file: File | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/**
 * Not a touch phone or tablet (whose file input opens the camera itself): there the input
 * opens a file picker, so the webcam is offered too.
 */
function useOffersWebcam(): boolean {
  const [offers, setOffers] = useState(false);
  useEffect(() => {
    setOffers(canUseCamera() && !window.matchMedia('(pointer: coarse)').matches);
  }, []);
  return offers;
}

/**
 * One photo of the request. On a phone the input opens the camera directly (`capture`); on a
 * computer it opens a file picker, and "Usar la cámara" takes a still from the webcam. Type
 * and weight are checked at once (they block); size and light give hints.
 */
export function PhotoField({
  kind,
  photo,
  error,
  disabled,
  onChange,
}: {
  kind: IdentityImageKind;
  photo: PickedPhoto | undefined;
  /** A problem from the step or the server. */
  error?: string;
  disabled?: boolean;
  onChange: (photo: PickedPhoto | null) => void;
}) {
  const id = useId();
  const inputId = `${id}-input`;
  const [problem, setProblem] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [cameraOpen, setCameraOpen] = useState(false);
  const cameraButton = useRef<HTMLButtonElement>(null);
  const offersWebcam = useOffersWebcam();
  const preview = usePreview(photo?.file);
  const label = imageKindLabels[kind];
  const shownError = problem ?? (photo ? photoSizeProblem(photo.facts) : null) ?? error;
  const hints = photo ? photoHints(photo.facts) : [];

  const use = async (file: File, source: PickedPhoto['source']) => {
    setProblem(null);
    const refusal = photoFileError(file);
    if (refusal) {
      setProblem(refusal);
      return;
    }
    setChecking(true);
    try {
      onChange({ file, facts: await analyzePhoto(file), source });
    } catch (failure) {
      setProblem(
        failure instanceof PhotoDecodeError
          ? failure.message
          : 'No pudimos revisar esta foto. Prueba con otra.',
      );
    } finally {
      setChecking(false);
    }
  };

  const onInput = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (chosen) void use(chosen, 'file');
  };

  const describedBy = [`${id}-help`, hints.length ? `${id}-hints` : null, shownError ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');

  return (
    <div className="grid content-start gap-3 rounded-xl border bg-card p-4 shadow-sm">
      <div>
        <h3 className="font-semibold">{label}</h3>
        <p id={`${id}-help`} className="mt-1 text-sm text-muted-foreground">
          {instructions[kind]}
        </p>
      </div>
      <input
        id={inputId}
        type="file"
        accept={IDENTITY_IMAGE_ACCEPT}
        // Phones open the camera directly: the back one for the document, the front one for the selfie.
        capture={kind === 'selfie' ? 'user' : 'environment'}
        className="peer sr-only"
        onChange={onInput}
        disabled={disabled || checking}
        aria-describedby={describedBy}
        aria-invalid={shownError ? true : undefined}
      />
      <figure className="grid gap-1.5">
        <div
          className={cn(
            'relative flex aspect-[4/3] items-center justify-center overflow-hidden rounded-lg',
            photo && preview ? 'bg-muted' : 'border-2 border-dashed border-input bg-muted/40',
            shownError && 'border-destructive',
          )}
        >
          {photo && preview ? (
            <>
              <img
                src={preview}
                alt={`Vista previa: ${label.toLowerCase()}`}
                className="size-full object-contain"
              />
              <Button
                variant="outline"
                size="icon"
                className="absolute top-2 right-2 bg-background/95 shadow-sm"
                onClick={() => {
                  setProblem(null);
                  onChange(null);
                }}
                disabled={disabled}
                aria-label={`Quitar la foto: ${label.toLowerCase()}`}
              >
                <XIcon aria-hidden="true" />
              </Button>
            </>
          ) : checking ? (
            <Loader2Icon className="size-8 animate-spin text-muted-foreground" aria-hidden="true" />
          ) : (
            <span className="flex flex-col items-center gap-2 px-4 text-center text-sm text-muted-foreground">
              {kind === 'selfie' ? (
                <UserRoundIcon className="size-10 text-primary/60" aria-hidden="true" />
              ) : (
                <IdCardIcon className="size-10 text-primary/60" aria-hidden="true" />
              )}
              Aún no hay foto
            </span>
          )}
        </div>
        {photo ? (
          <figcaption className="text-xs text-muted-foreground">
            {photo.source === 'camera' ? 'Tomada con la cámara' : photo.file.name} ·{' '}
            {formatMegabytes(photo.file.size)} · {photo.facts.width} × {photo.facts.height} px
          </figcaption>
        ) : null}
      </figure>
      {checking ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Loader2Icon className="size-4 animate-spin" aria-hidden="true" />
          Revisando la foto…
        </p>
      ) : null}
      {shownError ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {shownError}
        </p>
      ) : null}
      {hints.length > 0 ? (
        <ul id={`${id}-hints`} className="grid gap-1.5">
          {hints.map((hint) => (
            <li
              key={hint}
              className="flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-2.5 text-sm text-amber-950"
            >
              <AlertTriangleIcon className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
              <span>
                <span className="sr-only">Sugerencia: </span>
                {hint}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="grid gap-2">
        <label
          htmlFor={inputId}
          className={cn(
            'inline-flex min-h-11 w-full cursor-pointer items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring',
            photo
              ? 'border border-input bg-background text-foreground hover:bg-muted'
              : 'bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover',
            (disabled || checking) && 'pointer-events-none opacity-50',
          )}
        >
          <ImagePlusIcon className="size-4" aria-hidden="true" />
          {photo ? 'Cambiar foto' : 'Tomar o elegir foto'}
          <span className="sr-only">: {label.toLowerCase()}</span>
        </label>
        {offersWebcam ? (
          <Button
            ref={cameraButton}
            variant="outline"
            // Not disabled while a photo is checked: focus comes back here when the camera closes.
            onClick={() => !checking && setCameraOpen(true)}
            aria-disabled={checking || undefined}
            disabled={disabled}
            className="w-full"
            aria-label={`Usar la cámara: ${label.toLowerCase()}`}
          >
            <CameraIcon aria-hidden="true" />
            Usar la cámara
          </Button>
        ) : null}
      </div>
      {offersWebcam ? (
        <CameraDialog
          open={cameraOpen}
          onOpenChange={setCameraOpen}
          title={label}
          facing={kind === 'selfie' ? 'user' : 'environment'}
          fileName={`${kind}.jpg`}
          onCapture={(file) => void use(file, 'camera')}
          returnFocusTo={cameraButton}
        />
      ) : null}
    </div>
  );
}

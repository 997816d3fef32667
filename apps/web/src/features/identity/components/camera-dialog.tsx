import { CameraIcon, RefreshCwIcon } from 'lucide-react';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { cameraErrorMessage, snapshotVideo } from '../lib/analyze-photo';

type CameraState =
  | { kind: 'starting' }
  | { kind: 'live' }
  | { kind: 'taken'; file: File; url: string }
  | { kind: 'error'; message: string };

/**
 * "Usar la cámara" on a computer: a live view from getUserMedia, a still taken into a JPEG,
 * and a second look before it is used. The camera is switched off as soon as the dialog
 * closes or the still is taken.
 */
export function CameraDialog({
  open,
  onOpenChange,
  title,
  facing,
  fileName,
  onCapture,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  facing: 'user' | 'environment';
  fileName: string;
  onCapture: (file: File) => void;
  /** The button that opened the camera: focus goes back to it on close. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const [state, setState] = useState<CameraState>({ kind: 'starting' });
  const [attempt, setAttempt] = useState(0);

  const stop = () => {
    for (const track of streamRef.current?.getTracks() ?? []) track.stop();
    streamRef.current = null;
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` restarts the camera on "Tomar otra"
  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    setState({ kind: 'starting' });
    navigator.mediaDevices
      .getUserMedia({
        audio: false,
        video: { facingMode: facing, width: { ideal: 1920 }, height: { ideal: 1080 } },
      })
      .then(async (stream) => {
        if (cancelled) {
          for (const track of stream.getTracks()) track.stop();
          return;
        }
        streamRef.current = stream;
        const video = videoRef.current;
        if (video) {
          video.srcObject = stream;
          await video.play().catch(() => {});
        }
        setState({ kind: 'live' });
      })
      .catch((error: unknown) => {
        if (!cancelled) setState({ kind: 'error', message: cameraErrorMessage(error) });
      });
    return () => {
      cancelled = true;
      stop();
    };
  }, [open, facing, attempt]);

  useEffect(() => {
    if (state.kind !== 'taken') return;
    return () => URL.revokeObjectURL(state.url);
  }, [state]);

  const take = async () => {
    const video = videoRef.current;
    if (!video) return;
    try {
      const file = await snapshotVideo(video, fileName);
      stop();
      setState({ kind: 'taken', file, url: URL.createObjectURL(file) });
    } catch (error) {
      setState({
        kind: 'error',
        message: error instanceof Error ? error.message : cameraErrorMessage(error),
      });
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-w-2xl"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            {facing === 'user'
              ? 'Mira a la cámara y sostén tu documento junto a tu cara, con la foto del documento hacia la cámara.'
              : 'Pon el documento sobre una superficie lisa, con buena luz y sin reflejos, y que se vea entero.'}
          </DialogDescription>
        </DialogHeader>
        <div className="relative flex aspect-video items-center justify-center overflow-hidden rounded-lg bg-slate-900">
          {state.kind === 'taken' ? (
            <img
              src={state.url}
              alt={`Foto tomada: ${title.toLowerCase()}`}
              className="size-full object-contain"
            />
          ) : (
            <video
              ref={videoRef}
              muted
              playsInline
              aria-label="Vista de la cámara"
              // A selfie view is shown as in a mirror; the photo itself is not mirrored.
              className={`size-full object-contain ${facing === 'user' ? '-scale-x-100' : ''} ${state.kind === 'live' ? '' : 'invisible'}`}
            />
          )}
          {state.kind === 'starting' ? (
            <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 text-sm text-white">
              <Spinner label="Abriendo la cámara…" className="[&_svg]:text-white" />
              Abriendo la cámara… Si el navegador te lo pregunta, permite el acceso.
            </div>
          ) : null}
          {state.kind === 'error' ? (
            <p
              role="alert"
              className="absolute inset-0 flex items-center justify-center p-6 text-center text-sm text-white"
            >
              {state.message}
            </p>
          ) : null}
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancelar
          </Button>
          {state.kind === 'taken' ? (
            <>
              <Button variant="outline" onClick={() => setAttempt((n) => n + 1)}>
                <RefreshCwIcon aria-hidden="true" />
                Tomar otra
              </Button>
              <Button
                onClick={() => {
                  onCapture(state.file);
                  onOpenChange(false);
                }}
              >
                Usar esta foto
              </Button>
            </>
          ) : state.kind === 'error' ? (
            <Button variant="outline" onClick={() => setAttempt((n) => n + 1)}>
              <RefreshCwIcon aria-hidden="true" />
              Reintentar
            </Button>
          ) : (
            <Button onClick={() => void take()} disabled={state.kind !== 'live'}>
              <CameraIcon aria-hidden="true" />
              Tomar foto
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

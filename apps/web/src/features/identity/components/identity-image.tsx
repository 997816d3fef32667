import type { IdentityImageKind } from '@traspasa/shared/identity';
import { MaximizeIcon, MinusIcon, PlusIcon, RotateCcwIcon, RotateCwIcon } from 'lucide-react';
import { type PointerEvent, type ReactElement, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { useAdminIdentityImage } from '../api/get-identity-image';
import { identityErrorMessage } from '../lib/errors';
import { imageKindLabels } from '../lib/labels';
import { nextZoom, ZOOM_LEVELS, zoomedLayout } from '../lib/zoom';

/** The inner size of an element, followed as it changes (the dialog on a turned phone). */
function useBoxSize() {
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback((node: HTMLElement | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!node) return;
    const measure = () => setSize({ width: node.clientWidth, height: node.clientHeight });
    measure();
    observer.current = new ResizeObserver(measure);
    observer.current.observe(node);
  }, []);
  return [ref, size] as const;
}

/** Drag to pan a scrolled box (the mouse's way; touch scrolls by itself). */
function useDragToPan() {
  const drag = useRef<{ x: number; y: number; left: number; top: number } | null>(null);
  return {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.pointerType !== 'mouse' || event.button !== 0) return;
      const box = event.currentTarget;
      drag.current = { x: event.clientX, y: event.clientY, left: box.scrollLeft, top: box.scrollTop };
      box.setPointerCapture(event.pointerId);
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      const start = drag.current;
      if (!start) return;
      event.currentTarget.scrollLeft = start.left - (event.clientX - start.x);
      event.currentTarget.scrollTop = start.top - (event.clientY - start.y);
    },
    onPointerUp: () => {
      drag.current = null;
    },
  };
}

/** The larger view: zoom in steps, rotate, pan by dragging, scrolling or with the arrow keys. */
function ZoomDialog({
  open,
  onOpenChange,
  url,
  title,
  alt,
  trigger,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  url: string;
  title: string;
  alt: string;
  /** The thumbnail that opens the view; focus returns to it when the view closes. */
  trigger: ReactElement;
}) {
  const [zoom, setZoom] = useState(1);
  const [turns, setTurns] = useState(0);
  const pan = useDragToPan();
  const [boxRef, box] = useBoxSize();
  const layout = zoomedLayout(box ?? { width: 0, height: 0 }, zoom, turns);
  const scroller = useRef<HTMLElement | null>(null);
  const centre = useRef<{ x: number; y: number } | null>(null);
  const setBox = useCallback(
    (node: HTMLElement | null) => {
      scroller.current = node;
      boxRef(node);
    },
    [boxRef],
  );
  // Zooming keeps the point at the centre of the view where it was.
  const changeZoom = (direction: 1 | -1) => {
    const node = scroller.current;
    if (node) {
      centre.current = {
        x: (node.scrollLeft + node.clientWidth / 2) / node.scrollWidth,
        y: (node.scrollTop + node.clientHeight / 2) / node.scrollHeight,
      };
    }
    setZoom((z) => nextZoom(z, direction));
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the zoom has been laid out
  useLayoutEffect(() => {
    const node = scroller.current;
    const point = centre.current;
    if (!node || !point) return;
    node.scrollLeft = point.x * node.scrollWidth - node.clientWidth / 2;
    node.scrollTop = point.y * node.scrollHeight - node.clientHeight / 2;
    centre.current = null;
  }, [zoom]);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) {
          setZoom(1);
          setTurns(0);
        }
      }}
    >
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="h-[calc(100dvh-2rem)] max-w-6xl gap-3 p-3 sm:p-4">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            Acerca la imagen con los botones y arrástrala o desplázate para moverla.
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant="outline"
            size="icon"
            onClick={() => changeZoom(-1)}
            disabled={zoom <= ZOOM_LEVELS[0]!}
            aria-label="Alejar"
          >
            <MinusIcon aria-hidden="true" />
          </Button>
          <span className="min-w-14 text-center text-sm font-medium tabular-nums" aria-live="polite">
            {Math.round(zoom * 100)} %
          </span>
          <Button
            variant="outline"
            size="icon"
            onClick={() => changeZoom(1)}
            disabled={zoom >= ZOOM_LEVELS[ZOOM_LEVELS.length - 1]!}
            aria-label="Acercar"
          >
            <PlusIcon aria-hidden="true" />
          </Button>
          <Button
            variant="outline"
            size="icon"
            onClick={() => setTurns((t) => (t + 3) % 4)}
            aria-label="Girar a la izquierda"
          >
            <RotateCcwIcon aria-hidden="true" />
          </Button>
          <Button
            variant="outline"
            size="icon"
            onClick={() => setTurns((t) => (t + 1) % 4)}
            aria-label="Girar a la derecha"
          >
            <RotateCwIcon aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            onClick={() => {
              setZoom(1);
              setTurns(0);
            }}
            disabled={zoom === 1 && turns === 0}
          >
            Restablecer
          </Button>
        </div>
        <section
          ref={setBox}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolled view is focusable so the arrow keys pan it (axe scrollable-region-focusable)
          tabIndex={0}
          aria-label={`${alt}, ampliada al ${Math.round(zoom * 100)} %`}
          className="min-h-0 flex-1 cursor-grab overflow-auto rounded-lg bg-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring active:cursor-grabbing"
          {...pan}
        >
          {box ? (
            <div className="relative" style={{ width: layout.canvas.width, height: layout.canvas.height }}>
              <img
                src={url}
                alt={alt}
                draggable={false}
                className="absolute top-1/2 left-1/2 max-w-none object-contain select-none"
                style={{
                  width: layout.image.width,
                  height: layout.image.height,
                  transform: `translate(-50%, -50%) rotate(${layout.rotation}deg)`,
                }}
              />
            </div>
          ) : null}
        </section>
      </DialogContent>
    </Dialog>
  );
}

/**
 * One image of a request for the reviewer. It is fetched when the request opens (and that
 * read is recorded by the server); the larger view reuses what was fetched.
 */
export function IdentityImage({
  requestId,
  kind,
  userName,
}: {
  requestId: number;
  kind: IdentityImageKind;
  userName: string;
}) {
  const image = useAdminIdentityImage(requestId, kind);
  const [open, setOpen] = useState(false);
  const label = imageKindLabels[kind];
  const alt = `${label} de ${userName}`;
  return (
    <figure className="grid gap-2">
      <figcaption className="text-sm font-semibold">{label}</figcaption>
      {image.url ? (
        <ZoomDialog
          open={open}
          onOpenChange={setOpen}
          url={image.url}
          title={`${label} — ${userName}`}
          alt={alt}
          trigger={
            <button
              type="button"
              className="group relative flex aspect-[4/3] items-center justify-center overflow-hidden rounded-lg border bg-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              <img src={image.url} alt={alt} className="size-full object-contain" />
              <span className="absolute right-2 bottom-2 inline-flex items-center gap-1 rounded-md bg-background/95 px-2 py-1 text-xs font-semibold shadow">
                <MaximizeIcon className="size-3.5" aria-hidden="true" />
                Ampliar
              </span>
            </button>
          }
        />
      ) : image.isError ? (
        <div
          role="alert"
          className="flex aspect-[4/3] flex-col items-center justify-center gap-3 rounded-lg border border-dashed p-4 text-center text-sm"
        >
          <p>{identityErrorMessage(image.error, 'No pudimos cargar esta imagen.')}</p>
          <Button variant="outline" size="sm" className="min-h-11" onClick={() => void image.refetch()}>
            Reintentar
          </Button>
        </div>
      ) : (
        <Skeleton
          className="aspect-[4/3] w-full"
          role="status"
          aria-label={`Cargando: ${label.toLowerCase()}`}
        />
      )}
    </figure>
  );
}

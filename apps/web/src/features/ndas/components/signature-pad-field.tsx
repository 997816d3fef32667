import { EraserIcon, TypeIcon } from 'lucide-react';
import { type Ref, useEffect, useId, useImperativeHandle, useRef, useState } from 'react';
import SignaturePad from 'signature_pad';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

export type SignaturePadHandle = {
  /** The signature as a PNG data URL, or null when nothing was drawn. */
  toPng: () => string | null;
  clear: () => void;
};

const PEN = '#0f172a';
const TYPED_FONT = '"Segoe Script", "Brush Script MT", "Apple Chancery", "URW Chancery L", cursive';

/** Decoded size of a base64 data URL, in bytes. */
export function dataUrlBytes(dataUrl: string): number {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

/**
 * A drawn signature (signature_pad on a canvas): mouse, pen or finger, resized with its
 * box without losing the strokes. "Usar mi nombre" writes the name in a handwriting font
 * instead, for people who cannot draw (keyboard, motor impairments).
 */
export function SignaturePadField({
  ref,
  signerName,
  onChange,
  disabled = false,
}: {
  ref?: Ref<SignaturePadHandle>;
  signerName: string;
  onChange: (hasSignature: boolean) => void;
  disabled?: boolean;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const typedRef = useRef<string | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const [hasSignature, setHasSignature] = useState(false);
  const labelId = useId();

  const drawTyped = (name: string) => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return;
    const width = canvas.offsetWidth;
    const height = canvas.offsetHeight;
    let size = Math.min(56, height * 0.42);
    ctx.save();
    ctx.fillStyle = PEN;
    ctx.textBaseline = 'middle';
    ctx.textAlign = 'center';
    do {
      ctx.font = `italic ${size}px ${TYPED_FONT}`;
      size -= 2;
    } while (ctx.measureText(name).width > width * 0.9 && size > 12);
    ctx.fillText(name, width / 2, height * 0.55);
    ctx.restore();
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: created once; drawTyped only reads refs
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const pad = new SignaturePad(canvas, { penColor: PEN, minWidth: 0.8, maxWidth: 2.8 });
    padRef.current = pad;
    const mark = () => {
      setHasSignature(true);
      onChangeRef.current(true);
    };
    pad.addEventListener('endStroke', mark);

    let lastWidth = 0;
    const resize = () => {
      const width = canvas.offsetWidth;
      if (!width || width === lastWidth) return;
      lastWidth = width;
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const strokes = pad.toData();
      canvas.width = width * ratio;
      canvas.height = canvas.offsetHeight * ratio;
      canvas.getContext('2d')?.scale(ratio, ratio);
      pad.clear();
      if (typedRef.current) drawTyped(typedRef.current);
      if (strokes.length > 0) pad.fromData(strokes, { clear: false });
    };
    resize();
    const observer = new ResizeObserver(resize);
    observer.observe(canvas);
    return () => {
      observer.disconnect();
      pad.removeEventListener('endStroke', mark);
      pad.off();
      padRef.current = null;
    };
  }, []);

  useEffect(() => {
    const pad = padRef.current;
    if (!pad) return;
    if (disabled) pad.off();
    else pad.on();
  }, [disabled]);

  const clear = () => {
    padRef.current?.clear();
    typedRef.current = null;
    setHasSignature(false);
    onChangeRef.current(false);
  };

  const useName = () => {
    const name = signerName.trim();
    if (!name) return;
    padRef.current?.clear();
    typedRef.current = name;
    drawTyped(name);
    setHasSignature(true);
    onChangeRef.current(true);
  };

  useImperativeHandle(ref, () => ({
    toPng: () => {
      const pad = padRef.current;
      if (!pad || (pad.isEmpty() && !typedRef.current)) return null;
      return pad.toDataURL('image/png');
    },
    clear,
  }));

  return (
    <div className="grid gap-2">
      <p id={labelId} className="text-sm font-medium">
        Tu firma
      </p>
      <div
        className={cn(
          'relative overflow-hidden rounded-xl border-2 border-dashed border-input bg-white',
          disabled && 'opacity-60',
        )}
      >
        <canvas
          ref={canvasRef}
          role="img"
          aria-labelledby={labelId}
          aria-describedby={`${labelId}-hint`}
          className="block h-44 w-full touch-none sm:h-48"
        />
        {!hasSignature ? (
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-x-0 top-1/2 -translate-y-1/2 text-center text-sm text-muted-foreground"
          >
            Dibuja tu firma aquí
          </span>
        ) : null}
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-6 bottom-8 border-b border-slate-300"
        />
      </div>
      <p id={`${labelId}-hint`} className="text-xs text-muted-foreground">
        Con el dedo, un lápiz o el ratón. Si no puedes dibujarla, usa tu nombre escrito.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="min-h-11"
          onClick={clear}
          disabled={disabled || !hasSignature}
        >
          <EraserIcon aria-hidden="true" />
          Borrar firma
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="min-h-11"
          onClick={useName}
          disabled={disabled || signerName.trim().length === 0}
        >
          <TypeIcon aria-hidden="true" />
          Usar mi nombre escrito
        </Button>
      </div>
      <p className="sr-only" aria-live="polite">
        {hasSignature ? 'Firma lista.' : ''}
      </p>
    </div>
  );
}

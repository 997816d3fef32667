// The PDF half of the data room's viewer, in its own chunk with pdf.js (loaded only when a buyer
// or the seller opens a PDF, never with the home page: decision 146's budget). The worker is
// a file of our own build, served from our origin like every script (decision 080's CSP).

import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy, type RenderTask } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

GlobalWorkerOptions.workerSrc = workerUrl;

/** The viewer's header, page buttons and footer around the page, in CSS pixels. */
const CHROME_PX = 250;

export type PdfPagesProps = {
  data: Uint8Array;
  title: string;
  /** Told of the page on screen (1-based), for the time per page. */
  onPage: (page: number) => void;
};

/** One page at a time on a canvas, with «Anterior» / «Siguiente»; no download, no text layer. */
export default function PdfPages({ data, title, onPage }: PdfPagesProps) {
  const [doc, setDoc] = useState<PDFDocumentProxy | null>(null);
  const [failed, setFailed] = useState(false);
  const [page, setPage] = useState(1);
  const [rendering, setRendering] = useState(true);
  const [fit, setFit] = useState<'page' | 'width'>('page');
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let cancelled = false;
    // pdf.js takes the bytes over (transfers them to its worker): give it a copy.
    const task = getDocument({ data: data.slice(), useWasm: false });
    task.promise.then(
      (loaded) => {
        if (cancelled) void loaded.loadingTask.destroy();
        else setDoc(loaded);
      },
      () => {
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
      void task.destroy();
    };
  }, [data]);

  useEffect(() => {
    if (doc) onPage(page);
  }, [doc, page, onPage]);

  useEffect(() => {
    if (!doc) return;
    let task: RenderTask | null = null;
    let cancelled = false;
    setRendering(true);
    void doc.getPage(page).then((p) => {
      const canvas = canvasRef.current;
      const frame = frameRef.current;
      if (cancelled || !canvas || !frame) return;
      const base = p.getViewport({ scale: 1 });
      const width = Math.max(264, frame.clientWidth - 16);
      // «Página completa» fits the page in the window (what is left beside the viewer's header
      // and buttons); «Ajustar al ancho» fills the width, to read small print.
      const height = Math.max(320, window.innerHeight - CHROME_PX);
      const scale = fit === 'width' ? width / base.width : Math.min(width / base.width, height / base.height);
      const ratio = window.devicePixelRatio || 1;
      const viewport = p.getViewport({ scale: scale * ratio });
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      canvas.style.width = `${Math.floor(viewport.width / ratio)}px`;
      canvas.style.height = `${Math.floor(viewport.height / ratio)}px`;
      task = p.render({ canvas, viewport });
      task.promise.then(
        () => !cancelled && setRendering(false),
        () => !cancelled && setRendering(false),
      );
    });
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [doc, page, fit]);

  if (failed) {
    return (
      <p role="alert" className="rounded-lg border bg-card p-4 text-sm text-destructive">
        No pudimos mostrar este documento. Cierra el visor y vuelve a abrirlo.
      </p>
    );
  }
  const pages = doc?.numPages ?? 0;
  return (
    <div className="grid gap-3">
      <div className="flex items-center justify-between gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={!doc || page <= 1}
          onClick={() => setPage((p) => Math.max(1, p - 1))}
        >
          <ChevronLeftIcon aria-hidden="true" />
          Anterior
        </Button>
        <div className="flex flex-col items-center gap-1 sm:flex-row sm:gap-3">
          <p className="text-sm tabular-nums text-muted-foreground" aria-live="polite">
            {doc ? `Página ${page} de ${pages}` : 'Abriendo el documento…'}
          </p>
          <Button
            variant="link"
            size="sm"
            className="min-h-9 px-1"
            disabled={!doc}
            onClick={() => setFit((f) => (f === 'page' ? 'width' : 'page'))}
          >
            {fit === 'page' ? 'Ajustar al ancho' : 'Página completa'}
          </Button>
        </div>
        <Button
          variant="outline"
          size="sm"
          disabled={!doc || page >= pages}
          onClick={() => setPage((p) => Math.min(pages, p + 1))}
        >
          Siguiente
          <ChevronRightIcon aria-hidden="true" />
        </Button>
      </div>
      <div
        ref={frameRef}
        className="relative min-h-64 w-full overflow-hidden rounded-lg border bg-slate-100 p-2"
      >
        {!doc || rendering ? (
          <div className="absolute inset-0 flex items-center justify-center">
            <Spinner label="Cargando la página" />
          </div>
        ) : null}
        <canvas
          ref={canvasRef}
          role="img"
          aria-label={`${title}, página ${page}${pages ? ` de ${pages}` : ''}`}
          className="mx-auto block bg-white"
          onContextMenu={(e) => e.preventDefault()}
        />
      </div>
    </div>
  );
}

import { DATA_ROOM_VIEW_HEADER, type DataRoomFile } from '@traspasa/shared/data-room';
import { DownloadIcon, ShieldCheckIcon } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/hooks/use-toast';
import { apiRequest } from '@/lib/api-client';
import { downloadFile } from '@/lib/download';
import { requestErrorMessage } from '@/lib/request-error';
import { sendViewEvents } from '../api/room';
import { PageTimer } from '../lib/page-timer';

const PdfPages = lazy(() => import('./pdf-pages'));

/** How often the time per page goes to the server while the viewer is open. */
const REPORT_EVERY_MS = 15_000;

type Loaded =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'pdf'; data: Uint8Array; viewId: string | null }
  | { state: 'image'; url: string; viewId: string | null };

/** Fetches the view (watermarked for a buyer) with the session; each open is one recorded view. */
function useView(file: DataRoomFile, versionUrl: string): Loaded {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    let objectUrl: string | null = null;
    setLoaded({ state: 'loading' });
    apiRequest('GET', versionUrl, undefined, { signal: controller.signal, headers: { Accept: '*/*' } })
      .then(async (res) => {
        const viewId = res.headers.get(DATA_ROOM_VIEW_HEADER);
        const blob = await res.blob();
        if (file.viewType === 'application/pdf') {
          setLoaded({ state: 'pdf', data: new Uint8Array(await blob.arrayBuffer()), viewId });
        } else {
          objectUrl = URL.createObjectURL(blob);
          setLoaded({ state: 'image', url: objectUrl, viewId });
        }
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setLoaded({
          state: 'failed',
          message: requestErrorMessage(error, 'No pudimos abrir este documento.', {
            byStatus: { 404: 'Este documento ya no está disponible para ti.' },
          }),
        });
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [file.viewType, versionUrl]);
  return loaded;
}

/** Sends the time per page of one view every few seconds, when the tab hides, and on closing. */
function usePageTimes(businessId: number, fileId: number, viewId: string | null) {
  const timer = useRef(new PageTimer());
  const flush = useCallback(() => {
    if (!viewId) return;
    const pages = timer.current.take();
    if (pages.length > 0) void sendViewEvents(businessId, fileId, { viewId, pages }).catch(() => {});
  }, [businessId, fileId, viewId]);

  useEffect(() => {
    if (!viewId) return;
    const t = timer.current;
    const every = window.setInterval(flush, REPORT_EVERY_MS);
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        t.pause();
        flush();
      } else t.resume();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', flush);
    return () => {
      window.clearInterval(every);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', flush);
      t.show(null);
      flush();
    };
  }, [viewId, flush]);

  return useCallback((page: number) => timer.current.show(page), []);
}

export type ViewerTarget = { file: DataRoomFile; versionUrl: string; versionLabel?: string };

/** The in-browser viewer: the watermarked PDF page by page, or the watermarked image. */
export function DocumentViewer({
  businessId,
  target,
  watermarked,
  onClose,
}: {
  businessId: number;
  target: ViewerTarget;
  /** A buyer's copy carries their name; the seller sees the file as uploaded. */
  watermarked: boolean;
  onClose: () => void;
}) {
  const { file, versionUrl, versionLabel } = target;
  const loaded = useView(file, versionUrl);
  const viewId = loaded.state === 'pdf' || loaded.state === 'image' ? loaded.viewId : null;
  const onPage = usePageTimes(businessId, file.id, viewId);
  const [downloading, setDownloading] = useState(false);

  useEffect(() => {
    if (loaded.state === 'image') onPage(1);
  }, [loaded.state, onPage]);

  const download = async () => {
    if (!file.downloadUrl) return;
    setDownloading(true);
    try {
      await downloadFile(file.downloadUrl, file.name);
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'No pudimos descargar el documento',
        description: requestErrorMessage(error, 'Inténtalo de nuevo en unos segundos.'),
      });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[calc(100dvh-1rem)] w-[calc(100%-1rem)] max-w-4xl gap-3 p-3 sm:p-5">
        <DialogHeader>
          <DialogTitle className="break-words">{file.name}</DialogTitle>
          <DialogDescription className="flex items-start gap-1.5">
            <ShieldCheckIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            {watermarked
              ? 'Esta copia lleva tu nombre como marca de agua y tu vista queda registrada.'
              : `Así lo subiste${versionLabel ? ` (${versionLabel})` : ''}. Cada comprador lo ve con su nombre como marca de agua.`}
          </DialogDescription>
        </DialogHeader>
        {loaded.state === 'loading' ? (
          <div className="flex min-h-64 items-center justify-center">
            <Spinner size="lg" label="Abriendo el documento" />
          </div>
        ) : loaded.state === 'failed' ? (
          <p role="alert" className="rounded-lg border bg-card p-4 text-sm text-destructive">
            {loaded.message}
          </p>
        ) : loaded.state === 'pdf' ? (
          <Suspense
            fallback={
              <div className="flex min-h-64 items-center justify-center">
                <Spinner size="lg" label="Abriendo el visor" />
              </div>
            }
          >
            <PdfPages data={loaded.data} title={file.name} onPage={onPage} />
          </Suspense>
        ) : (
          <div className="overflow-hidden rounded-lg border bg-slate-100">
            <img
              src={loaded.url}
              alt={file.name}
              className="mx-auto block max-h-[70dvh] w-auto max-w-full"
              draggable={false}
              onContextMenu={(e) => e.preventDefault()}
            />
          </div>
        )}
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-xs text-muted-foreground">
            {!watermarked
              ? 'Tu archivo tal como lo subiste.'
              : file.downloadUrl
                ? file.downloadIsOriginal
                  ? 'La descarga es la hoja de cálculo original.'
                  : 'La descarga también lleva la marca de agua.'
                : 'El vendedor no permite descargar esta carpeta; puedes verla aquí.'}
          </p>
          {file.downloadUrl ? (
            <Button variant="outline" size="sm" disabled={downloading} onClick={() => void download()}>
              <DownloadIcon aria-hidden="true" />
              {downloading ? 'Descargando…' : 'Descargar'}
            </Button>
          ) : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}

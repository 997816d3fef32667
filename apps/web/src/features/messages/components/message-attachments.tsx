// Files in a message (decision 072): photos as thumbnails that open full size, PDFs as a
// row with name, size and a download. Every URL is the authorised route: only the two
// people in the conversation can load it.
import type { MessageAttachment } from '@traspasa/shared/messages';
import { DownloadIcon, ExternalLinkIcon, FileTextIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { cn } from '@/lib/utils';
import { formatFileSize } from '../lib/attachment-files';

function PhotoThumb({ photo, single }: { photo: MessageAttachment; single: boolean }) {
  const [open, setOpen] = useState(false);
  // The thumbnail keeps the photo's shape (within 480 px); a single one shows larger.
  const ratio = photo.width && photo.height ? `${photo.width} / ${photo.height}` : '4 / 3';
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className={cn(
          'block overflow-hidden rounded-xl border bg-muted outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
          single ? 'w-64 max-w-full' : 'size-32 sm:size-36',
        )}
        style={single ? { aspectRatio: ratio } : undefined}
      >
        <img
          src={photo.thumbnailUrl ?? photo.url}
          alt={`Foto: ${photo.name}`}
          loading="lazy"
          width={photo.width ?? undefined}
          height={photo.height ?? undefined}
          className="size-full object-cover"
        />
        <span className="sr-only"> (abrir en tamaño completo)</span>
      </button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-w-5xl gap-3 p-3 sm:p-4">
          <DialogTitle className="truncate pr-12 text-base">{photo.name}</DialogTitle>
          <DialogDescription className="sr-only">La foto en tamaño completo.</DialogDescription>
          {open ? (
            <img
              src={photo.url}
              alt={`Foto: ${photo.name}`}
              className="max-h-[75dvh] w-full rounded-lg bg-muted object-contain"
            />
          ) : null}
          <div className="flex flex-wrap justify-end gap-2">
            <Button asChild variant="outline" size="sm">
              <a href={photo.url} target="_blank" rel="noopener noreferrer">
                <ExternalLinkIcon aria-hidden="true" />
                Abrir en otra pestaña
              </a>
            </Button>
            <Button asChild size="sm">
              <a href={photo.url} download={photo.name}>
                <DownloadIcon aria-hidden="true" />
                Descargar
              </a>
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}

function PdfRow({ file }: { file: MessageAttachment }) {
  return (
    <a
      href={file.url}
      download={file.name}
      className="flex w-72 max-w-full items-center gap-3 rounded-xl border bg-card px-3 py-2.5 text-card-foreground outline-none transition-colors hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-red-50 text-red-700">
        <FileTextIcon className="size-5" aria-hidden="true" />
      </span>
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="truncate text-sm font-medium">{file.name}</span>
        <span className="text-xs text-muted-foreground">PDF · {formatFileSize(file.size)}</span>
      </span>
      <DownloadIcon className="size-5 shrink-0 text-primary" aria-hidden="true" />
      <span className="sr-only">Descargar</span>
    </a>
  );
}

export function MessageAttachments({
  attachments,
  mine,
}: {
  attachments: readonly MessageAttachment[];
  mine: boolean;
}) {
  const photos = attachments.filter((a) => a.kind === 'image');
  const pdfs = attachments.filter((a) => a.kind === 'pdf');
  return (
    <div
      className={cn('flex max-w-[85%] flex-col gap-1.5 sm:max-w-[75%]', mine ? 'items-end' : 'items-start')}
    >
      {photos.length > 0 ? (
        <ul aria-label="Fotos" className={cn('flex flex-wrap gap-1.5', mine && 'justify-end')}>
          {photos.map((photo) => (
            <li key={photo.id}>
              <PhotoThumb photo={photo} single={photos.length === 1} />
            </li>
          ))}
        </ul>
      ) : null}
      {pdfs.length > 0 ? (
        <ul aria-label="Documentos" className="flex flex-col gap-1.5">
          {pdfs.map((file) => (
            <li key={file.id}>
              <PdfRow file={file} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

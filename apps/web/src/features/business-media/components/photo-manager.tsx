import type { PackageTier } from '@traspasa/shared/enums';
import { IMAGE_MAX_BYTES, photoLimits } from '@traspasa/shared/listings';
import { ArrowLeftIcon, ArrowRightIcon, ImagePlusIcon, Loader2Icon, Trash2Icon } from 'lucide-react';
import { type ChangeEvent, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { listingErrorMessage } from '@/lib/listing-error-message';
import { cn } from '@/lib/utils';
import { deleteImage, IMAGE_TYPES, reorderImages, uploadImage } from '../api/business-media-api';
import { imageIdFromUrl, moveItem, thumbUrl } from '../lib/reorder';
import { type UploadItem, UploadList } from './upload-list';

export type PhotoManagerProps = {
  businessId: number;
  images: string[];
  tier: PackageTier;
  onImages: (images: string[]) => void;
};

/** Step 4: upload (with a progress bar per file), thumbnails, delete, reorder by buttons or drag. */
export function PhotoManager({ businessId, images, tier, onImages }: PhotoManagerProps) {
  const [uploads, setUploads] = useState<UploadItem[]>([]);
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [dragIndex, setDragIndex] = useState<number | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const limit = photoLimits[tier] ?? photoLimits.basic;
  const room = Math.max(0, limit - images.length);

  const patchUpload = (key: string, patch: Partial<UploadItem>) =>
    setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...patch } : u)));

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    setProblem(null);
    if (files.length > room) {
      setProblem(`Tu paquete permite ${limit} fotos; puedes añadir ${room} más.`);
    }
    const accepted = files.slice(0, room);
    const items: UploadItem[] = accepted.map((file, i) => ({
      key: `${Date.now()}-${i}-${file.name}`,
      name: file.name,
      progress: 0,
    }));
    setUploads((list) => [...list.filter((u) => !u.done), ...items]);
    // One at a time: the server checks the photo limit on each upload.
    for (const [i, file] of accepted.entries()) {
      const item = items[i];
      if (!item) continue;
      if (!IMAGE_TYPES.includes(file.type)) {
        patchUpload(item.key, { error: 'Solo fotos JPG, PNG o WebP.' });
        continue;
      }
      if (file.size > IMAGE_MAX_BYTES) {
        patchUpload(item.key, { error: 'La foto supera los 10 MB. Elige una más liviana.' });
        continue;
      }
      try {
        const result = await uploadImage(businessId, file, (progress) => patchUpload(item.key, { progress }));
        patchUpload(item.key, { done: true, progress: 100 });
        onImages(result.images);
      } catch (error) {
        patchUpload(item.key, { error: listingErrorMessage(error, 'No pudimos subir esta foto.') });
      }
    }
  };

  const remove = async (url: string) => {
    setBusy(url);
    setProblem(null);
    try {
      const result = await deleteImage(businessId, imageIdFromUrl(url));
      onImages(result.images);
    } catch (error) {
      setProblem(listingErrorMessage(error, 'No pudimos borrar la foto.'));
    } finally {
      setBusy(null);
    }
  };

  const move = async (from: number, to: number) => {
    const next = moveItem(images, from, to);
    if (next.every((url, i) => url === images[i])) return;
    const previous = images;
    onImages(next);
    setBusy('order');
    setProblem(null);
    try {
      const result = await reorderImages(businessId, next);
      onImages(result.images);
    } catch (error) {
      onImages(previous);
      setProblem(listingErrorMessage(error, 'No pudimos cambiar el orden.'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        La primera foto es la portada del anuncio. JPG, PNG o WebP de hasta 10 MB; tu paquete permite {limit}{' '}
        fotos ({images.length} de {limit}). No muestres el nombre del local ni la dirección: eso es
        confidencial.
      </p>
      <input
        ref={inputRef}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        multiple
        className="sr-only"
        id="photo-input"
        // The button below opens it; screen readers and Tab reach that button, not this input.
        tabIndex={-1}
        aria-hidden="true"
        onChange={(e) => void onFiles(e)}
        disabled={room === 0}
      />
      <Button
        type="button"
        variant="outline"
        size="lg"
        className="w-full border-dashed sm:w-auto"
        onClick={() => inputRef.current?.click()}
        disabled={room === 0}
      >
        <ImagePlusIcon aria-hidden="true" />
        {room === 0 ? 'Llegaste al límite de fotos' : 'Añadir fotos'}
      </Button>
      <UploadList items={uploads} />
      {problem ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {problem}
        </p>
      ) : null}
      {images.length === 0 ? (
        <div className="rounded-xl border border-dashed bg-muted/40 px-4 py-10 text-center text-sm text-muted-foreground">
          Aún no hay fotos. Añade al menos una: los anuncios con fotos reciben muchas más visitas.
        </div>
      ) : (
        <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-label="Fotos del anuncio">
          {images.map((url, index) => (
            <li
              key={url}
              draggable
              onDragStart={() => setDragIndex(index)}
              onDragOver={(e) => e.preventDefault()}
              onDrop={(e) => {
                e.preventDefault();
                if (dragIndex !== null) void move(dragIndex, index);
                setDragIndex(null);
              }}
              onDragEnd={() => setDragIndex(null)}
              className={cn('overflow-hidden rounded-lg border bg-card', dragIndex === index && 'opacity-50')}
            >
              <div className="relative aspect-[4/3] bg-muted">
                <img src={thumbUrl(url)} alt={`Foto ${index + 1}`} className="size-full object-cover" />
                {index === 0 ? (
                  <span className="absolute top-2 left-2 rounded bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground">
                    Portada
                  </span>
                ) : null}
                {busy === url ? (
                  <span className="absolute inset-0 flex items-center justify-center bg-white/60">
                    <Loader2Icon className="size-6 animate-spin" aria-label="Borrando" />
                  </span>
                ) : null}
              </div>
              <div className="flex items-center justify-between gap-1 p-1">
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={`Mover la foto ${index + 1} a la izquierda`}
                  disabled={index === 0 || busy !== null}
                  onClick={() => void move(index, index - 1)}
                >
                  <ArrowLeftIcon aria-hidden="true" />
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={`Borrar la foto ${index + 1}`}
                  className="text-destructive"
                  disabled={busy !== null}
                  onClick={() => void remove(url)}
                >
                  <Trash2Icon aria-hidden="true" />
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={`Mover la foto ${index + 1} a la derecha`}
                  disabled={index === images.length - 1 || busy !== null}
                  onClick={() => void move(index, index + 1)}
                >
                  <ArrowRightIcon aria-hidden="true" />
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

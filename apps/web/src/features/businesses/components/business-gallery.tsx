import { ChevronLeftIcon, ChevronRightIcon, ImageIcon } from 'lucide-react';
import { useState } from 'react';
import { cardImageUrl } from '@/lib/listings/images';
import { cn } from '@/lib/utils';

/**
 * The big photo's sources (decision 146): the 640 px card rendition where it is enough (a
 * narrow or low-density screen), else the gallery one (up to 1600 px). The box is 16:10 and
 * covers, so the card's 3:2 crop fills it as well. `sizes` follows the page's grid: the whole
 * width less the padding on phones, the column beside the 22rem figures from `lg`.
 */
export function gallerySources(url: string): { srcSet?: string; sizes?: string } {
  const card = cardImageUrl(url);
  if (!card || card === url) return {};
  return {
    srcSet: `${card} 640w, ${url} 1600w`,
    sizes: '(min-width: 1280px) 840px, (min-width: 1024px) calc(100vw - 440px), calc(100vw - 2rem)',
  };
}

/** The listing's photos: one large image, arrows and thumbnails. */
export function BusinessGallery({ images, title }: { images: string[]; title: string }) {
  const [index, setIndex] = useState(0);
  const [failed, setFailed] = useState<Record<number, boolean>>({});
  const count = images.length;

  if (count === 0) {
    return (
      <div className="flex aspect-[16/10] w-full flex-col items-center justify-center gap-2 rounded-xl bg-gradient-to-br from-secondary to-muted text-secondary-foreground">
        <ImageIcon className="size-10 opacity-60" aria-hidden="true" />
        <p className="text-sm font-medium">El vendedor aún no ha subido fotos</p>
      </div>
    );
  }

  const current = images[index] ?? images[0] ?? '';
  const go = (delta: number) => setIndex((i) => (i + delta + count) % count);

  return (
    <section aria-label="Fotos del negocio" className="grid gap-3">
      <div className="relative aspect-[16/10] w-full overflow-hidden rounded-xl bg-muted">
        {failed[index] ? (
          <div className="flex size-full items-center justify-center text-sm text-muted-foreground">
            No pudimos mostrar esta foto
          </div>
        ) : (
          // The box keeps its 16:10 shape before the photo arrives (no layout shift); the first
          // photo is the page's largest image, so it loads at once and first.
          <img
            src={current}
            {...gallerySources(current)}
            alt={`${title}: foto ${index + 1} de ${count}`}
            width={1280}
            height={800}
            className="size-full object-cover"
            loading="eager"
            fetchPriority={index === 0 ? 'high' : 'auto'}
            decoding="async"
            onError={() => setFailed((f) => ({ ...f, [index]: true }))}
          />
        )}
        {count > 1 ? (
          <>
            <button
              type="button"
              onClick={() => go(-1)}
              aria-label="Foto anterior"
              className="absolute top-1/2 left-2 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-foreground shadow hover:bg-white focus-visible:outline-2 focus-visible:outline-ring"
            >
              <ChevronLeftIcon className="size-5" aria-hidden="true" />
            </button>
            <button
              type="button"
              onClick={() => go(1)}
              aria-label="Foto siguiente"
              className="absolute top-1/2 right-2 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-foreground shadow hover:bg-white focus-visible:outline-2 focus-visible:outline-ring"
            >
              <ChevronRightIcon className="size-5" aria-hidden="true" />
            </button>
            <p className="figure absolute right-3 bottom-3 rounded-full bg-slate-950/75 px-2.5 py-1 text-xs font-semibold text-white">
              {index + 1} / {count}
            </p>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <ul className="flex gap-2 overflow-x-auto pb-1">
          {images.map((url, i) => (
            <li key={url} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={`Ver foto ${i + 1}`}
                aria-current={i === index ? 'true' : undefined}
                className={cn(
                  'block h-16 w-24 overflow-hidden rounded-lg border-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                  i === index ? 'border-primary' : 'border-transparent opacity-80 hover:opacity-100',
                )}
              >
                <img
                  src={cardImageUrl(url) ?? url}
                  alt=""
                  width={96}
                  height={64}
                  loading="lazy"
                  className="size-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

import type { Nda } from '@traspasa/shared/ndas';
import { ImageIcon, MapPinIcon } from 'lucide-react';
import { Link } from 'react-router';
import { businessHref, cardImageUrl } from '@/lib/listings/images';
import { cn } from '@/lib/utils';

/** The listing an NDA belongs to: thumbnail, title (linked) and place. */
export function NdaBusinessLine({
  business,
  className,
  headingLevel = 2,
}: {
  business: Nda['business'];
  className?: string;
  headingLevel?: 2 | 3;
}) {
  const image = cardImageUrl(business.image);
  const Heading = `h${headingLevel}` as 'h2' | 'h3';
  return (
    <div className={cn('flex min-w-0 items-center gap-3', className)}>
      <div className="size-14 shrink-0 overflow-hidden rounded-lg bg-muted sm:size-16">
        {image ? (
          <img src={image} alt="" className="size-full object-cover" />
        ) : (
          <div className="flex size-full items-center justify-center text-muted-foreground">
            <ImageIcon className="size-5" aria-hidden="true" />
          </div>
        )}
      </div>
      <div className="min-w-0">
        <Heading className="line-clamp-2 font-semibold leading-snug">
          <Link to={businessHref(business)} className="hover:underline">
            {business.title}
          </Link>
        </Heading>
        {business.location ? (
          <p className="flex items-center gap-1 text-sm text-muted-foreground">
            <MapPinIcon className="size-3.5 shrink-0" aria-hidden="true" />
            <span className="truncate">{business.location.replace(/^other:/i, '')}</span>
          </p>
        ) : null}
      </div>
    </div>
  );
}

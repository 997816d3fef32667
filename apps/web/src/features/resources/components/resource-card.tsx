import { BookOpenIcon, ExternalLinkIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { resourceTypeLabel } from '../lib/labels';
import type { Resource } from '../types';

export function ResourceCard({ resource }: { resource: Resource }) {
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-xl border bg-card shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md">
      {resource.imageUrl ? (
        <img src={resource.imageUrl} alt="" loading="lazy" className="aspect-[16/9] w-full object-cover" />
      ) : (
        <div className="flex aspect-[16/9] w-full items-center justify-center bg-gradient-to-br from-secondary to-muted">
          <BookOpenIcon className="size-8 text-primary/70" aria-hidden="true" />
        </div>
      )}
      <div className="flex flex-1 flex-col gap-2 p-5">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary">{resourceTypeLabel(resource.type)}</Badge>
          {resource.isExternal ? (
            <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
              <ExternalLinkIcon className="size-3.5" aria-hidden="true" />
              Enlace externo
            </span>
          ) : null}
        </div>
        <h2 className="text-base font-semibold leading-snug">
          <Link
            to={`/resources/${resource.id}`}
            className="outline-none after:absolute after:inset-0 after:content-['']"
          >
            {resource.title}
          </Link>
        </h2>
        {resource.description ? (
          <p className="line-clamp-3 text-sm leading-6 text-muted-foreground">{resource.description}</p>
        ) : null}
        {resource.source ? (
          <p className="mt-auto pt-2 text-xs text-muted-foreground">Fuente: {resource.source}</p>
        ) : null}
      </div>
    </article>
  );
}

import { formatDate } from '@traspasa/shared/dates';
import type { Nda } from '@traspasa/shared/ndas';
import { ChevronRightIcon, ImageIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { cardImageUrl } from '@/lib/listings/images';
import { ndaNextStep } from '../lib/next-step';
import { NdaStatusBadge } from './nda-status-badge';

const stepHints = {
  signed: 'Firmado el',
  enhanced: 'Falta tu firma reforzada · aceptado el',
  reupload: 'Vuelve a subir los documentos · aceptado el',
  in_review: 'Documentos en revisión · aceptado el',
  closed: 'Sin acceso · actualizado el',
} as const;

function NdaRow({ nda }: { nda: Nda }) {
  const image = cardImageUrl(nda.business.image);
  const step = ndaNextStep(nda);
  const date =
    step === 'signed'
      ? (nda.signedAt ?? nda.updatedAt)
      : step === 'closed'
        ? nda.updatedAt
        : (nda.clickwrapAcceptedAt ?? nda.createdAt);
  return (
    <li>
      <Link
        to={paths.ndaStatus.build(nda.businessId)}
        className="group flex items-center gap-3 rounded-xl border bg-card p-3 shadow-sm transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:gap-4"
      >
        <div className="size-16 shrink-0 overflow-hidden rounded-lg bg-muted">
          {image ? (
            <img src={image} alt="" className="size-full object-cover" loading="lazy" />
          ) : (
            <div className="flex size-full items-center justify-center text-muted-foreground">
              <ImageIcon className="size-5" aria-hidden="true" />
            </div>
          )}
        </div>
        <div className="min-w-0 flex-1">
          <p className="line-clamp-2 font-semibold leading-snug">{nda.business.title}</p>
          <div className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1">
            <NdaStatusBadge status={nda.status} />
            <span className="text-xs text-muted-foreground">
              {stepHints[step]} {formatDate(date)}
            </span>
          </div>
        </div>
        <ChevronRightIcon
          className="size-5 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
          aria-hidden="true"
        />
      </Link>
    </li>
  );
}

/** The buyer's NDAs, newest first, each linking to its status page. */
export function MyNdasList({ items }: { items: Nda[] }) {
  const sorted = [...items].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  return (
    <ul className="grid gap-3 md:grid-cols-2" aria-label="Mis acuerdos de confidencialidad">
      {sorted.map((nda) => (
        <NdaRow key={nda.id} nda={nda} />
      ))}
    </ul>
  );
}

export function MyNdasSkeleton() {
  return (
    <ul className="grid gap-3 md:grid-cols-2" aria-label="Cargando acuerdos">
      {[0, 1].map((i) => (
        <li key={i} className="flex items-center gap-3 rounded-xl border bg-card p-3">
          <Skeleton className="size-16" />
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-4 w-1/3" />
          </div>
        </li>
      ))}
    </ul>
  );
}

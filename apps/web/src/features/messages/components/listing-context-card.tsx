// What the conversation is about: the listing's photo and title (to the listing) and its
// confidentiality agreement (to /nda-status/:businessId).
import { BriefcaseBusinessIcon, FileSignatureIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import { businessHref, cardImageUrl } from '@/lib/listings/images';

export type ListingContext = {
  id: number;
  slug?: string | null;
  title: string;
  image: string | null;
  status?: string | null;
  /** The viewer's NDA for it, when known (from the listing's detail). */
  ndaStatus?: string | null;
};

const ndaLabels: Record<string, { label: string; variant: 'success' | 'warning' | 'destructive' }> = {
  signed: { label: 'Acuerdo firmado', variant: 'success' },
  pending: { label: 'Acuerdo pendiente', variant: 'warning' },
  rejected: { label: 'Acuerdo rechazado', variant: 'destructive' },
};

export function ListingContextCard({ listing, action }: { listing: ListingContext; action?: ReactNode }) {
  const image = cardImageUrl(listing.image);
  const nda = listing.ndaStatus ? ndaLabels[listing.ndaStatus] : undefined;
  return (
    <div className="flex shrink-0 items-center gap-3 border-b bg-background px-3 py-2 sm:px-4">
      {image ? (
        <img
          src={image}
          alt=""
          width={56}
          height={56}
          loading="lazy"
          className="size-12 shrink-0 rounded-lg bg-muted object-cover sm:size-14"
        />
      ) : (
        <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-secondary text-primary sm:size-14">
          <BriefcaseBusinessIcon className="size-6" aria-hidden="true" />
        </span>
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        <p className="text-xs text-muted-foreground">Conversación sobre el negocio</p>
        <Link
          to={businessHref(listing)}
          className="block truncate text-sm leading-6 font-semibold text-foreground underline-offset-2 hover:text-primary hover:underline"
        >
          {listing.title}
        </Link>
        <div className="flex flex-wrap items-center gap-x-3">
          {listing.status === 'sold' ? <Badge className="bg-slate-900 text-white">Vendido</Badge> : null}
          {nda ? <Badge variant={nda.variant}>{nda.label}</Badge> : null}
          <Link
            to={paths.ndaStatus.build(listing.id)}
            className="inline-flex min-h-6 items-center gap-1 text-xs font-medium text-primary underline-offset-2 hover:underline"
          >
            <FileSignatureIcon className="size-3.5" aria-hidden="true" />
            Acuerdo de confidencialidad
          </Link>
        </div>
      </div>
      {action}
    </div>
  );
}

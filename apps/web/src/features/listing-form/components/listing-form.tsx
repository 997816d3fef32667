// The listing form's screens: a new listing (or the seller's unfinished draft), an existing
// one by id, and an admin's listing for a chosen seller. The route composes them with the
// parts other features own (lib/parts.ts).
import { useQuery } from '@tanstack/react-query';
import type { AdminUserSummary } from '@traspasa/shared/admin-users';
import type { BusinessDetail } from '@traspasa/shared/businesses';
import type { OwnBusiness } from '@traspasa/shared/listings';
import { SearchXIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, Navigate } from 'react-router';
import { PageBody } from '@/components/page/page-header';
import { EmptyState, ErrorState } from '@/components/page/states';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { toast } from '@/hooks/use-toast';
import { isApiError } from '@/lib/api-client';
import { ownBusinessQueryOptions } from '../api/listing-api';
import type { ListingFormMode } from '../hooks/use-listing-draft';
import type { ListingFormParts } from '../lib/parts';
import { isUnfinishedDraft } from '../lib/values';
import { ChooseSellerStep } from './choose-seller-step';
import { ListingEditor } from './listing-editor';

export type { ListingFormMode } from '../hooks/use-listing-draft';
export type { ListingFormParts } from '../lib/parts';

function FormSkeleton() {
  return (
    <PageBody className="mx-auto grid max-w-3xl gap-4">
      <h1 className="sr-only">Cargando el anuncio</h1>
      <p className="sr-only" role="status">
        Cargando el anuncio…
      </p>
      <Skeleton className="h-8 w-2/3" />
      <Skeleton className="h-12 w-full" />
      <Skeleton className="h-64 w-full" />
    </PageBody>
  );
}

function ListingUnavailable({ notFound, onRetry }: { notFound: boolean; onRetry: () => void }) {
  return (
    <PageBody>
      <title>Anuncio no disponible | Traspasa</title>
      <h1 className="sr-only">Editar anuncio</h1>
      {notFound ? (
        <EmptyState
          icon={SearchXIcon}
          title="No encontramos este anuncio"
          action={
            <Button asChild>
              <Link to={paths.dashboard.href}>Volver a mi panel</Link>
            </Button>
          }
        >
          Puede que se haya borrado o que no sea tuyo.
        </EmptyState>
      ) : (
        <ErrorState title="No pudimos cargar el anuncio" onRetry={onRetry} />
      )}
    </PageBody>
  );
}

/**
 * The server sends the editable fields only to the listing's seller and admins; anyone
 * else gets the public detail of a published listing (or 404), which is not theirs to edit.
 */
const isOwnView = (business: OwnBusiness | BusinessDetail): business is OwnBusiness =>
  'editedSinceApproval' in business;

/** An existing listing: loads it, then shows the editor. */
export function EditListingScreen({
  id,
  mode,
  parts,
}: {
  id: string;
  mode: ListingFormMode;
  parts: ListingFormParts;
}) {
  const query = useQuery(ownBusinessQueryOptions(id));
  if (query.isPending) return <FormSkeleton />;
  if (query.isError) {
    const notFound = isApiError(query.error) && (query.error.status === 404 || query.error.status === 403);
    return <ListingUnavailable notFound={notFound} onRetry={() => void query.refetch()} />;
  }
  if (!isOwnView(query.data)) return <ListingUnavailable notFound onRetry={() => void query.refetch()} />;
  return <ListingEditor key={query.data.id} business={query.data} mode={mode} parts={parts} />;
}

/**
 * "Publicar negocio" with an unfinished draft that holds nothing but its first words
 * reopens that draft instead of starting an identical one.
 */
export function NewListingScreen({
  mode,
  drafts,
  parts,
}: {
  mode: ListingFormMode;
  /** The seller's own listings (their dashboard's list). */
  drafts: { isPending: boolean; data?: { items: OwnBusiness[] } };
  parts: ListingFormParts;
}) {
  const unfinished = drafts.data?.items.find(isUnfinishedDraft);
  useEffect(() => {
    if (unfinished) {
      toast({
        title: 'Retomamos tu borrador',
        description: `«${unfinished.title}» quedó sin terminar: continúa desde aquí.`,
      });
    }
  }, [unfinished]);
  if (drafts.isPending) return <FormSkeleton />;
  if (unfinished) return <Navigate to={paths.sellerCreateListingId.build(unfinished.id)} replace />;
  return <ListingEditor key="new" business={null} mode={mode} parts={parts} />;
}

/** `/business/new`: choose the seller, then the same editor creates the draft as theirs. */
export function AdminNewListingScreen({ parts }: { parts: ListingFormParts }) {
  const [seller, setSeller] = useState<AdminUserSummary | null>(null);
  const [choosing, setChoosing] = useState(true);
  if (choosing || !seller) {
    return (
      <ChooseSellerStep
        initial={seller}
        onConfirm={(chosen) => {
          setSeller(chosen);
          setChoosing(false);
          window.scrollTo({ top: 0 });
        }}
      />
    );
  }
  return (
    <ListingEditor
      key={`new-for-${seller.id}`}
      business={null}
      mode="admin-new"
      parts={parts}
      seller={seller}
      onChangeSeller={() => setChoosing(true)}
    />
  );
}

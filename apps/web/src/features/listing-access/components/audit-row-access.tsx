import type { ListingAccessState } from '@traspasa/shared/listing-access';
import { HistoryIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';
import { AccessActions } from './access-actions';
import { AccessStateBadge } from './access-state-badge';

/** What a row of the NDA audit says about one agreement (its id is the request's). */
export type AuditRowAccessProps = {
  item: {
    id: number;
    businessId: number;
    status: string;
    accessState: ListingAccessState;
    business: { id: number; title: string };
    buyer: { id: number; fullName: string };
  };
  isAdmin: boolean;
  className?: string;
};

/**
 * On the interested-people list (/nda-audit): for the seller, the access state of each buyer
 * who signed, on every listing, with «Aprobar», «Rechazar», «Hacer una pregunta», «Revocar
 * acceso» or «Devolver el acceso»; for an admin, the listing's access history (decision 062).
 */
export function AuditRowAccess({ item, isAdmin, className }: AuditRowAccessProps) {
  if (isAdmin) {
    return (
      <Button asChild size="sm" variant="ghost" className={cn('min-h-10', className)}>
        <Link to={paths.adminListingAccess.build(item.businessId)}>
          <HistoryIcon aria-hidden="true" />
          Historial de acceso
          <span className="sr-only"> del negocio N.º {item.businessId}</span>
        </Link>
      </Button>
    );
  }
  // The row carries its own access state and ids: no lookup in a page of requests.
  if (item.status !== 'signed') return null;
  const request = { id: item.id, state: item.accessState, business: item.business, buyer: item.buyer };
  return (
    <div className={cn('grid gap-2', className)}>
      <AccessStateBadge state={item.accessState} />
      <AccessActions request={request} />
    </div>
  );
}

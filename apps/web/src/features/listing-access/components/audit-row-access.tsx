import { HistoryIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';
import { useAccessRequests } from '../api/seller-requests';
import { AccessActions } from './access-actions';
import { AccessStateBadge } from './access-state-badge';

/** What a row of the NDA audit says about one agreement (its id is the request's). */
export type AuditRowAccessProps = {
  item: { id: number; businessId: number; status: string; buyer: { id: number; fullName: string } };
  isAdmin: boolean;
  className?: string;
};

/**
 * On the interested-people list (/nda-audit): for the seller, the access state of each buyer of
 * a listing that approves each buyer, with «Aprobar», «Rechazar», «Hacer una pregunta» or
 * «Revocar acceso»; for an admin, the listing's access history (decision 062).
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
  return <SellerRowAccess item={item} className={className} />;
}

function SellerRowAccess({ item, className }: Omit<AuditRowAccessProps, 'isAdmin'>) {
  // One query per listing, shared by its rows; only approval listings have requests.
  const query = useAccessRequests({ businessId: item.businessId }, item.status === 'signed');
  const request = query.data?.pages.flatMap((p) => p.items).find((r) => r.id === item.id);
  if (!request) return null;
  return (
    <div className={cn('grid gap-2', className)}>
      <AccessStateBadge state={request.state} />
      <AccessActions request={request} />
    </div>
  );
}

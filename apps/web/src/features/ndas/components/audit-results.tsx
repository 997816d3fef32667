import { formatShortDate } from '@traspasa/shared/dates';
import type { NdaAuditItem } from '@traspasa/shared/ndas';
import { EyeIcon, MessageSquareIcon } from 'lucide-react';
import { type ComponentType, Fragment } from 'react';
import { Link } from 'react-router';
import { BuyerProfileCard } from '@/components/buyer-card/buyer-profile-card';
import { IdentityBadge } from '@/components/identity-badge';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { businessHref } from '@/lib/listings/images';
import { cn } from '@/lib/utils';
import { EnhancedStatusBadge, NdaStatusBadge } from './nda-status-badge';

function Buyer({ item }: { item: NdaAuditItem }) {
  return (
    <div className="min-w-0">
      <p className="line-clamp-2 font-medium">{item.buyer.fullName}</p>
      <p className="truncate text-xs text-muted-foreground">{item.buyer.email}</p>
      <IdentityBadge verified={item.buyer.identityVerified} variant="inline" className="mt-0.5 text-xs" />
    </div>
  );
}

/**
 * "Escribir": whoever signed may be written to by the listing's seller (and by admins), so
 * a signed row opens the conversation with that buyer.
 */
export function WriteToBuyer({ item, className }: { item: NdaAuditItem; className?: string }) {
  if (item.status !== 'signed') return null;
  return (
    <Button asChild size="sm" variant="outline" className={className}>
      <Link to={paths.conversation.build(item.buyer.id)}>
        <MessageSquareIcon aria-hidden="true" />
        Escribir
        <span className="sr-only"> a {item.buyer.fullName}</span>
      </Link>
    </Button>
  );
}

const awaitingReview = (item: NdaAuditItem) =>
  item.status === 'pending' && item.enhancedSignatureStatus === 'subida_fisica';

/** What a row shows of the buyer's access (decision 062); the route passes it in. */
export type AuditRowAccessPart = ComponentType<{ item: NdaAuditItem; isAdmin: boolean; className?: string }>;

/** The audit rows: a table from `md` up, cards on phones. */
export function AuditResults({
  items,
  onOpen,
  RowAccess,
  isAdmin = false,
}: {
  items: NdaAuditItem[];
  onOpen: (item: NdaAuditItem) => void;
  RowAccess?: AuditRowAccessPart;
  isAdmin?: boolean;
}) {
  return (
    <>
      <div className="hidden overflow-x-auto rounded-xl border bg-card shadow-sm md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Acuerdos de confidencialidad</caption>
          <thead className="border-b bg-muted/60 text-xs text-muted-foreground uppercase">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                Comprador
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Negocio
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Estado
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Firma reforzada
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Creado
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Firmado
              </th>
              <th scope="col" className="px-4 py-3 text-right font-semibold">
                Eventos
              </th>
              <th scope="col" className="px-4 py-3">
                <span className="sr-only">Acciones</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {items.map((item) => (
              <Fragment key={item.id}>
                <tr className={cn('border-b-0', awaitingReview(item) && 'bg-amber-50/60')}>
                  <td className="w-52 px-4 py-3">
                    <Buyer item={item} />
                  </td>
                  <td className="max-w-64 px-4 py-3">
                    <Link
                      to={businessHref(item.business)}
                      className="line-clamp-2 font-medium hover:underline"
                    >
                      {item.business.title}
                    </Link>
                    <span className="text-xs text-muted-foreground">N.º {item.businessId}</span>
                  </td>
                  <td className="px-4 py-3">
                    <NdaStatusBadge status={item.status} />
                  </td>
                  <td className="px-4 py-3">
                    <EnhancedStatusBadge status={item.enhancedSignatureStatus} />
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap">{formatShortDate(item.createdAt)}</td>
                  <td className="px-4 py-3 whitespace-nowrap">{formatShortDate(item.signedAt)}</td>
                  <td className="px-4 py-3 text-right tabular-nums">{item.eventCount}</td>
                  <td className="flex flex-wrap justify-end gap-2 px-4 py-3 text-right">
                    {RowAccess ? (
                      <RowAccess item={item} isAdmin={isAdmin} className="justify-items-end" />
                    ) : null}
                    <WriteToBuyer item={item} className="min-h-10" />
                    <Button
                      size="sm"
                      variant={awaitingReview(item) ? 'default' : 'outline'}
                      className="min-h-10"
                      onClick={() => onOpen(item)}
                    >
                      <EyeIcon aria-hidden="true" />
                      {awaitingReview(item) ? 'Revisar' : 'Ver evidencia'}
                      <span className="sr-only"> de {item.buyer.fullName}</span>
                    </Button>
                  </td>
                </tr>
                {/* Who the buyer is, for the seller deciding (decision 103). */}
                <tr className={awaitingReview(item) ? 'bg-amber-50/60' : undefined}>
                  <td colSpan={8} className="px-4 pt-0 pb-3">
                    <BuyerProfileCard userId={item.buyer.id} showName={false} className="bg-background/60" />
                  </td>
                </tr>
              </Fragment>
            ))}
          </tbody>
        </table>
      </div>

      <ul className="grid gap-3 md:hidden" aria-label="Acuerdos de confidencialidad">
        {items.map((item) => (
          <li key={item.id} className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm">
            <div className="flex items-start justify-between gap-3">
              <Buyer item={item} />
              <NdaStatusBadge status={item.status} />
            </div>
            <Link
              to={businessHref(item.business)}
              className="line-clamp-2 text-sm font-medium hover:underline"
            >
              {item.business.title}
            </Link>
            <BuyerProfileCard userId={item.buyer.id} showName={false} />
            <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-xs">
              <div>
                <dt className="text-muted-foreground">Firma reforzada</dt>
                <dd className="mt-0.5">
                  <EnhancedStatusBadge status={item.enhancedSignatureStatus} />
                </dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Eventos</dt>
                <dd className="mt-0.5 font-medium tabular-nums">{item.eventCount}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Creado</dt>
                <dd className="mt-0.5 font-medium">{formatShortDate(item.createdAt)}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Firmado</dt>
                <dd className="mt-0.5 font-medium">{formatShortDate(item.signedAt)}</dd>
              </div>
            </dl>
            <div className="grid gap-2">
              {RowAccess ? <RowAccess item={item} isAdmin={isAdmin} /> : null}
              <WriteToBuyer item={item} className="min-h-11 w-full" />
              <Button
                variant={awaitingReview(item) ? 'default' : 'outline'}
                className="w-full"
                onClick={() => onOpen(item)}
              >
                <EyeIcon aria-hidden="true" />
                {awaitingReview(item) ? 'Revisar documentos' : 'Ver evidencia'}
                <span className="sr-only"> de {item.buyer.fullName}</span>
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

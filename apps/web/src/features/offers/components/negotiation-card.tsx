import { formatDate, formatDay } from '@traspasa/shared/dates';
import { formatCents, type NegotiationSummary, negotiationStatusLabels } from '@traspasa/shared/offers';
import { ChevronRightIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { negotiationStatusVariant } from '../lib/status';

/** One negotiation in a list: the listing, the other party, the latest price, whose move it is. */
export function NegotiationCard({ negotiation: n, href }: { negotiation: NegotiationSummary; href: string }) {
  const other = n.role === 'seller' ? n.buyer.name : n.role === 'buyer' ? n.seller.name : null;
  const latestBy = n.latest.authorSide === 'buyer' ? n.buyer.name : n.seller.name;
  return (
    <li>
      <Link
        to={href}
        className="group flex items-center gap-3 rounded-xl border bg-card p-4 shadow-sm transition-colors hover:border-primary/50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        {/* On a phone the price goes under the text, which keeps the width for the title. */}
        <div className="grid min-w-0 flex-1 gap-3 sm:flex sm:items-center">
          <div className="grid min-w-0 flex-1 gap-1.5">
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant={negotiationStatusVariant[n.status]}>{negotiationStatusLabels[n.status]}</Badge>
              {n.awaitingMe ? <Badge variant="accent">Te toca</Badge> : null}
              {n.backup ? <Badge variant="outline">De respaldo</Badge> : null}
              {n.role ? (
                <span className="text-xs text-muted-foreground">
                  {n.role === 'buyer' ? 'Tú compras' : 'Tú vendes'}
                </span>
              ) : null}
            </div>
            <p className="line-clamp-2 font-semibold group-hover:text-primary sm:truncate">
              {n.business.title}
            </p>
            <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
              {other ? `Con ${other} · ` : `${n.buyer.name} → ${n.seller.name} · `}
              versión {n.latest.number} de {latestBy}
              {n.status === 'open' ? ` · vale hasta el ${formatDay(n.latest.validUntil)}` : ''}
            </p>
          </div>
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 sm:grid sm:shrink-0 sm:justify-items-end sm:text-right">
            <span className="figure text-lg font-bold tabular-nums">{formatCents(n.latest.priceCents)}</span>
            <span className="text-xs text-muted-foreground">{formatDate(n.updatedAt)}</span>
          </div>
        </div>
        <ChevronRightIcon className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
      </Link>
    </li>
  );
}

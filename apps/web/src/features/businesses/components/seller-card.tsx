import type { ListingSeller, SellerReplyTime } from '@traspasa/shared/businesses';
import { formatMonthYear } from '@traspasa/shared/dates';
import { CalendarDaysIcon, ClockIcon, ShieldQuestionIcon } from 'lucide-react';
import { IdentityBadge } from '@/components/identity-badge';

const replyTimeLabels: Record<SellerReplyTime, string> = {
  under_2h: 'Suele responder en menos de 2 horas',
  under_1d: 'Suele responder en un día',
  over_1d: 'Suele tardar más de un día en responder',
};

/** What the seller card says about reply time; nothing when the server had too little to tell. */
export function replyTimeLabel(replyTime: SellerReplyTime | null | undefined): string | null {
  return replyTime ? replyTimeLabels[replyTime] : null;
}

function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w.charAt(0).toLocaleUpperCase('es'));
  return letters.join('') || '?';
}

/** Who sells: name, verified identity, since when, and how fast they usually answer. */
export function SellerCard({ seller }: { seller: ListingSeller }) {
  const reply = replyTimeLabel(seller.replyTime);
  return (
    <section aria-labelledby="seller-card-title" className="rounded-xl border bg-card p-4">
      <h2 id="seller-card-title" className="text-xs font-medium text-muted-foreground">
        Vendedor
      </h2>
      <div className="mt-2 flex items-center gap-3">
        <span
          aria-hidden="true"
          className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary-soft text-sm font-semibold text-primary"
        >
          {initials(seller.displayName)}
        </span>
        <div className="min-w-0">
          <p className="truncate font-semibold">{seller.displayName}</p>
          {seller.identityVerified ? (
            <IdentityBadge verified variant="inline" className="text-sm" />
          ) : (
            <p className="flex items-center gap-1 text-sm text-muted-foreground">
              <ShieldQuestionIcon className="size-4 shrink-0" aria-hidden="true" />
              Identidad aún no verificada
            </p>
          )}
        </div>
      </div>
      <ul className="mt-3 grid gap-1.5 text-sm text-muted-foreground">
        <li className="flex items-center gap-2">
          <CalendarDaysIcon className="size-4 shrink-0" aria-hidden="true" />
          En Traspasa desde {formatMonthYear(seller.memberSince)}
        </li>
        {reply ? (
          <li className="flex items-center gap-2">
            <ClockIcon className="size-4 shrink-0" aria-hidden="true" />
            {reply}
          </li>
        ) : null}
      </ul>
    </section>
  );
}

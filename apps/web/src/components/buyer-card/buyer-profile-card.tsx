// The buyer card a seller sees (decision 103): who the buyer is, what they look for, and the
// badges that say how serious they are. Never a document or the cédula (the API has neither).
import {
  type BuyerProfileCard as BuyerCardData,
  buyingTimelineLabels,
  fundingMethodLabels,
  responseTimeLabels,
} from '@traspasa/shared/buyer-profiles';
import { formatMonthYear } from '@traspasa/shared/dates';
import { businessCategoryLabels } from '@traspasa/shared/enums';
import { formatMoney } from '@traspasa/shared/money';
import { countText } from '@traspasa/shared/plural';
import {
  BadgeCheckIcon,
  CalendarDaysIcon,
  ChevronDownIcon,
  ClockIcon,
  FileSignatureIcon,
  LandmarkIcon,
  ShieldQuestionIcon,
} from 'lucide-react';
import { useId, useState } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import { useBuyerCard } from '@/lib/buyer-cards';
import { cn } from '@/lib/utils';

export type BuyerCardVariant = 'compact' | 'expanded';

/** «Entre $30.000 y $90.000», «Desde $30.000», «Hasta $90.000»; null without a range. */
export function priceRangeText(minCents: number | null, maxCents: number | null): string | null {
  const min = minCents === null ? null : formatMoney(minCents / 100);
  const max = maxCents === null ? null : formatMoney(maxCents / 100);
  if (min && max) return min === max ? `Alrededor de ${min}` : `Entre ${min} y ${max}`;
  if (min) return `Desde ${min}`;
  if (max) return `Hasta ${max}`;
  return null;
}

/** A list as a sentence: «Quito, Cumbayá y Loja». */
function listText(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} y ${items.at(-1)}`;
}

function Badges({ card }: { card: BuyerCardData }) {
  const { badges } = card;
  return (
    <ul
      aria-label="Insignias del comprador"
      className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground"
    >
      <li className="flex items-center gap-1">
        {badges.identityVerified ? (
          <span className="inline-flex items-center gap-1 font-medium text-green-800">
            <BadgeCheckIcon className="size-3.5 shrink-0" aria-hidden="true" />
            Identidad verificada
          </span>
        ) : (
          <>
            <ShieldQuestionIcon className="size-3.5 shrink-0" aria-hidden="true" />
            Identidad aún no verificada
          </>
        )}
      </li>
      <li className="flex items-center gap-1">
        <LandmarkIcon className="size-3.5 shrink-0" aria-hidden="true" />
        {badges.funds === null ? (
          'Fondos sin verificar'
        ) : badges.funds.state === 'valid' ? (
          <span className="font-medium text-green-800">{badges.funds.text}</span>
        ) : (
          <span className="font-medium text-amber-800">{badges.funds.text} (vencido)</span>
        )}
      </li>
      <li className="flex items-center gap-1">
        <CalendarDaysIcon className="size-3.5 shrink-0" aria-hidden="true" />
        En Traspasa desde {formatMonthYear(badges.memberSince)}
      </li>
      <li className="flex items-center gap-1">
        <FileSignatureIcon className="size-3.5 shrink-0" aria-hidden="true" />
        {countText(badges.ndasSigned, 'acuerdo firmado', 'acuerdos firmados')}
      </li>
      {badges.responseTime ? (
        <li className="flex items-center gap-1">
          <ClockIcon className="size-3.5 shrink-0" aria-hidden="true" />
          {responseTimeLabels[badges.responseTime]}
        </li>
      ) : null}
    </ul>
  );
}

function Details({ card }: { card: BuyerCardData }) {
  const p = card.profile;
  const rows: Array<[string, string]> = [];
  if (p.experience) rows.push(['Experiencia', p.experience]);
  if (p.sectors.length > 0)
    rows.push(['Sectores', listText(p.sectors.map((s) => businessCategoryLabels[s]))]);
  if (p.places.length > 0) rows.push(['Dónde busca', listText(p.places)]);
  if (p.fundingMethods.length > 0)
    rows.push(['Cómo pagaría', listText(p.fundingMethods.map((f) => fundingMethodLabels[f]))]);
  if (p.timeline) rows.push(['Cuándo quiere comprar', buyingTimelineLabels[p.timeline]]);
  return (
    <div className="grid gap-3 text-sm">
      {p.presentation ? <p className="whitespace-pre-line text-foreground">{p.presentation}</p> : null}
      {rows.length > 0 ? (
        <dl className="grid gap-2 sm:grid-cols-[max-content_1fr] sm:gap-x-4">
          {rows.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="font-medium text-muted-foreground">{term}</dt>
              <dd className="-mt-1.5 whitespace-pre-line text-foreground sm:mt-0">{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {p.linkedinUrl ? (
        <p>
          <a
            href={p.linkedinUrl}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="font-medium text-primary underline underline-offset-4"
          >
            Perfil de LinkedIn
            <span className="sr-only"> de {card.displayName} (se abre en otra pestaña)</span>
          </a>
        </p>
      ) : null}
    </div>
  );
}

/** The card drawn from its data: compact (a summary with «Ver perfil») or expanded. */
export function BuyerProfileCardView({
  card,
  variant = 'compact',
  showName = true,
  className,
}: {
  card: BuyerCardData;
  variant?: BuyerCardVariant;
  /** False where the buyer's name is already right beside the card (a list row, a thread header). */
  showName?: boolean;
  className?: string;
}) {
  const [open, setOpen] = useState(variant === 'expanded');
  const detailsId = useId();
  const p = card.profile;
  const range = priceRangeText(p.priceMinCents, p.priceMaxCents);
  const summary = [range, p.timeline ? buyingTimelineLabels[p.timeline] : null].filter(Boolean).join(' · ');
  return (
    <section
      aria-label={`Perfil de comprador de ${card.displayName}`}
      className={cn('grid gap-2 rounded-xl border bg-card p-3 text-sm sm:p-4', className)}
    >
      {showName || p.companyName ? (
        <div className="flex flex-wrap items-baseline gap-x-2">
          {showName ? <p className="font-semibold text-foreground">{card.displayName}</p> : null}
          {p.companyName ? <p className="text-muted-foreground">{p.companyName}</p> : null}
        </div>
      ) : null}
      <Badges card={card} />
      {card.hasProfile ? (
        summary ? (
          <p className="text-foreground">
            <span className="text-muted-foreground">Busca: </span>
            {summary}
          </p>
        ) : null
      ) : (
        <p className="text-muted-foreground">Aún no completó su perfil de comprador.</p>
      )}
      {card.hasProfile && variant === 'compact' ? (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen((v) => !v)}
          className="inline-flex min-h-11 w-fit items-center gap-1 rounded-md text-sm font-medium text-primary hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:min-h-9"
        >
          {open ? 'Ocultar perfil' : 'Ver perfil completo'}
          <ChevronDownIcon
            className={cn('size-4 transition-transform', open && 'rotate-180')}
            aria-hidden="true"
          />
        </button>
      ) : null}
      {card.hasProfile && open ? (
        <div id={detailsId} className={cn(variant === 'compact' && 'border-t pt-3')}>
          <Details card={card} />
        </div>
      ) : null}
    </section>
  );
}

/**
 * The buyer card of `userId` for a seller (or an admin): fetched unless `data` is given (a
 * list that already has it). Draws nothing when the viewer may not see that buyer (404).
 */
export function BuyerProfileCard({
  userId,
  data,
  variant = 'compact',
  showName = true,
  className,
}: {
  userId: number;
  data?: BuyerCardData;
  variant?: BuyerCardVariant;
  showName?: boolean;
  className?: string;
}) {
  const query = useBuyerCard(userId, data);
  if (query.data)
    return (
      <BuyerProfileCardView card={query.data} variant={variant} showName={showName} className={className} />
    );
  if (query.isPending)
    return (
      <div className={cn('grid gap-2 rounded-xl border p-3', className)} role="status">
        <span className="sr-only">Cargando el perfil del comprador…</span>
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-3 w-full max-w-md" />
      </div>
    );
  if (isApiError(query.error) && query.error.status === 404) return null;
  return (
    <p className={cn('text-sm text-muted-foreground', className)}>
      No pudimos cargar el perfil de este comprador. Vuelve a intentarlo en un momento.
    </p>
  );
}

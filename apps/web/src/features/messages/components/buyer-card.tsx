// Who the seller is talking to (decisions 072, 103): name, identity, proof of funds, how long
// they have been on Traspasa and the agreements they signed — with this seller and in total —
// and, one tap away, the buyer profile they wrote.
import { formatMonthYear } from '@traspasa/shared/dates';
import type { BuyerCard as BuyerCardData } from '@traspasa/shared/messages';
import { countText } from '@traspasa/shared/plural';
import {
  CalendarDaysIcon,
  ChevronDownIcon,
  FileSignatureIcon,
  LandmarkIcon,
  ShieldQuestionIcon,
} from 'lucide-react';
import { useId, useState } from 'react';
import { BuyerProfileCardView } from '@/components/buyer-card/buyer-profile-card';
import { IdentityBadge } from '@/components/identity-badge';
import { useBuyerCard } from '@/lib/buyer-cards';
import { cn } from '@/lib/utils';

function agreements(n: number, suffix: string): string {
  return `${countText(n, 'acuerdo firmado', 'acuerdos firmados')}${suffix}`;
}

/** "1 acuerdo firmado contigo · 3 en total". */
export function agreementsText(card: Pick<BuyerCardData, 'agreementsWithYou' | 'agreementsTotal'>): string {
  const withYou = agreements(card.agreementsWithYou, ' contigo');
  return card.agreementsTotal > card.agreementsWithYou
    ? `${withYou} · ${card.agreementsTotal} en total`
    : withYou;
}

export function BuyerCard({ card }: { card: BuyerCardData }) {
  const profile = useBuyerCard(card.userId);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const funds = profile.data?.badges.funds ?? null;
  return (
    <section
      aria-label={`Sobre ${card.name}`}
      className="shrink-0 border-b bg-secondary/60 px-3 py-1.5 text-sm sm:px-4 sm:py-2"
    >
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          {/* On a phone the name is right above, in the conversation's header. */}
          <p className="hidden flex-wrap items-center gap-x-2 sm:flex">
            <span className="text-xs font-medium text-muted-foreground">Sobre este comprador</span>
            <span className="font-semibold">{card.name}</span>
          </p>
          <ul className="flex flex-wrap gap-x-4 gap-y-0.5 text-xs text-muted-foreground sm:mt-0.5">
            <li className="flex items-center">
              {card.identityVerified ? (
                <IdentityBadge verified variant="inline" />
              ) : (
                <span className="inline-flex items-center gap-1">
                  <ShieldQuestionIcon className="size-3.5 shrink-0" aria-hidden="true" />
                  Identidad aún no verificada
                </span>
              )}
            </li>
            {funds ? (
              <li
                className={cn(
                  'flex items-center gap-1 font-medium',
                  funds.state === 'valid' ? 'text-green-800' : 'text-amber-800',
                )}
              >
                <LandmarkIcon className="size-3.5 shrink-0" aria-hidden="true" />
                {funds.text}
                {funds.state === 'valid' ? '' : ' (vencido)'}
              </li>
            ) : null}
            <li className="flex items-center gap-1">
              <CalendarDaysIcon className="size-3.5 shrink-0" aria-hidden="true" />
              En Traspasa desde {formatMonthYear(card.memberSince)}
            </li>
            <li className="flex items-center gap-1">
              <FileSignatureIcon className="size-3.5 shrink-0" aria-hidden="true" />
              {agreementsText(card)}
            </li>
          </ul>
        </div>
        {profile.data ? (
          <button
            type="button"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((v) => !v)}
            className="-my-1 inline-flex min-h-11 shrink-0 items-center gap-1 rounded-md px-1 text-xs font-medium text-primary hover:underline focus-visible:outline-2 focus-visible:outline-ring sm:min-h-9"
          >
            {open ? 'Ocultar perfil' : 'Ver perfil'}
            <span className="sr-only"> de comprador de {card.name}</span>
            <ChevronDownIcon
              className={cn('size-4 transition-transform', open && 'rotate-180')}
              aria-hidden="true"
            />
          </button>
        ) : null}
      </div>
      {profile.data && open ? (
        <div id={panelId} className="mt-2 max-h-[45vh] overflow-y-auto pb-1">
          <BuyerProfileCardView card={profile.data} variant="expanded" showName={false} />
        </div>
      ) : null}
    </section>
  );
}

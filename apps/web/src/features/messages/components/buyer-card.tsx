// Who the seller is talking to (decision 072): name, identity, how long they have been on
// Traspasa and the confidentiality agreements they signed — with this seller and in total.
import { formatMonthYear } from '@traspasa/shared/dates';
import type { BuyerCard as BuyerCardData } from '@traspasa/shared/messages';
import { countText } from '@traspasa/shared/plural';
import { CalendarDaysIcon, FileSignatureIcon, ShieldQuestionIcon } from 'lucide-react';
import { IdentityBadge } from '@/components/identity-badge';

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
  return (
    <section
      aria-label={`Sobre ${card.name}`}
      className="shrink-0 border-b bg-secondary/60 px-3 py-1.5 text-sm sm:px-4 sm:py-2"
    >
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
        <li className="flex items-center gap-1">
          <CalendarDaysIcon className="size-3.5 shrink-0" aria-hidden="true" />
          En Traspasa desde {formatMonthYear(card.memberSince)}
        </li>
        <li className="flex items-center gap-1">
          <FileSignatureIcon className="size-3.5 shrink-0" aria-hidden="true" />
          {agreementsText(card)}
        </li>
      </ul>
    </section>
  );
}

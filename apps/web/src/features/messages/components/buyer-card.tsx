// Who is writing, for the seller (issue 15): name, identity, how long they have been on
// Traspasa and the confidentiality agreements they signed — with this seller and in total.
import type { BuyerCard as BuyerCardData } from '@traspasa/shared/messages';
import { CalendarDaysIcon, FileSignatureIcon, ShieldQuestionIcon } from 'lucide-react';
import { IdentityBadge } from '@/components/identity-badge';

const monthYear = new Intl.DateTimeFormat('es-EC', { month: 'long', year: 'numeric' });

function agreements(n: number, suffix: string): string {
  return `${n} ${n === 1 ? 'acuerdo firmado' : 'acuerdos firmados'}${suffix}`;
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
      className="shrink-0 border-b bg-secondary/60 px-3 py-2 text-sm sm:px-4"
    >
      <p className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
        <span className="text-xs font-medium text-muted-foreground">Quién te escribe</span>
        <span className="font-semibold">{card.name}</span>
        {card.identityVerified ? (
          <IdentityBadge verified variant="inline" className="text-xs" />
        ) : (
          <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
            <ShieldQuestionIcon className="size-3.5 shrink-0" aria-hidden="true" />
            Identidad aún no verificada
          </span>
        )}
      </p>
      <ul className="mt-0.5 flex flex-wrap gap-x-4 gap-y-0.5 text-xs text-muted-foreground">
        <li className="flex items-center gap-1">
          <CalendarDaysIcon className="size-3.5 shrink-0" aria-hidden="true" />
          En Traspasa desde {monthYear.format(new Date(card.memberSince))}
        </li>
        <li className="flex items-center gap-1">
          <FileSignatureIcon className="size-3.5 shrink-0" aria-hidden="true" />
          {agreementsText(card)}
        </li>
      </ul>
    </section>
  );
}

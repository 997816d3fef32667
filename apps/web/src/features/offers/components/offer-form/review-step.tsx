import { diffTerms, type OfferTerms, showTerm, termFieldLabels, termFields } from '@traspasa/shared/offers';
import { ShieldCheckIcon } from 'lucide-react';
import { ChangeList } from '../change-list';
import { sectionClass } from './step-props';

/** Step 4: every term as the letter states it, what changed from the version answered, and what binds. */
export function ReviewStep({
  terms,
  previous,
  otherParty,
}: {
  terms: OfferTerms;
  /** The version this one answers (a counter-offer): its changes are listed first. */
  previous: { number: number; terms: OfferTerms } | null;
  otherParty: string;
}) {
  const changes = previous ? diffTerms(previous.terms, terms) : [];
  return (
    <div className="grid gap-5">
      {previous ? (
        <section className={sectionClass} aria-labelledby="offer-changes-title">
          <h2 id="offer-changes-title" className="text-lg font-semibold">
            Qué cambia respecto de la versión {previous.number}
          </h2>
          {changes.length > 0 ? (
            <ChangeList changes={changes} />
          ) : (
            <p className="text-sm text-muted-foreground">
              Nada todavía: cambia al menos un término para contraofertar, o acepta la versión{' '}
              {previous.number}.
            </p>
          )}
        </section>
      ) : null}
      <section className={sectionClass} aria-labelledby="offer-review-title">
        <h2 id="offer-review-title" className="text-lg font-semibold">
          Revisa tu oferta
        </h2>
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[minmax(10rem,auto)_1fr]">
          {termFields.map((field) => (
            <div key={field} className="grid gap-0.5 sm:contents">
              <dt className="text-sm text-muted-foreground">{termFieldLabels[field]}</dt>
              <dd className={field === 'priceCents' ? 'figure text-lg font-bold' : 'text-sm font-medium'}>
                {showTerm(terms, field)}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <p className="flex gap-3 rounded-xl border border-primary/20 bg-primary-soft p-4 text-sm leading-6">
        <ShieldCheckIcon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <span>
          La carta no es vinculante: el precio y las demás condiciones obligan solo cuando firmen el contrato
          de compraventa. La confidencialidad y la exclusividad sí obligan desde que ambos firmen la carta. Al
          enviarla, {otherParty} la recibe y puede aceptarla, rechazarla o contraofertar.
        </span>
      </p>
    </div>
  );
}

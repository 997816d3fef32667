// "Datos clave" of a listing page (decision 130): the facts of the sale buyers ask for first —
// what the owner takes home, what is included, the premises, financing and the handover —
// with the listing's reference to quote. Unanswered facts are left out, not shown as "—".
import { listingReference, premisesLabels } from '@traspasa/shared/business-labels';
import type { ListingFacts as Facts } from '@traspasa/shared/businesses';
import { formatDay } from '@traspasa/shared/dates';
import { formatUsd } from '@traspasa/shared/format';
import { countText } from '@traspasa/shared/plural';
import { toNumber } from '@/lib/listings/figures';

export type ListingFactsInput = { id: number } & Partial<Omit<Facts, 'reference'>> & {
    reference?: string | null;
  };

type Fact = { label: string; value: string; detail?: string | null };

const weeks = (n: number) => countText(n, 'semana', 'semanas');

/** "Incluido, valorado en $12.000", "Incluidos", "No incluido" — or nothing when not answered. */
function includedFact(
  label: string,
  included: boolean | null | undefined,
  value: string | number | null | undefined,
  plural: boolean,
): Fact | null {
  if (included === null || included === undefined) return null;
  const yes = plural ? 'Incluidos' : 'Incluido';
  const no = plural ? 'No incluidos' : 'No incluido';
  if (!included) return { label, value: no };
  return toNumber(value) === null
    ? { label, value: yes }
    : { label, value: formatUsd(value), detail: `${yes} en el precio` };
}

/** The facts in the order buyers read them; pure, so it is tested without a browser. */
export function listingFactRows(b: ListingFactsInput): Fact[] {
  const facts: Array<Fact | null> = [
    toNumber(b.cashFlow) === null
      ? null
      : { label: 'Beneficio del dueño', value: formatUsd(b.cashFlow), detail: 'al año' },
    includedFact('Inventario', b.inventoryIncluded, b.inventoryValue, false),
    includedFact('Equipos', b.equipmentIncluded, b.equipmentValue, true),
    b.premises === 'owned'
      ? { label: 'Local', value: premisesLabels.owned }
      : b.premises === 'leased'
        ? {
            label: 'Local',
            value:
              toNumber(b.monthlyRent) === null
                ? premisesLabels.leased
                : `Arrendado, ${formatUsd(b.monthlyRent)} al mes`,
            detail: b.leaseEndsOn ? `Contrato hasta el ${formatDay(b.leaseEndsOn)}` : null,
          }
        : null,
    b.sellerFinancing === true
      ? {
          label: 'Financiamiento del vendedor',
          value: 'Sí, financia parte del precio',
          detail: b.sellerFinancingTerms,
        }
      : b.sellerFinancing === false
        ? { label: 'Financiamiento del vendedor', value: 'No, pago completo' }
        : null,
    b.trainingWeeks === null || b.trainingWeeks === undefined
      ? null
      : {
          label: 'Capacitación al comprador',
          value: b.trainingWeeks === 0 ? 'Sin capacitación' : weeks(b.trainingWeeks),
          detail: b.trainingWeeks === 0 ? null : 'después de la entrega',
        },
  ];
  return facts.filter((f): f is Fact => f !== null);
}

export function ListingFacts({ business }: { business: ListingFactsInput }) {
  const rows = listingFactRows(business);
  const reference = business.reference ?? listingReference(business.id);
  return (
    <section aria-labelledby="listing-facts-title" className="grid gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="listing-facts-title" className="text-xl font-semibold">
          Datos clave
        </h2>
        <p className="text-sm text-muted-foreground">
          Referencia del anuncio: <span className="figure font-semibold text-foreground">{reference}</span>
        </p>
      </div>
      {rows.length > 0 ? (
        <dl className="grid grid-cols-1 gap-px overflow-hidden rounded-xl border bg-border sm:grid-cols-2">
          {rows.map((f, i) => (
            // An odd last fact takes the whole row: no empty cell in the grid.
            <div
              key={f.label}
              className={
                i === rows.length - 1 && rows.length % 2 === 1 ? 'bg-card p-4 sm:col-span-2' : 'bg-card p-4'
              }
            >
              <dt className="text-xs font-medium text-muted-foreground">{f.label}</dt>
              <dd className="mt-1 font-semibold">{f.value}</dd>
              {f.detail ? <dd className="mt-0.5 text-sm text-muted-foreground">{f.detail}</dd> : null}
            </div>
          ))}
        </dl>
      ) : (
        <p className="rounded-xl border bg-card p-4 text-sm text-muted-foreground">
          El vendedor todavía no ha indicado qué incluye la venta. Pregúntaselo después de firmar el acuerdo
          de confidencialidad.
        </p>
      )}
    </section>
  );
}

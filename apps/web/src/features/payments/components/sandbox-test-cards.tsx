import { sandboxTestCards } from '../lib/card';

/** Stripe's test cards the sandbox accepts, with a button that types one into the form. */
export function SandboxTestCards({ onUse }: { onUse: (number: string) => void }) {
  return (
    <section aria-labelledby="test-cards-title" className="rounded-xl border border-dashed bg-background p-4">
      <h2 id="test-cards-title" className="text-sm font-semibold">
        Tarjetas de prueba
      </h2>
      <p className="mt-1 text-xs leading-5 text-muted-foreground">
        Usa cualquier fecha futura, cualquier CVC de 3 dígitos y cualquier nombre.
      </p>
      <ul className="mt-3 grid gap-2">
        {sandboxTestCards.map((card) => (
          <li key={card.number} className="flex items-center justify-between gap-3 text-sm">
            <span className="min-w-0">
              <span className="block font-mono font-semibold tracking-wide tabular-nums">{card.number}</span>
              <span className="block text-xs text-muted-foreground">{card.outcome}</span>
            </span>
            <button
              type="button"
              onClick={() => onUse(card.number)}
              className="inline-flex min-h-11 shrink-0 items-center rounded-lg px-3 text-sm font-semibold text-primary hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
            >
              Usar<span className="sr-only"> la tarjeta {card.number}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

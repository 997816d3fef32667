import type { TermChange } from '@traspasa/shared/offers';

/** What changed between two versions, field by field: «Precio: $120.000 → $132.000». */
export function ChangeList({ changes, className }: { changes: readonly TermChange[]; className?: string }) {
  return (
    <ul className={className ?? 'grid gap-2'} aria-label="Cambios">
      {changes.map((change) => (
        <li
          key={change.field}
          className="rounded-lg bg-muted/60 px-3 py-2 text-sm leading-6 [overflow-wrap:anywhere]"
        >
          <span className="font-semibold">{change.label}:</span>{' '}
          <span className="text-muted-foreground">{change.from}</span>{' '}
          <span className="font-bold text-primary">→</span>{' '}
          <span className="font-semibold text-foreground">{change.to}</span>
        </li>
      ))}
    </ul>
  );
}

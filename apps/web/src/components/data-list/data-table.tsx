import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

export type Column = string | { label: ReactNode; className?: string };

/** The last column of rows that end in a button: named for screen readers only. */
export const actionsColumn: Column = { label: <span className="sr-only">Acciones</span> };

/**
 * A list's table for wide screens (hidden below `md`, where `CardList` shows the same rows):
 * a caption for screen readers, one header row of `columns`, and the rows in `children`.
 */
export function DataTable({
  caption,
  columns,
  cellClassName = 'px-4 py-3',
  children,
}: {
  caption: string;
  columns: readonly Column[];
  /** The header cells' padding, to match the rows': `px-3 py-3` for a dense table. */
  cellClassName?: string;
  children: ReactNode;
}) {
  return (
    <div className="hidden overflow-x-auto rounded-xl border bg-card shadow-sm md:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b bg-muted/60 text-xs text-muted-foreground uppercase">
          <tr>
            {columns.map((column, i) => {
              const { label, className } = typeof column === 'string' ? { label: column } : column;
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: a fixed header row
                <th key={i} scope="col" className={cn(cellClassName, 'font-semibold', className)}>
                  {label}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className="divide-y">{children}</tbody>
      </table>
    </div>
  );
}

/** The same rows as cards below `md`, named like the table's caption. */
export function CardList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul className="grid grid-cols-1 gap-3 md:hidden" aria-label={label}>
      {children}
    </ul>
  );
}

/** A labelled value inside a card (`<dl>`). */
export function CardFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="mt-0.5 font-medium break-words">{children}</dd>
    </div>
  );
}

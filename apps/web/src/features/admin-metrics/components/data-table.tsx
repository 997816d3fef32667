import { DownloadIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { type CsvCell, csvFileName, downloadCsv, toCsv } from '../lib/csv';

export type Column<Row> = {
  header: string;
  /** What the screen shows. */
  cell: (row: Row) => ReactNode;
  /** What the CSV holds (raw numbers, ISO days). */
  csv: (row: Row) => CsvCell;
  numeric?: boolean;
};

/** The "Descargar CSV" button of a table: the file is built here from the rows on screen. */
export function CsvButton({ onDownload, label }: { onDownload: () => void; label: string }) {
  return (
    <Button type="button" variant="outline" size="sm" className="min-h-10" onClick={onDownload}>
      <DownloadIcon aria-hidden="true" />
      Descargar CSV<span className="sr-only"> de {label}</span>
    </Button>
  );
}

/**
 * A titled table with its CSV download: a table on wide screens, one card per row on phones.
 * `rowKey` names each row (also the card's title).
 */
export function DataTable<Row>({
  id,
  title,
  description,
  columns,
  rows,
  rowKey,
  fileBase,
  range,
  empty,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  fileBase: string;
  range?: { from: string; to: string };
  empty: string;
}) {
  const download = () =>
    downloadCsv(
      csvFileName(fileBase, range?.from, range?.to),
      toCsv(
        columns.map((c) => c.header),
        rows.map((r) => columns.map((c) => c.csv(r))),
      ),
    );
  const [first, ...rest] = columns;
  return (
    <section
      aria-labelledby={id}
      className="flex min-w-0 flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={id} className="text-lg font-semibold">
            {title}
          </h2>
          {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
        </div>
        {rows.length > 0 ? <CsvButton onDownload={download} label={title} /> : null}
      </div>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <>
          {/* Scrolls on its own: reachable by keyboard so its rows can be read without a mouse. */}
          <section
            className="relative hidden max-h-[28rem] overflow-auto rounded-lg border focus-visible:outline-2 focus-visible:outline-ring md:block"
            aria-label={title}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to scroll by keyboard (WCAG 2.1.1)
            tabIndex={0}
          >
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{title}</caption>
              <thead className="sticky top-0 border-b bg-muted text-xs text-muted-foreground uppercase">
                <tr>
                  {columns.map((c) => (
                    <th
                      key={c.header}
                      scope="col"
                      className={`px-3 py-2 font-semibold ${c.numeric ? 'text-right' : ''}`}
                    >
                      {c.header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y">
                {rows.map((row) => (
                  <tr key={rowKey(row)} className="hover:bg-muted/40">
                    {columns.map((c, i) =>
                      i === 0 ? (
                        <th key={c.header} scope="row" className="px-3 py-2 font-medium">
                          {c.cell(row)}
                        </th>
                      ) : (
                        <td
                          key={c.header}
                          className={`px-3 py-2 ${c.numeric ? 'text-right tabular-nums' : ''}`}
                        >
                          {c.cell(row)}
                        </td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          <ul
            className="relative grid max-h-[32rem] grid-cols-1 gap-2 overflow-auto focus-visible:outline-2 focus-visible:outline-ring md:hidden"
            aria-label={title}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable list must take focus to scroll by keyboard (WCAG 2.1.1)
            tabIndex={0}
          >
            {rows.map((row) => (
              <li key={rowKey(row)} className="rounded-lg border p-3">
                <p className="font-semibold">{first?.cell(row)}</p>
                <dl className="mt-1 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
                  {rest.map((c) => (
                    <div key={c.header} className="min-w-0">
                      <dt className="text-xs text-muted-foreground">{c.header}</dt>
                      <dd className="tabular-nums">{c.cell(row)}</dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

import type { StatementLayout, StatementMatch, StatementResult } from '@traspasa/shared/transfers';
import { DEFAULT_STATEMENT_LAYOUT } from '@traspasa/shared/transfers';
import { ArrowLeftIcon, CheckCircle2Icon, FileSpreadsheetIcon, UploadIcon } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { PageBody, PageHeader } from '@/components/page/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PendingButton } from '@/components/ui/pending-button';
import { paths } from '@/config/paths';
import { requestErrorMessage } from '@/lib/request-error';
import { formatCents } from '../../lib/money';
import {
  useMatchStatement,
  useSaveStatementLayout,
  useStatementLayout,
  useTransferDecision,
} from './admin-transfers-api';

const selectClass =
  'flex h-11 w-full rounded-lg border border-input bg-background px-3 py-0 text-base shadow-xs focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring md:text-sm';

const separators: Array<{ value: StatementLayout['separator']; label: string }> = [
  { value: ';', label: 'Punto y coma (;)' },
  { value: ',', label: 'Coma (,)' },
  { value: '\t', label: 'Tabulador' },
];

const kindText: Record<
  StatementMatch['kind'],
  { title: string; tone: 'success' | 'warning' | 'destructive' | 'muted' }
> = {
  match: { title: 'Coincidencias para aprobar', tone: 'success' },
  amount_mismatch: { title: 'Referencia encontrada, otro monto', tone: 'warning' },
  ambiguous: { title: 'Ambiguas', tone: 'destructive' },
  unmatched: { title: 'Sin referencia conocida', tone: 'muted' },
};

function LayoutForm({ layout }: { layout: StatementLayout }) {
  const [values, setValues] = useState(layout);
  const save = useSaveStatementLayout();
  const [saved, setSaved] = useState(false);
  const commaId = useId();
  const headerId = useId();
  useEffect(() => setValues(layout), [layout]);
  const column = (k: 'dateColumn' | 'descriptionColumn' | 'amountColumn', label: string) => (
    <FormField label={label}>
      <Input
        type="number"
        min={1}
        max={50}
        value={values[k]}
        onChange={(e) => setValues((v) => ({ ...v, [k]: Number(e.target.value) }))}
      />
    </FormField>
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    save.mutate(values, { onSuccess: () => setSaved(true) });
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Formato del extracto</CardTitle>
        <CardDescription>
          En qué columna está cada dato (contando desde 1, como en una hoja de cálculo). Se guarda para la
          próxima vez.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" onSubmit={submit}>
          {column('dateColumn', 'Columna de la fecha')}
          {column('descriptionColumn', 'Columna de la descripción')}
          {column('amountColumn', 'Columna del monto')}
          <FormField label="Columna de la referencia" hint="Vacío si el banco no la tiene aparte.">
            <Input
              type="number"
              min={1}
              max={50}
              value={values.referenceColumn ?? ''}
              onChange={(e) =>
                setValues((v) => ({ ...v, referenceColumn: e.target.value ? Number(e.target.value) : null }))
              }
            />
          </FormField>
          <FormField label="Separador">
            <select
              value={values.separator}
              onChange={(e) =>
                setValues((v) => ({ ...v, separator: e.target.value as StatementLayout['separator'] }))
              }
              className={selectClass}
            >
              {separators.map((s) => (
                <option key={s.label} value={s.value}>
                  {s.label}
                </option>
              ))}
            </select>
          </FormField>
          <div className="flex flex-col justify-end gap-3 text-sm">
            <label htmlFor={commaId} className="flex items-center gap-2">
              <Checkbox
                id={commaId}
                checked={values.decimalComma}
                onCheckedChange={(c) => setValues((v) => ({ ...v, decimalComma: c === true }))}
              />
              Los centavos van con coma (1.234,56)
            </label>
            <label htmlFor={headerId} className="flex items-center gap-2">
              <Checkbox
                id={headerId}
                checked={values.hasHeader}
                onCheckedChange={(c) => setValues((v) => ({ ...v, hasHeader: c === true }))}
              />
              La primera fila son los títulos
            </label>
          </div>
          <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-4">
            <PendingButton
              type="submit"
              variant="outline"
              className="min-h-11"
              pending={save.isPending}
              pendingLabel="Guardando…"
            >
              Guardar el formato
            </PendingButton>
            {saved ? (
              <span role="status" className="text-sm text-green-800">
                Formato guardado.
              </span>
            ) : null}
            {save.isError ? (
              <span role="alert" className="text-sm text-destructive">
                {requestErrorMessage(save.error, 'No pudimos guardar el formato.')}
              </span>
            ) : null}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

function MatchRow({ m }: { m: StatementMatch }) {
  const decide = useTransferDecision();
  const [done, setDone] = useState(false);
  const candidate = m.candidates[0];
  return (
    <li className="grid gap-2 rounded-lg border p-3 text-sm sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center">
      <div className="min-w-0">
        <p className="font-medium">
          Fila {m.line.row} · {m.line.date} ·{' '}
          <span className="tabular-nums">{formatCents(m.line.amountCents)}</span>
        </p>
        <p className="break-words text-muted-foreground">
          {m.line.description}
          {m.line.reference ? ` · ${m.line.reference}` : ''}
        </p>
        {m.candidates.length > 0 ? (
          <p className="mt-1">
            {m.candidates.map((c) => (
              <span key={c.orderId} className="mr-3 inline-block">
                <Link
                  to={paths.adminTransfer.build(c.orderId)}
                  className="font-mono font-semibold text-primary underline"
                >
                  {c.reference}
                </Link>{' '}
                {c.userName} · {formatCents(c.amountCents)}
              </span>
            ))}
          </p>
        ) : null}
        {m.note ? <p className="mt-1 text-xs text-muted-foreground">{m.note}</p> : null}
      </div>
      {m.kind === 'match' && candidate ? (
        done ? (
          <span role="status" className="inline-flex items-center gap-1 font-semibold text-green-800">
            <CheckCircle2Icon className="size-4" aria-hidden="true" />
            Aprobada
          </span>
        ) : (
          <div className="grid gap-1">
            <PendingButton
              size="sm"
              className="min-h-10"
              pending={decide.isPending}
              pendingLabel="Aprobando…"
              onClick={() =>
                decide.mutate(
                  {
                    id: candidate.orderId,
                    action: 'approve',
                    via: 'statement',
                    note: `Extracto, fila ${m.line.row}: ${m.line.description}`.slice(0, 500),
                  },
                  { onSuccess: () => setDone(true) },
                )
              }
            >
              Aprobar {candidate.reference}
            </PendingButton>
            {decide.isError ? (
              <span role="alert" className="text-xs text-destructive">
                {requestErrorMessage(decide.error, 'No pudimos aprobarla.')}
              </span>
            ) : null}
          </div>
        )
      ) : null}
    </li>
  );
}

function Results({ result }: { result: StatementResult }) {
  const groups = (['match', 'amount_mismatch', 'ambiguous', 'unmatched'] as const).map((kind) => ({
    kind,
    items: result.matches.filter((m) => m.kind === kind),
  }));
  return (
    <section aria-labelledby="statement-results" className="grid gap-4">
      <h2 id="statement-results" className="text-xl font-semibold">
        {result.lines} {result.lines === 1 ? 'movimiento leído' : 'movimientos leídos'}
      </h2>
      {groups.map((g) =>
        g.items.length === 0 ? null : (
          <Card key={g.kind}>
            <CardHeader>
              <div className="flex flex-wrap items-center gap-2">
                <CardTitle>{kindText[g.kind].title}</CardTitle>
                <Badge variant={kindText[g.kind].tone}>{g.items.length}</Badge>
              </div>
            </CardHeader>
            <CardContent>
              <ul className="grid gap-3">
                {g.items.map((m) => (
                  <MatchRow key={m.line.row} m={m} />
                ))}
              </ul>
            </CardContent>
          </Card>
        ),
      )}
    </section>
  );
}

/** `/admin/transfer-statement`: a bank statement CSV against the unpaid transfer orders. */
export function StatementScreen() {
  const layout = useStatementLayout();
  const match = useMatchStatement();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const fileId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setFileError('Elige el archivo CSV del extracto.');
      return;
    }
    setFileError(null);
    match.mutate(file);
  };
  return (
    <>
      <title>Extracto bancario | Traspasa</title>
      <PageHeader
        eyebrow="Transferencias"
        title="Extracto bancario"
        description="Sube el extracto de la cuenta en CSV: buscamos en cada movimiento el código de referencia y el monto de los pagos pendientes y te proponemos las coincidencias. El archivo no se guarda."
        actions={
          <Button asChild variant="outline">
            <Link to={paths.adminTransfers.href}>
              <ArrowLeftIcon aria-hidden="true" />
              Transferencias por conciliar
            </Link>
          </Button>
        }
      />
      <PageBody className="grid grid-cols-1 gap-6">
        <LayoutForm layout={layout.data?.layout ?? DEFAULT_STATEMENT_LAYOUT} />
        <Card>
          <CardHeader>
            <CardTitle>Subir el extracto</CardTitle>
          </CardHeader>
          <CardContent>
            <form className="flex flex-wrap items-end gap-3" onSubmit={submit} noValidate>
              <div className="grid gap-2">
                <span id={`${fileId}-label`} className="text-sm font-medium">
                  Archivo CSV
                </span>
                <div className="flex flex-wrap items-center gap-3">
                  <input
                    id={fileId}
                    type="file"
                    accept=".csv,text/csv,text/plain"
                    aria-labelledby={`${fileId}-label`}
                    aria-invalid={fileError ? true : undefined}
                    onChange={(e) => setFile(e.target.files?.[0] ?? null)}
                    className="peer sr-only"
                  />
                  <label
                    htmlFor={fileId}
                    className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-input bg-background px-4 text-sm font-medium shadow-xs hover:bg-muted peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring"
                  >
                    <FileSpreadsheetIcon className="size-4" aria-hidden="true" />
                    {file ? 'Cambiar archivo' : 'Elegir archivo'}
                  </label>
                  <span className="min-w-0 truncate text-sm text-muted-foreground">
                    {file ? file.name : 'Ningún archivo elegido'}
                  </span>
                </div>
              </div>
              <PendingButton
                type="submit"
                className="min-h-11"
                pending={match.isPending}
                pendingLabel="Leyendo…"
              >
                <UploadIcon aria-hidden="true" />
                Buscar coincidencias
              </PendingButton>
            </form>
            {fileError ? (
              <p role="alert" className="mt-2 text-sm text-destructive">
                {fileError}
              </p>
            ) : null}
            {match.isError ? (
              <p
                role="alert"
                className="mt-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm whitespace-pre-line text-red-900"
              >
                {requestErrorMessage(
                  match.error,
                  'No pudimos leer el extracto. Revisa el formato e inténtalo de nuevo.',
                )}
              </p>
            ) : null}
          </CardContent>
        </Card>
        {match.data ? <Results result={match.data} /> : null}
      </PageBody>
    </>
  );
}

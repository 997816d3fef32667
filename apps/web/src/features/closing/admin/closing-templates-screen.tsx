import type { ClosingResponsible, ClosingTemplate, ClosingTemplateItemInput } from '@traspasa/shared/closing';
import { closingResponsibleLabels, closingResponsibles } from '@traspasa/shared/closing';
import { type BusinessCategory, businessCategories, businessCategoryLabels } from '@traspasa/shared/enums';
import { ArrowDownIcon, ArrowUpIcon, ListChecksIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { PageBody, PageHeader } from '@/components/page/page-header';
import { EmptyState, ErrorState } from '@/components/page/states';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PendingButton } from '@/components/ui/pending-button';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/hooks/use-toast';
import { isApiError } from '@/lib/api-client';
import { requestErrorMessage } from '@/lib/request-error';
import {
  useClosingTemplate,
  useClosingTemplates,
  useCreateTemplate,
  useDeleteTemplate,
  useSaveTemplate,
} from '../api/closing-api';

const selectClass =
  'flex h-11 w-full rounded-lg border border-input bg-background px-3 py-0 text-base shadow-xs focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring md:text-sm';

type Draft = {
  key: string;
  title: string;
  description: string;
  responsible: ClosingResponsible;
  dueOffsetDays: string;
  categories: BusinessCategory[];
};

let nextKey = 0;
const keyOf = () => `paso-${++nextKey}`;

function toDrafts(t: ClosingTemplate): Draft[] {
  return t.items.map((i) => ({
    key: keyOf(),
    title: i.title,
    description: i.description,
    responsible: i.responsible,
    dueOffsetDays: String(i.dueOffsetDays),
    categories: i.categories,
  }));
}

const appliesTo = (d: { categories: readonly string[] }, category: BusinessCategory | '') =>
  category === '' || d.categories.length === 0 || d.categories.includes(category);

/** `/admin/closing-templates`: the road's templates per country, their steps and categories (decision 175). */
export function ClosingTemplatesScreen() {
  const list = useClosingTemplates();
  const [selected, setSelected] = useState<number | null>(null);
  const templates = list.data?.items ?? [];
  const current = selected ?? templates[0]?.id ?? null;

  return (
    <>
      <title>Plantillas de la ruta de traspaso | Traspasa</title>
      <PageHeader
        eyebrow="Administración"
        title="Plantillas de la ruta de traspaso"
        description="Los pasos que reciben comprador y vendedor cuando se acepta una oferta, por país. Un paso aplica a todas las categorías o solo a las que marques. Las rutas ya abiertas conservan sus pasos; cada cambio queda en el registro de auditoría."
      />
      <PageBody className="grid gap-6">
        {list.isPending ? (
          <Skeleton className="h-40 w-full" />
        ) : list.isError ? (
          <ErrorState
            title="No pudimos cargar las plantillas"
            message={requestErrorMessage(list.error, 'Inténtalo de nuevo en unos segundos.')}
            onRetry={() => void list.refetch()}
          />
        ) : (
          <>
            <div className="flex flex-wrap items-end gap-3">
              <nav aria-label="Países" className="flex flex-wrap gap-2">
                {templates.map((t) => (
                  <Button
                    key={t.id}
                    size="sm"
                    className="min-h-10"
                    variant={t.id === current ? 'default' : 'outline'}
                    aria-current={t.id === current ? 'page' : undefined}
                    onClick={() => setSelected(t.id)}
                  >
                    {t.country} <span className="tabular-nums opacity-80">{t.itemCount}</span>
                  </Button>
                ))}
              </nav>
              <NewCountry onCreated={setSelected} />
            </div>
            {current === null ? (
              <EmptyState icon={ListChecksIcon} title="No hay plantillas">
                Agrega un país para definir sus pasos.
              </EmptyState>
            ) : (
              <TemplateEditor key={current} id={current} onDeleted={() => setSelected(null)} />
            )}
          </>
        )}
      </PageBody>
    </>
  );
}

function NewCountry({ onCreated }: { onCreated: (id: number) => void }) {
  const [country, setCountry] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateTemplate();
  function submit(e: FormEvent) {
    e.preventDefault();
    create.mutate(country, {
      onSuccess: (t) => {
        setCountry('');
        setError(null);
        onCreated(t.id);
        toast({ title: `Plantilla de ${t.country} creada` });
      },
      onError: (err) => setError(requestErrorMessage(err, 'No pudimos crear la plantilla.')),
    });
  }
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2" noValidate>
      <FormField label="Otro país" error={error ?? undefined} className="w-48">
        <Input
          value={country}
          onChange={(e) => setCountry(e.target.value)}
          maxLength={80}
          placeholder="Perú"
        />
      </FormField>
      <PendingButton type="submit" variant="outline" pending={create.isPending} pendingLabel="Creando…">
        <PlusIcon aria-hidden="true" />
        Agregar país
      </PendingButton>
    </form>
  );
}

function TemplateEditor({ id, onDeleted }: { id: number; onDeleted: () => void }) {
  const query = useClosingTemplate(id);
  const save = useSaveTemplate(id);
  const remove = useDeleteTemplate();
  const [drafts, setDrafts] = useState<Draft[] | null>(null);
  const [preview, setPreview] = useState<BusinessCategory | ''>('');
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const previewId = useId();

  useEffect(() => {
    if (query.data) setDrafts(toDrafts(query.data));
  }, [query.data]);

  if (query.isPending || drafts === null) return <Skeleton className="h-64 w-full" />;
  if (query.isError) {
    return (
      <ErrorState
        title="No pudimos cargar la plantilla"
        message={requestErrorMessage(query.error, 'Inténtalo de nuevo en unos segundos.')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const template = query.data;
  const update = (key: string, patch: Partial<Draft>) =>
    setDrafts((ds) => ds!.map((d) => (d.key === key ? { ...d, ...patch } : d)));
  const move = (index: number, by: -1 | 1) =>
    setDrafts((ds) => {
      const next = [...ds!];
      const [item] = next.splice(index, 1);
      next.splice(index + by, 0, item!);
      return next;
    });

  function submit(e: FormEvent) {
    e.preventDefault();
    const items: ClosingTemplateItemInput[] = drafts!.map((d) => ({
      title: d.title,
      description: d.description,
      responsible: d.responsible,
      dueOffsetDays: Number.parseInt(d.dueOffsetDays, 10),
      categories: d.categories,
    }));
    save.mutate(
      { items },
      {
        onSuccess: () => {
          setError(null);
          toast({
            title: 'Plantilla guardada',
            description: 'Las próximas rutas de traspaso usarán estos pasos.',
          });
        },
        onError: (err) => {
          const issue = isApiError(err) ? err.issues[0] : undefined;
          const at = issue?.path.match(/^items\.(\d+)/)?.[1];
          const prefix = at !== undefined ? `Paso ${Number(at) + 1}: ` : '';
          setError(prefix + requestErrorMessage(err, 'No pudimos guardar la plantilla.'));
        },
      },
    );
  }

  const previewItems = drafts.filter((d) => appliesTo(d, preview));

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
      <form
        onSubmit={submit}
        className="grid min-w-0 gap-4"
        noValidate
        aria-label={`Pasos de ${template.country}`}
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-xl font-semibold">Pasos de {template.country}</h2>
          <Button type="button" variant="ghost" onClick={() => setDeleting(true)}>
            <Trash2Icon aria-hidden="true" />
            Eliminar la plantilla
          </Button>
        </div>
        <ol className="grid gap-3">
          {drafts.map((d, index) => (
            <StepEditor
              key={d.key}
              draft={d}
              index={index}
              last={index === drafts.length - 1}
              onChange={(patch) => update(d.key, patch)}
              onMove={(by) => move(index, by)}
              onRemove={() => setDrafts((ds) => ds!.filter((x) => x.key !== d.key))}
            />
          ))}
        </ol>
        <Button
          type="button"
          variant="outline"
          className="justify-self-start"
          onClick={() =>
            setDrafts((ds) => [
              ...ds!,
              {
                key: keyOf(),
                title: '',
                description: '',
                responsible: 'both',
                dueOffsetDays: '30',
                categories: [],
              },
            ])
          }
        >
          <PlusIcon aria-hidden="true" />
          Agregar un paso
        </Button>
        {error ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <PendingButton type="submit" pending={save.isPending} pendingLabel="Guardando…">
            Guardar la plantilla
          </PendingButton>
          <Button type="button" variant="outline" onClick={() => setDrafts(toDrafts(template))}>
            Descartar cambios
          </Button>
        </div>
      </form>
      <aside
        className="grid gap-3 rounded-xl border bg-card p-4 lg:sticky lg:top-6"
        aria-labelledby={previewId}
      >
        <h2 id={previewId} className="text-base font-semibold">
          Vista previa por categoría
        </h2>
        <select
          aria-label="Categoría de la vista previa"
          className={selectClass}
          value={preview}
          onChange={(e) => setPreview(e.target.value as BusinessCategory | '')}
        >
          <option value="">Todas las categorías (pasos comunes)</option>
          {businessCategories.map((c) => (
            <option key={c} value={c}>
              {businessCategoryLabels[c]}
            </option>
          ))}
        </select>
        <p className="text-sm text-muted-foreground">
          {preview === ''
            ? `${drafts.filter((d) => d.categories.length === 0).length} pasos aplican a todas las categorías.`
            : `Un negocio de ${businessCategoryLabels[preview].toLowerCase()} recibe ${previewItems.length} pasos:`}
        </p>
        <ol className="grid list-decimal gap-1 pl-5 text-sm">
          {(preview === '' ? drafts.filter((d) => d.categories.length === 0) : previewItems).map((d) => (
            <li key={d.key}>{d.title || 'Paso sin nombre'}</li>
          ))}
        </ol>
      </aside>
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={`¿Eliminar la plantilla de ${template.country}?`}
        confirmLabel="Eliminar"
        destructive
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(template.id, {
            onSuccess: () => {
              setDeleting(false);
              toast({ title: `Plantilla de ${template.country} eliminada` });
              onDeleted();
            },
            onError: (err) =>
              toast({
                variant: 'destructive',
                title: 'No pudimos eliminarla',
                description: requestErrorMessage(err, 'Inténtalo de nuevo.'),
              }),
          })
        }
      >
        Las rutas ya abiertas conservan sus pasos; las nuevas de {template.country} solo seguirán sus pagos.
      </ConfirmDialog>
    </div>
  );
}

function StepEditor({
  draft: d,
  index,
  last,
  onChange,
  onMove,
  onRemove,
}: {
  draft: Draft;
  index: number;
  last: boolean;
  onChange: (patch: Partial<Draft>) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const n = index + 1;
  const categoriesText =
    d.categories.length === 0
      ? 'Todas las categorías'
      : d.categories.map((c) => businessCategoryLabels[c]).join(', ');
  return (
    <li className="grid gap-3 rounded-xl border bg-card p-4 shadow-xs">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-semibold text-muted-foreground">Paso {n}</p>
        <div className="flex gap-1">
          <Button
            type="button"
            size="icon-sm"
            variant="ghost"
            disabled={index === 0}
            onClick={() => onMove(-1)}
            aria-label={`Subir el paso ${n}`}
          >
            <ArrowUpIcon aria-hidden="true" />
          </Button>
          <Button
            type="button"
            size="icon-sm"
            variant="ghost"
            disabled={last}
            onClick={() => onMove(1)}
            aria-label={`Bajar el paso ${n}`}
          >
            <ArrowDownIcon aria-hidden="true" />
          </Button>
          <Button
            type="button"
            size="icon-sm"
            variant="ghost"
            onClick={onRemove}
            aria-label={`Quitar el paso ${n}`}
          >
            <Trash2Icon aria-hidden="true" />
          </Button>
        </div>
      </div>
      <FormField label={`Nombre del paso ${n}`}>
        <Input value={d.title} maxLength={160} onChange={(e) => onChange({ title: e.target.value })} />
      </FormField>
      <FormField label="Descripción">
        <Textarea
          value={d.description}
          maxLength={1000}
          className="min-h-20"
          onChange={(e) => onChange({ description: e.target.value })}
        />
      </FormField>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label="Quién lo hace">
          <select
            className={selectClass}
            value={d.responsible}
            onChange={(e) => onChange({ responsible: e.target.value as ClosingResponsible })}
          >
            {closingResponsibles.map((r) => (
              <option key={r} value={r}>
                {closingResponsibleLabels[r]}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label="Vence a los (días desde la firma)">
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            max={365}
            value={d.dueOffsetDays}
            onChange={(e) => onChange({ dueOffsetDays: e.target.value })}
          />
        </FormField>
      </div>
      <details className="rounded-lg border px-3 py-2">
        <summary className="min-h-9 cursor-pointer py-1 text-sm">
          <span className="font-medium">Aplica a:</span> {categoriesText}
        </summary>
        <fieldset className="mt-2 grid gap-2 sm:grid-cols-2">
          <legend className="sr-only">Categorías del paso {n} (ninguna marcada: todas)</legend>
          {businessCategories.map((c) => (
            <label key={c} className="flex min-h-9 items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-[var(--color-primary)]"
                checked={d.categories.includes(c)}
                onChange={(e) =>
                  onChange({
                    categories: e.target.checked
                      ? businessCategories.filter((x) => x === c || d.categories.includes(x))
                      : d.categories.filter((x) => x !== c),
                  })
                }
              />
              {businessCategoryLabels[c]}
            </label>
          ))}
        </fieldset>
      </details>
    </li>
  );
}

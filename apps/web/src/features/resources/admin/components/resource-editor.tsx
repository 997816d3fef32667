import {
  type AdminResourceItem,
  type ResourceType,
  resourceInput,
  resourceTypeLabels,
  resourceTypes,
} from '@traspasa/shared/content';
import { ImageUpIcon } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PendingButton } from '@/components/ui/pending-button';
import { Textarea } from '@/components/ui/textarea';
import { paths } from '@/config/paths';
import { useResourceCover, useSaveResource } from '@/features/resources/admin/api/admin-resources';
import { Markdown } from '@/features/resources/components/markdown';
import { toast } from '@/hooks/use-toast';
import { isApiError } from '@/lib/api-client';

const selectClass =
  'flex h-11 w-full rounded-lg border border-input bg-background px-3 py-0 text-base shadow-xs focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring aria-invalid:border-destructive md:text-sm';

type Values = {
  title: string;
  description: string;
  content: string;
  type: ResourceType | '';
  externalUrl: string;
  source: string;
};

function valuesOf(item: AdminResourceItem | null): Values {
  return {
    title: item?.title ?? '',
    description: item?.description ?? '',
    content: item?.content ?? '',
    type: (item?.type as ResourceType | undefined) ?? '',
    externalUrl: item?.externalUrl ?? '',
    source: item?.source ?? '',
  };
}

/** Title, description, Markdown body with its live preview, type, link and source; then the cover. */
export function ResourceEditor({ resource }: { resource: AdminResourceItem | null }) {
  const navigate = useNavigate();
  const [values, setValues] = useState<Values>(valuesOf(resource));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveResource(resource?.id ?? null);
  const previewId = useId();

  const set = (field: keyof Values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    const parsed = resourceInput.safeParse(values);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      setErrors(found);
      setProblem('Revisa los campos marcados.');
      return;
    }
    setErrors({});
    save.mutate(values as Parameters<typeof save.mutate>[0], {
      onSuccess: (item) => {
        toast({
          title: resource ? 'Cambios guardados' : 'Recurso creado como borrador',
          description: item.published ? 'La página pública ya los muestra.' : 'Publícalo cuando esté listo.',
        });
        if (!resource) navigate(paths.adminResource.build(item.id), { replace: true });
      },
      onError: (error) => {
        if (isApiError(error)) {
          const found: Record<string, string> = {};
          for (const issue of error.issues) found[issue.path.split('.')[0] ?? 'form'] ??= issue.message;
          setErrors(found);
          setProblem(error.userMessage ?? 'No pudimos guardar el recurso.');
        } else setProblem('No hay conexión con el servidor. Inténtalo de nuevo.');
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      {resource ? <CoverField resource={resource} /> : null}
      <FormField label="Título" required error={errors.title}>
        <Input value={values.title} onChange={set('title')} maxLength={160} />
      </FormField>
      <FormField
        label="Descripción"
        required
        error={errors.description}
        hint="Una o dos frases: se ven en la lista, al compartir el enlace y en Google."
      >
        <Textarea value={values.description} onChange={set('description')} rows={2} maxLength={400} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Tipo" required error={errors.type}>
          <select value={values.type} onChange={set('type')} className={selectClass}>
            <option value="">Elige un tipo</option>
            {resourceTypes.map((t) => (
              <option key={t} value={t}>
                {resourceTypeLabels[t]}
              </option>
            ))}
          </select>
        </FormField>
        <FormField
          label="Fuente"
          error={errors.source}
          hint="Quién lo escribió: «Equipo Traspasa», un estudio…"
        >
          <Input value={values.source} onChange={set('source')} maxLength={120} />
        </FormField>
      </div>
      <FormField
        label="Enlace externo"
        error={errors.externalUrl}
        hint="Opcional: si el recurso está publicado en otro sitio."
      >
        <Input value={values.externalUrl} onChange={set('externalUrl')} type="url" placeholder="https://" />
      </FormField>
      <div className="grid gap-4 lg:grid-cols-2">
        <FormField
          label="Contenido (Markdown)"
          className="content-start"
          error={errors.content}
          hint="## Título, **negrita**, - listas y [enlaces](https://…). El HTML se muestra como texto."
        >
          <Textarea
            value={values.content}
            onChange={set('content')}
            rows={18}
            className="font-mono text-sm"
          />
        </FormField>
        <section aria-labelledby={previewId} className="grid content-start gap-2">
          <h2 id={previewId} className="text-sm font-medium">
            Vista previa
          </h2>
          <div className="min-h-40 rounded-lg border bg-background p-4" aria-live="off">
            {values.content.trim() ? (
              <Markdown text={values.content} />
            ) : (
              <p className="text-sm text-muted-foreground">Escribe el contenido para ver cómo quedará.</p>
            )}
          </div>
        </section>
      </div>
      {problem ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {problem}
        </p>
      ) : null}
      <div>
        <PendingButton type="submit" size="lg" pending={save.isPending} pendingLabel="Guardando…">
          {resource ? 'Guardar cambios' : 'Crear borrador'}
        </PendingButton>
      </div>
    </form>
  );
}

function CoverField({ resource }: { resource: AdminResourceItem }) {
  const cover = useResourceCover(resource.id);
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <div className="grid gap-2">
      <p className="text-sm font-medium">Portada</p>
      <div className="flex flex-wrap items-center gap-4">
        {resource.imageUrl ? (
          <img
            src={resource.imageUrl}
            alt="Portada actual"
            className="aspect-[3/2] w-40 rounded-lg object-cover"
          />
        ) : (
          <div className="flex aspect-[3/2] w-40 items-center justify-center rounded-lg border border-dashed text-xs text-muted-foreground">
            Sin portada
          </div>
        )}
        <input
          ref={input}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="sr-only"
          tabIndex={-1}
          aria-label="Elegir la portada"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (!file) return;
            setProblem(null);
            cover.mutate(file, {
              onSuccess: () => toast({ title: 'Portada actualizada' }),
              onError: (error) =>
                setProblem(
                  isApiError(error) ? (error.userMessage ?? 'No pudimos subir la portada.') : 'Sin conexión.',
                ),
            });
          }}
        />
        <PendingButton
          type="button"
          variant="outline"
          pending={cover.isPending}
          pendingLabel="Subiendo…"
          onClick={() => input.current?.click()}
        >
          <ImageUpIcon aria-hidden="true" />
          {resource.imageUrl ? 'Cambiar portada' : 'Subir portada'}
        </PendingButton>
      </div>
      <p className="text-xs text-muted-foreground">JPG, PNG o WebP de hasta 10 MB.</p>
      {problem ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

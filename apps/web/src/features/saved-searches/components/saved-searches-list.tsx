import { countText } from '@traspasa/shared/plural';
import {
  defaultSavedSearchName,
  SAVED_SEARCH_NAME_MAX,
  type SavedSearchFrequency,
  type SavedSearchView,
  savedSearchFrequencyLabels,
} from '@traspasa/shared/saved-searches';
import { BellIcon, BellOffIcon, PauseIcon, PencilIcon, PlayIcon, SearchIcon, Trash2Icon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState, ErrorState } from '@/components/page/states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { toast } from '@/hooks/use-toast';
import { isApiError } from '@/lib/api-client';
import {
  useDeleteSavedSearch,
  useSavedSearches,
  useUpdateSavedSearch,
  useVisitSavedSearch,
} from '../api/saved-searches';
import { savedSearchHref } from '../lib/filters';
import { FrequencyField } from './frequency-field';

const failed = (error: unknown, fallback: string) => (isApiError(error) && error.userMessage) || fallback;

export function newMatchesLabel(n: number): string {
  return countText(n, 'nuevo', 'nuevos');
}

/** The buyer dashboard's «Búsquedas guardadas»: open, edit, pause or resume, delete. */
export function SavedSearchesSection() {
  const query = useSavedSearches();
  const [editing, setEditing] = useState<SavedSearchView | null>(null);
  const [deleting, setDeleting] = useState<SavedSearchView | null>(null);

  return (
    <section aria-labelledby="saved-searches-title" className="grid gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="saved-searches-title" className="flex items-center gap-2 text-xl font-semibold">
          <BellIcon className="size-5 text-primary" aria-hidden="true" />
          Búsquedas guardadas
        </h2>
        {query.data && query.data.items.length > 0 ? (
          <p className="text-sm text-muted-foreground">
            {query.data.items.length} de {query.data.limit}
          </p>
        ) : null}
      </div>
      {query.isPending ? (
        <div className="grid gap-3" role="status" aria-label="Cargando búsquedas guardadas">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : query.isError ? (
        <ErrorState
          title="No pudimos cargar tus búsquedas"
          message="Revisa tu conexión e inténtalo de nuevo."
          onRetry={() => void query.refetch()}
        />
      ) : query.data.items.length === 0 ? (
        <EmptyState
          icon={BellIcon}
          title="Aún no guardas búsquedas"
          action={
            <Button asChild>
              <Link to={paths.businesses.href}>
                <SearchIcon aria-hidden="true" />
                Buscar negocios
              </Link>
            </Button>
          }
        >
          Filtra los negocios a tu gusto y toca «Guardar búsqueda»: te avisamos cuando se publique uno que
          coincida.
        </EmptyState>
      ) : (
        <ul className="grid gap-3" aria-label="Búsquedas guardadas">
          {query.data.items.map((s) => (
            <SavedSearchRow
              key={s.id}
              search={s}
              onEdit={() => setEditing(s)}
              onDelete={() => setDeleting(s)}
            />
          ))}
        </ul>
      )}
      <EditDialog search={editing} onClose={() => setEditing(null)} />
      <DeleteDialog search={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}

function SavedSearchRow({
  search,
  onEdit,
  onDelete,
}: {
  search: SavedSearchView;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const update = useUpdateSavedSearch();
  const visit = useVisitSavedSearch();
  const summary = defaultSavedSearchName(search.filters);
  const togglePause = () =>
    update.mutate(
      { id: search.id, change: { paused: !search.paused } },
      {
        onSuccess: () =>
          toast({
            title: search.paused ? 'Búsqueda reanudada' : 'Búsqueda en pausa',
            description: search.paused
              ? `Volverás a recibir los negocios nuevos de «${search.name}».`
              : `No te avisaremos de «${search.name}» hasta que la reanudes.`,
          }),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: 'No pudimos guardar el cambio',
            description: failed(error, 'Revisa tu conexión e inténtalo de nuevo.'),
          }),
      },
    );

  return (
    <li className="grid gap-3 rounded-xl border bg-card p-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center">
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <Link
            to={savedSearchHref(search.id, search.filters)}
            onClick={() => visit.mutate(search.id)}
            className="min-w-0 font-semibold break-words text-foreground underline-offset-4 hover:underline"
          >
            {search.name}
          </Link>
          {search.newCount > 0 && !search.paused ? (
            <Badge data-testid="new-matches">{newMatchesLabel(search.newCount)}</Badge>
          ) : null}
          {search.paused ? (
            <Badge variant="muted">
              <BellOffIcon aria-hidden="true" />
              En pausa
            </Badge>
          ) : null}
        </div>
        {summary !== search.name ? (
          <p className="text-sm break-words text-muted-foreground">{summary}</p>
        ) : null}
        <p className="text-sm text-muted-foreground">
          {savedSearchFrequencyLabels[search.frequency]}
          {search.paused ? ' · sin avisos mientras esté en pausa' : ''}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={onEdit} aria-label={`Editar «${search.name}»`}>
          <PencilIcon aria-hidden="true" />
          Editar
        </Button>
        <Button
          type="button"
          variant="outline"
          onClick={togglePause}
          disabled={update.isPending}
          aria-label={`${search.paused ? 'Reanudar' : 'Pausar'} «${search.name}»`}
        >
          {search.paused ? <PlayIcon aria-hidden="true" /> : <PauseIcon aria-hidden="true" />}
          {search.paused ? 'Reanudar' : 'Pausar'}
        </Button>
        <Button
          type="button"
          variant="ghost"
          onClick={onDelete}
          aria-label={`Borrar «${search.name}»`}
          className="text-destructive hover:text-destructive"
        >
          <Trash2Icon aria-hidden="true" />
          Borrar
        </Button>
      </div>
    </li>
  );
}

function EditDialog({ search, onClose }: { search: SavedSearchView | null; onClose: () => void }) {
  const [name, setName] = useState('');
  const [frequency, setFrequency] = useState<SavedSearchFrequency>('instant');
  const [problem, setProblem] = useState<string | null>(null);
  const [openedFor, setOpenedFor] = useState<number | null>(null);
  const update = useUpdateSavedSearch();
  if (search && openedFor !== search.id) {
    setOpenedFor(search.id);
    setName(search.name);
    setFrequency(search.frequency);
    setProblem(null);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!search) return;
    if (!name.trim()) return setProblem('Escribe un nombre para la búsqueda.');
    update.mutate(
      { id: search.id, change: { name: name.trim(), frequency } },
      {
        onSuccess: () => {
          setOpenedFor(null);
          onClose();
          toast({ title: 'Cambios guardados' });
        },
        onError: (error) => setProblem(failed(error, 'No pudimos guardar los cambios. Inténtalo de nuevo.')),
      },
    );
  };
  return (
    <Dialog
      open={search !== null}
      onOpenChange={(open) => {
        if (!open) {
          setOpenedFor(null);
          onClose();
        }
      }}
    >
      <DialogContent>
        <form onSubmit={submit} className="grid gap-5">
          <DialogHeader>
            <DialogTitle>Editar búsqueda</DialogTitle>
            <DialogDescription>Cambia su nombre o cada cuánto te avisamos.</DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor="edit-saved-search-name">Nombre</Label>
            <Input
              id="edit-saved-search-name"
              value={name}
              maxLength={SAVED_SEARCH_NAME_MAX}
              onChange={(e) => setName(e.target.value)}
              aria-invalid={problem ? true : undefined}
            />
          </div>
          <FrequencyField name="edit-saved-search-frequency" value={frequency} onChange={setFrequency} />
          {problem ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {problem}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" disabled={update.isPending}>
              Guardar cambios
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function DeleteDialog({ search, onClose }: { search: SavedSearchView | null; onClose: () => void }) {
  const remove = useDeleteSavedSearch();
  return (
    <Dialog open={search !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>¿Borrar «{search?.name}»?</DialogTitle>
          <DialogDescription>
            Dejarás de recibir sus avisos y se borrarán los que tienes en la campana.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            Cancelar
          </Button>
          <Button
            type="button"
            variant="destructive"
            disabled={remove.isPending}
            onClick={() =>
              search &&
              remove.mutate(search.id, {
                onSuccess: () => {
                  onClose();
                  toast({ title: 'Búsqueda borrada' });
                },
                onError: (error) =>
                  toast({
                    variant: 'destructive',
                    title: 'No pudimos borrarla',
                    description: failed(error, 'Revisa tu conexión e inténtalo de nuevo.'),
                  }),
              })
            }
          >
            <Trash2Icon aria-hidden="true" />
            Borrar búsqueda
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

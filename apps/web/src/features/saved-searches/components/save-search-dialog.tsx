import {
  defaultSavedSearchName,
  SAVED_SEARCH_NAME_MAX,
  type SavedSearchFrequency,
} from '@traspasa/shared/saved-searches';
import { BellPlusIcon, Loader2Icon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
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
import { paths } from '@/config/paths';
import { toast } from '@/hooks/use-toast';
import { isApiError } from '@/lib/api-client';
import { useCreateSavedSearch } from '../api/saved-searches';
import { FrequencyField } from './frequency-field';

/** «Guardar búsqueda»: a name (composed from the filters unless changed) and how often to hear about it. */
export function SaveSearchDialog({
  filters,
  open,
  onOpenChange,
}: {
  filters: Record<string, string>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Guardar esta búsqueda</DialogTitle>
          <DialogDescription>
            Te avisamos cuando se publique un negocio que coincida con estos filtros.
          </DialogDescription>
        </DialogHeader>
        {/* Mounted only while open: each opening starts from the filters of that moment. */}
        <SaveSearchForm filters={filters} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

export function SaveSearchForm({ filters, onDone }: { filters: Record<string, string>; onDone: () => void }) {
  const suggested = defaultSavedSearchName(filters);
  const [name, setName] = useState(suggested);
  const [frequency, setFrequency] = useState<SavedSearchFrequency>('instant');
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreateSavedSearch();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    create.mutate(
      { name: name.trim() || undefined, frequency, filters },
      {
        onSuccess: (saved) => {
          onDone();
          toast({
            title: 'Búsqueda guardada',
            description: `Te avisaremos de los negocios nuevos de «${saved.name}». La encuentras en tu panel.`,
          });
        },
        onError: (error) =>
          setProblem(
            (isApiError(error) && error.userMessage) ||
              'No pudimos guardar la búsqueda. Revisa tu conexión e inténtalo de nuevo.',
          ),
      },
    );
  };

  return (
    <form onSubmit={submit} className="grid gap-5" aria-label="Guardar esta búsqueda">
      <div className="grid gap-2">
        <Label htmlFor="saved-search-name">Nombre</Label>
        <Input
          id="saved-search-name"
          value={name}
          maxLength={SAVED_SEARCH_NAME_MAX}
          onChange={(e) => setName(e.target.value)}
          placeholder={suggested}
        />
      </div>
      <FrequencyField name="saved-search-frequency" value={frequency} onChange={setFrequency} />
      {problem ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {problem}{' '}
          {/Ya tienes/.test(problem) ? (
            <Link to={paths.buyerDashboard.href} className="underline">
              Ver mis búsquedas
            </Link>
          ) : null}
        </p>
      ) : null}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancelar
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? (
            <Loader2Icon className="animate-spin" aria-hidden="true" />
          ) : (
            <BellPlusIcon aria-hidden="true" />
          )}
          Guardar búsqueda
        </Button>
      </DialogFooter>
    </form>
  );
}

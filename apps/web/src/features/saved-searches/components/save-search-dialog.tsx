import {
  defaultSavedSearchName,
  SAVED_SEARCH_NAME_MAX,
  type SavedSearchFrequency,
  savedSearchFrequencies,
  savedSearchFrequencyLabels,
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

export const frequencyHints: Record<SavedSearchFrequency, string> = {
  instant: 'Un correo en cuanto se publique un negocio que coincida.',
  daily: 'Un solo correo al día con los negocios nuevos.',
  weekly: 'Un correo los lunes con los negocios de la semana.',
};

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
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">¿Cada cuánto te avisamos?</legend>
        {savedSearchFrequencies.map((f) => (
          <label
            key={f}
            className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border px-3 py-2.5 has-[:checked]:border-primary has-[:checked]:bg-primary-soft"
          >
            <input
              type="radio"
              name="saved-search-frequency"
              value={f}
              checked={frequency === f}
              onChange={() => setFrequency(f)}
              className="mt-0.5 size-4 accent-[var(--color-primary)]"
            />
            <span className="grid gap-0.5">
              <span className="text-sm font-medium">{savedSearchFrequencyLabels[f]}</span>
              <span className="text-sm text-muted-foreground">{frequencyHints[f]}</span>
            </span>
          </label>
        ))}
      </fieldset>
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

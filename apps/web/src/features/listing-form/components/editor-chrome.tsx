// What surrounds the listing form's steps: the progress bar with the save state, the header
// with the listing's status, the step buttons, and the buttons below the step.
import type { AdminUserSummary } from '@traspasa/shared/admin-users';
import type { OwnBusiness } from '@traspasa/shared/listings';
import {
  AlertTriangleIcon,
  ArrowLeftIcon,
  ArrowRightIcon,
  CheckIcon,
  CloudIcon,
  Loader2Icon,
  SendIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';
import type { ListingDraft, ListingFormMode } from '../hooks/use-listing-draft';
import { saveStatus, saveStatusLabels } from '../lib/save-state';
import { LAST_STEP, STEPS } from '../lib/values';
import { ChosenSeller } from './seller-picker';

const statusNotes: Partial<Record<OwnBusiness['status'], { tone: 'info' | 'warn' | 'error'; text: string }>> =
  {
    approved: {
      tone: 'warn',
      text: 'Este anuncio está publicado. Si cambias un dato público (título, cifras, descripción o fotos), volverá a revisión antes de mostrarse con los cambios.',
    },
    pending: {
      tone: 'info',
      text: 'Este anuncio está en revisión. Puedes seguir corrigiéndolo; un administrador lo revisará con los últimos cambios.',
    },
    sold: { tone: 'info', text: 'Este anuncio está marcado como vendido.' },
  };

function SaveIndicator({ state, note }: { state: ReturnType<typeof saveStatus>; note?: string }) {
  if (note) return <span className="text-sm text-muted-foreground">{note}</span>;
  const label = saveStatusLabels[state];
  if (!label) return <span className="text-sm text-muted-foreground">Se guarda solo mientras escribes</span>;
  return (
    <span
      role="status"
      className={cn(
        'inline-flex items-center gap-1.5 text-sm font-medium',
        state === 'error'
          ? 'text-destructive'
          : state === 'saved'
            ? 'text-green-800'
            : 'text-muted-foreground',
      )}
    >
      {state === 'saving' ? (
        <Loader2Icon className="size-4 animate-spin" aria-hidden="true" />
      ) : state === 'saved' ? (
        <CheckIcon className="size-4" aria-hidden="true" />
      ) : state === 'error' ? (
        <AlertTriangleIcon className="size-4" aria-hidden="true" />
      ) : (
        <CloudIcon className="size-4" aria-hidden="true" />
      )}
      {label}
    </span>
  );
}

/** Sticky under the site header: «Paso 2 de 6 · Números», the save state and a progress bar. */
export function EditorProgress({ draft }: { draft: ListingDraft }) {
  const { step, save, businessId, values } = draft;
  return (
    <div className="sticky top-16 z-30 border-b bg-background/95 backdrop-blur">
      <div className="mx-auto flex w-full max-w-3xl flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-2 sm:px-6">
        <p className="text-sm font-semibold">
          Paso {step} de {LAST_STEP} · {STEPS[step - 1]?.title}
        </p>
        <SaveIndicator
          state={saveStatus(save)}
          note={
            businessId === null && values.title.trim().length < 5 && !save.error
              ? 'Se guarda al escribir el título'
              : undefined
          }
        />
      </div>
      <div className="h-1 bg-muted">
        <div
          className="h-full bg-primary transition-[width]"
          style={{ width: `${(step / LAST_STEP) * 100}%` }}
        />
      </div>
    </div>
  );
}

export function EditorHeader({
  draft,
  heading,
  mode,
  rejectionReason,
  seller,
  onChangeSeller,
}: {
  draft: ListingDraft;
  heading: string;
  mode: ListingFormMode;
  rejectionReason: string | null | undefined;
  seller?: AdminUserSummary;
  onChangeSeller?: () => void;
}) {
  const { status, save, businessId } = draft;
  const statusNote = statusNotes[status];
  return (
    <header className="grid gap-2">
      <p className="text-sm font-semibold tracking-wide text-primary uppercase">
        {mode === 'admin-new' ? 'Administración' : 'Panel de vendedor'}
      </p>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{heading}</h1>
      {mode === 'admin-new' && seller ? (
        <div className="grid gap-2">
          <p className="text-sm text-muted-foreground">
            El borrador se crea a nombre de este vendedor en cuanto escribas el título, y aparecerá en su
            panel. Complétalo y envíalo a revisión como cualquier anuncio.
          </p>
          <ChosenSeller
            seller={seller}
            onChange={businessId === null && !save.saving ? onChangeSeller : undefined}
          />
        </div>
      ) : null}
      {statusNote ? (
        <p
          className={cn(
            'flex gap-2 rounded-lg border p-3 text-sm',
            statusNote.tone === 'warn' ? 'border-amber-300 bg-amber-50' : 'bg-primary-soft',
          )}
        >
          <AlertTriangleIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {statusNote.text}
        </p>
      ) : null}
      {status === 'rejected' && rejectionReason ? (
        <div className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm">
          <p className="font-semibold">Un administrador pidió cambios:</p>
          <p className="mt-1">{rejectionReason}</p>
        </div>
      ) : null}
      {save.error ? (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm"
        >
          <span className="min-w-0 flex-1">{save.error}</span>
          <Button type="button" size="sm" variant="outline" onClick={() => void draft.saveNow()}>
            Reintentar
          </Button>
        </div>
      ) : null}
    </header>
  );
}

export function StepNav({ step, onGoTo }: { step: number; onGoTo: (step: number) => void }) {
  return (
    <nav aria-label="Pasos del anuncio">
      <ol className="flex justify-between gap-1">
        {STEPS.map((s) => (
          <li key={s.id} className="flex flex-1 flex-col items-center gap-1">
            <button
              type="button"
              onClick={() => onGoTo(s.id)}
              aria-current={s.id === step ? 'step' : undefined}
              aria-label={`Paso ${s.id}: ${s.title}`}
              className={cn(
                'flex size-11 items-center justify-center rounded-full border text-sm font-semibold transition-colors',
                s.id === step
                  ? 'border-primary bg-primary text-primary-foreground'
                  : s.id < step
                    ? 'border-primary bg-primary-soft text-primary'
                    : 'bg-card text-muted-foreground hover:bg-muted',
              )}
            >
              {s.id}
            </button>
            <span className="hidden text-center text-xs text-muted-foreground sm:block">{s.title}</span>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** «Atrás», and «Continuar», «Enviar a revisión» or, for a listing already sent, the way back. */
export function StepButtons({ draft, mode }: { draft: ListingDraft; mode: ListingFormMode }) {
  const { step, goTo, canSubmit, submitting, missing, businessId, warnings, figuresConfirmed } = draft;
  return (
    <div className="flex flex-col-reverse gap-2 border-t pt-4 sm:flex-row sm:justify-between">
      {step > 1 ? (
        <Button type="button" variant="outline" onClick={() => goTo(step - 1)}>
          <ArrowLeftIcon aria-hidden="true" />
          Atrás
        </Button>
      ) : (
        <span />
      )}
      {step < LAST_STEP ? (
        <Button type="submit">
          Continuar
          <ArrowRightIcon aria-hidden="true" />
        </Button>
      ) : canSubmit ? (
        <Button
          type="button"
          variant="accent"
          size="lg"
          disabled={
            submitting ||
            missing.length > 0 ||
            businessId === null ||
            (warnings.length > 0 && !figuresConfirmed)
          }
          onClick={() => void draft.submit()}
        >
          {submitting ? (
            <Loader2Icon className="animate-spin" aria-hidden="true" />
          ) : (
            <SendIcon aria-hidden="true" />
          )}
          {submitting ? 'Enviando…' : 'Enviar a revisión'}
        </Button>
      ) : (
        <Button asChild>
          <Link to={mode === 'admin-new' ? paths.adminDashboard.href : paths.sellerDashboard.href}>
            Listo, volver al panel
          </Link>
        </Button>
      )}
    </div>
  );
}

import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminUserSummary } from '@traspasa/shared/admin-users';
import type { BusinessDetail, ListingDocument } from '@traspasa/shared/businesses';
import {
  type BusinessCategory,
  businessCategories,
  businessCategoryLabels,
  type PackageTier,
} from '@traspasa/shared/enums';
import { figureWarnings, type OwnBusiness } from '@traspasa/shared/listings';
import { listingReviewTimeText } from '@traspasa/shared/review-time';
import {
  AlertTriangleIcon,
  ArrowLeftIcon,
  ArrowRightIcon,
  CheckIcon,
  CloudIcon,
  Loader2Icon,
  SearchXIcon,
  SendIcon,
} from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { PageBody } from '@/components/page/page-header';
import { EmptyState, ErrorState } from '@/components/page/states';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { MoneyInput } from '@/components/ui/money-input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { paths } from '@/config/paths';
import { filterCountries } from '@/features/businesses/components/business-filters';
import { useSellerBusinesses } from '@/features/seller/api/seller-api';
import { toast } from '@/hooks/use-toast';
import { isApiError } from '@/lib/api-client';
import { newRequestId } from '@/lib/request-id';
import { cn } from '@/lib/utils';
import {
  createBusiness,
  listingErrorMessage,
  ownBusinessKey,
  ownBusinessQueryOptions,
  submitBusiness,
  updateBusiness,
} from '../api/listing-api';
import { initialSaveState, saveReducer, saveStatus, saveStatusLabels } from '../lib/save-state';
import {
  changedFields,
  clampStep,
  emptyValues,
  type FieldErrors,
  isUnfinishedDraft,
  LAST_STEP,
  type ListingValues,
  missingFields,
  STEPS,
  toPayload,
  valuesFromBusiness,
} from '../lib/values';
import { ChooseSellerStep } from './choose-seller-step';
import { ConfidentialFields } from './confidential-fields';
import { DealDetailsFields } from './deal-details-fields';
import { DocumentManager } from './document-manager';
import { PhotoManager } from './photo-manager';
import { ReviewStep } from './review-step';
import { ChosenSeller } from './seller-picker';
import { TierPicker } from './tier-picker';

export type ListingFormMode = 'create' | 'edit' | 'admin-new';

const SAVE_DEBOUNCE_MS = 800;

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

function MoneyField({
  label,
  value,
  error,
  hint,
  onChange,
  required,
  allowNegative,
}: {
  label: string;
  value: string;
  error?: string;
  hint?: ReactNode;
  onChange: (v: string) => void;
  required?: boolean;
  allowNegative?: boolean;
}) {
  return (
    <FormField label={label} error={error} hint={hint} required={required}>
      <MoneyInput value={value} onValueChange={onChange} placeholder="0" allowNegative={allowNegative} />
    </FormField>
  );
}

function FormSkeleton() {
  return (
    <PageBody className="mx-auto grid max-w-3xl gap-4">
      <h1 className="sr-only">Cargando el anuncio</h1>
      <p className="sr-only" role="status">
        Cargando el anuncio…
      </p>
      <Skeleton className="h-8 w-2/3" />
      <Skeleton className="h-12 w-full" />
      <Skeleton className="h-64 w-full" />
    </PageBody>
  );
}

function ListingUnavailable({ notFound, onRetry }: { notFound: boolean; onRetry: () => void }) {
  return (
    <PageBody>
      <title>Anuncio no disponible | Traspasa</title>
      <h1 className="sr-only">Editar anuncio</h1>
      {notFound ? (
        <EmptyState
          icon={SearchXIcon}
          title="No encontramos este anuncio"
          action={
            <Button asChild>
              <Link to={paths.dashboard.href}>Volver a mi panel</Link>
            </Button>
          }
        >
          Puede que se haya borrado o que no sea tuyo.
        </EmptyState>
      ) : (
        <ErrorState title="No pudimos cargar el anuncio" onRetry={onRetry} />
      )}
    </PageBody>
  );
}

/**
 * The server sends the editable fields only to the listing's seller and admins; anyone
 * else gets the public detail of a published listing (or 404), which is not theirs to edit.
 */
const isOwnView = (business: OwnBusiness | BusinessDetail): business is OwnBusiness =>
  'editedSinceApproval' in business;

/** Route entry: loads the listing when there is an id, then shows the editor. */
export function ListingFormScreen({ id, mode }: { id?: string; mode: ListingFormMode }) {
  const query = useQuery({ ...ownBusinessQueryOptions(id ?? ''), enabled: Boolean(id) });
  if (!id && mode === 'admin-new') return <AdminNewListing />;
  if (!id) return <NewListing mode={mode} />;
  if (query.isPending) return <FormSkeleton />;
  if (query.isError) {
    const notFound = isApiError(query.error) && (query.error.status === 404 || query.error.status === 403);
    return <ListingUnavailable notFound={notFound} onRetry={() => void query.refetch()} />;
  }
  if (!isOwnView(query.data)) return <ListingUnavailable notFound onRetry={() => void query.refetch()} />;
  return <ListingEditor key={query.data.id} business={query.data} mode={mode} />;
}

/**
 * "Publicar negocio" with an unfinished draft that holds nothing but its first words
 * reopens that draft instead of starting an identical one (issue 15).
 */
function NewListing({ mode }: { mode: ListingFormMode }) {
  const drafts = useSellerBusinesses();
  const unfinished = drafts.data?.items.find(isUnfinishedDraft);
  useEffect(() => {
    if (unfinished) {
      toast({
        title: 'Retomamos tu borrador',
        description: `«${unfinished.title}» quedó sin terminar: continúa desde aquí.`,
      });
    }
  }, [unfinished]);
  if (drafts.isPending) return <FormSkeleton />;
  if (unfinished) return <Navigate to={paths.sellerCreateListingId.build(unfinished.id)} replace />;
  return <ListingEditor key="new" business={null} mode={mode} />;
}

/** `/business/new`: choose the seller, then the same editor creates the draft as theirs. */
function AdminNewListing() {
  const [seller, setSeller] = useState<AdminUserSummary | null>(null);
  const [choosing, setChoosing] = useState(true);
  if (choosing || !seller) {
    return (
      <ChooseSellerStep
        initial={seller}
        onConfirm={(chosen) => {
          setSeller(chosen);
          setChoosing(false);
          window.scrollTo({ top: 0 });
        }}
      />
    );
  }
  return (
    <ListingEditor
      key={`new-for-${seller.id}`}
      business={null}
      mode="admin-new"
      seller={seller}
      onChangeSeller={() => setChoosing(true)}
    />
  );
}

function ListingEditor({
  business,
  mode,
  seller,
  onChangeSeller,
}: {
  business: OwnBusiness | null;
  mode: ListingFormMode;
  /** admin-new: whose draft this becomes. */
  seller?: AdminUserSummary;
  onChangeSeller?: () => void;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const step = clampStep(searchParams.get('paso'));

  const [values, setValues] = useState<ListingValues>(() =>
    business ? valuesFromBusiness(business) : emptyValues,
  );
  const [businessId, setBusinessId] = useState<number | null>(business?.id ?? null);
  const [status, setStatus] = useState<OwnBusiness['status']>(business?.status ?? 'draft');
  const [images, setImages] = useState<string[]>(business?.images ?? []);
  const [documents, setDocuments] = useState<ListingDocument[]>(business?.documents ?? []);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [save, dispatch] = useReducer(saveReducer, initialSaveState);
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [tier, setTier] = useState<PackageTier>(business?.packageTier ?? 'basic');

  const valuesRef = useRef(values);
  valuesRef.current = values;
  const versionRef = useRef(save.version);
  versionRef.current = save.version;
  const idRef = useRef(businessId);
  idRef.current = businessId;
  const savedRef = useRef(business ? toPayload(valuesFromBusiness(business)).payload : {});
  const inFlight = useRef<Promise<boolean> | null>(null);
  /** One key for every attempt to create this form's draft. */
  const createKey = useRef(newRequestId());

  const pathFor = useCallback(
    (newId: number) =>
      mode === 'admin-new' ? paths.businessEdit.build(newId) : paths.sellerCreateListingId.build(newId),
    [mode],
  );

  /** Save now (create the draft, or PATCH what changed). Resolves true when everything is stored. */
  const saveNow = useCallback(async (): Promise<boolean> => {
    if (inFlight.current) await inFlight.current;
    const run = async (): Promise<boolean> => {
      const version = versionRef.current;
      const { payload, errors: fieldErrors } = toPayload(valuesRef.current);
      setErrors(fieldErrors);
      let id = idRef.current;
      try {
        if (id === null) {
          if (!payload.title || payload.title.length < 5) return false;
          dispatch({ type: 'start' });
          const created = await createBusiness(
            { ...payload, title: payload.title, ...(seller ? { sellerId: seller.id } : {}) },
            createKey.current,
          );
          // A retried create may return the draft an earlier attempt stored: diff against it.
          savedRef.current = toPayload(valuesFromBusiness(created)).payload;
          idRef.current = created.id;
          setBusinessId(created.id);
          setStatus(created.status);
          queryClient.setQueryData(ownBusinessKey(created.id), created);
          if (Object.keys(changedFields(payload, savedRef.current)).length === 0) {
            dispatch({ type: 'success', version });
          }
          navigate(
            `${pathFor(created.id)}?paso=${clampStep(new URLSearchParams(window.location.search).get('paso'))}`,
            {
              replace: true,
            },
          );
          id = created.id;
          // Usually nothing is left; after a replayed create, the edits made since go as a PATCH.
          if (Object.keys(changedFields(payload, savedRef.current)).length === 0) {
            return Object.keys(fieldErrors).length === 0;
          }
        }
        const diff = changedFields(payload, savedRef.current);
        if (Object.keys(diff).length === 0) {
          dispatch({ type: 'success', version });
          return Object.keys(fieldErrors).length === 0;
        }
        dispatch({ type: 'start' });
        const updated = await updateBusiness(id, diff);
        savedRef.current = { ...savedRef.current, ...diff };
        setStatus(updated.status);
        queryClient.setQueryData(ownBusinessKey(id), updated);
        dispatch({ type: 'success', version });
        return Object.keys(fieldErrors).length === 0;
      } catch (error) {
        if (isApiError(error) && error.issues.length > 0) {
          const serverErrors: FieldErrors = {};
          for (const issue of error.issues) {
            const key = String(issue.path?.[0] ?? '') as keyof ListingValues;
            if (key) serverErrors[key] = issue.message;
          }
          setErrors((e) => ({ ...e, ...serverErrors }));
        }
        dispatch({ type: 'failure', message: listingErrorMessage(error) });
        return false;
      }
    };
    const promise = run();
    inFlight.current = promise;
    try {
      return await promise;
    } finally {
      if (inFlight.current === promise) inFlight.current = null;
    }
  }, [navigate, pathFor, queryClient, seller]);

  // Debounced autosave: ~800 ms after the last edit, and again if edits arrived during a save.
  useEffect(() => {
    if (save.saving || save.version <= save.savedVersion || save.error) return;
    const timer = window.setTimeout(() => void saveNow(), SAVE_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [save.version, save.savedVersion, save.saving, save.error, saveNow]);

  // Warn before leaving with unsaved edits.
  useEffect(() => {
    const pending = save.version > save.savedVersion || save.saving;
    if (!pending) return;
    const handler = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', handler);
    return () => window.removeEventListener('beforeunload', handler);
  }, [save.version, save.savedVersion, save.saving]);

  const set = <K extends keyof ListingValues>(key: K, value: ListingValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => (e[key] ? { ...e, [key]: undefined } : e));
    dispatch({ type: 'edit' });
  };

  const goTo = (next: number) => {
    if (next > 1 && idRef.current === null && values.title.trim().length < 5) {
      setErrors((e) => ({ ...e, title: 'Escribe un título de al menos 5 letras para crear el borrador.' }));
      return;
    }
    void saveNow();
    const params = new URLSearchParams(searchParams);
    params.set('paso', String(next));
    setSearchParams(params);
    window.scrollTo({ top: 0 });
  };

  const missing = missingFields(values, images.length);
  const canSubmit = status === 'draft' || status === 'rejected';
  const figures = toPayload(values).payload;
  const warnings = figureWarnings(figures);
  // A confirmation holds for the figures it was given for: any change asks again.
  const figuresKey = `${figures.askingPrice}|${figures.annualRevenue}|${figures.annualProfit}|${figures.cashFlow}|${figures.monthlyRent}`;
  const [confirmed, setConfirmed] = useState<{ key: string; value: boolean }>({ key: '', value: false });
  const figuresConfirmed = confirmed.key === figuresKey && confirmed.value;
  const setFiguresConfirmed = (value: boolean) => setConfirmed({ key: figuresKey, value });

  const submit = async () => {
    setSubmitError(null);
    if (!businessId) return;
    setSubmitting(true);
    try {
      await saveNow();
      await submitBusiness(businessId, { confirmFigures: figuresConfirmed });
      await queryClient.invalidateQueries({ queryKey: ['/api/seller/businesses'] });
      toast({
        title: 'Anuncio enviado a revisión',
        description: `${listingReviewTimeText()} Verás el resultado aquí, en tu panel.`,
      });
      navigate(mode === 'admin-new' ? paths.adminDashboard.href : paths.sellerDashboard.href);
    } catch (error) {
      setSubmitError(listingErrorMessage(error, 'No pudimos enviar el anuncio. Inténtalo de nuevo.'));
    } finally {
      setSubmitting(false);
    }
  };

  const statusNote = statusNotes[status];
  const heading =
    mode === 'admin-new'
      ? 'Crear un anuncio (administración)'
      : mode === 'edit'
        ? 'Editar anuncio'
        : 'Publicar mi negocio';
  const needsId = (step === 4 || step === 5 || step === 6) && businessId === null;

  return (
    <>
      <title>{`${heading} | Traspasa`}</title>
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
      <PageBody className="mx-auto flex w-full max-w-3xl flex-col gap-6">
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
          {status === 'rejected' && business?.rejectionReason ? (
            <div className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm">
              <p className="font-semibold">Un administrador pidió cambios:</p>
              <p className="mt-1">{business.rejectionReason}</p>
            </div>
          ) : null}
          {save.error ? (
            <div
              role="alert"
              className="flex flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm"
            >
              <span className="min-w-0 flex-1">{save.error}</span>
              <Button type="button" size="sm" variant="outline" onClick={() => void saveNow()}>
                Reintentar
              </Button>
            </div>
          ) : null}
        </header>

        <nav aria-label="Pasos del anuncio">
          <ol className="flex justify-between gap-1">
            {STEPS.map((s) => (
              <li key={s.id} className="flex flex-1 flex-col items-center gap-1">
                <button
                  type="button"
                  onClick={() => goTo(s.id)}
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

        <form
          className="grid grid-cols-1 gap-5 rounded-xl border bg-card p-4 shadow-sm sm:p-6"
          onSubmit={(e) => {
            e.preventDefault();
            if (step < LAST_STEP) goTo(step + 1);
          }}
          noValidate
        >
          <h2 className="text-xl font-semibold">{STEPS[step - 1]?.title}</h2>

          {needsId ? (
            <p className="rounded-lg bg-muted p-4 text-sm">
              Primero escribe el título de tu negocio en el paso 1: con él creamos el borrador.{' '}
              <button type="button" className="font-semibold text-primary underline" onClick={() => goTo(1)}>
                Ir al paso 1
              </button>
            </p>
          ) : null}

          {step === 1 ? (
            <>
              <FormField
                label="Título del anuncio"
                required
                error={errors.title}
                hint="Qué es y dónde, sin el nombre comercial. Ej.: «Panadería con 12 años en el norte de Quito»."
              >
                <Input
                  value={values.title}
                  maxLength={120}
                  onChange={(e) => set('title', e.target.value)}
                  autoFocus={!business}
                />
              </FormField>
              <FormField label="Categoría" required error={errors.category} id="listing-category">
                <Select
                  value={values.category || undefined}
                  onValueChange={(v) => set('category', v as BusinessCategory)}
                >
                  <SelectTrigger id="listing-category">
                    <SelectValue placeholder="Elige una categoría" />
                  </SelectTrigger>
                  <SelectContent>
                    {businessCategories.map((c) => (
                      <SelectItem key={c} value={c}>
                        {businessCategoryLabels[c]}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </FormField>
              <div className="grid items-start gap-5 sm:grid-cols-2">
                <FormField label="País" required error={errors.country} id="listing-country">
                  <Select value={values.country || undefined} onValueChange={(v) => set('country', v)}>
                    <SelectTrigger id="listing-country">
                      <SelectValue placeholder="Elige un país" />
                    </SelectTrigger>
                    <SelectContent>
                      {[...new Set([...filterCountries, ...(values.country ? [values.country] : [])])].map(
                        (c) => (
                          <SelectItem key={c} value={c}>
                            {c}
                          </SelectItem>
                        ),
                      )}
                    </SelectContent>
                  </Select>
                </FormField>
                <FormField
                  label="Ciudad o provincia"
                  required
                  error={errors.location}
                  hint="Sin la dirección exacta."
                >
                  <Input
                    value={values.location}
                    maxLength={120}
                    onChange={(e) => set('location', e.target.value)}
                  />
                </FormField>
              </div>
            </>
          ) : null}

          {step === 2 ? (
            <>
              <MoneyField
                label="Precio de venta (USD)"
                required
                value={values.askingPrice}
                error={errors.askingPrice}
                onChange={(v) => set('askingPrice', v)}
                hint={
                  <>
                    El precio que pides por el negocio, en dólares. ¿No sabes cuánto pedir?{' '}
                    <Link
                      to={paths.valuation.href}
                      target="_blank"
                      rel="noopener"
                      className="font-medium text-primary underline underline-offset-4"
                    >
                      Calcula cuánto vale (se abre en otra pestaña)
                    </Link>
                  </>
                }
              />
              <div className="grid items-start gap-5 sm:grid-cols-2">
                <MoneyField
                  label="Ventas anuales (USD)"
                  value={values.annualRevenue}
                  error={errors.annualRevenue}
                  onChange={(v) => set('annualRevenue', v)}
                />
                <MoneyField
                  label="Utilidad anual (USD)"
                  value={values.annualProfit}
                  error={errors.annualProfit}
                  onChange={(v) => set('annualProfit', v)}
                  hint="Lo que queda después de todos los gastos. Puede ser negativa."
                  allowNegative
                />
                <MoneyField
                  label="Beneficio del dueño al año (USD)"
                  value={values.cashFlow}
                  error={errors.cashFlow}
                  onChange={(v) => set('cashFlow', v)}
                  hint="La utilidad más lo que el negocio te paga a ti (sueldo, gastos personales). Es lo que recibiría el nuevo dueño si lo atiende."
                />
                <FormField label="Años en operación" error={errors.yearsOperation}>
                  <Input
                    inputMode="numeric"
                    value={values.yearsOperation}
                    onChange={(e) => set('yearsOperation', e.target.value.replace(/\D/g, ''))}
                  />
                </FormField>
                <FormField label="Empleados" error={errors.employeeCount}>
                  <Input
                    inputMode="numeric"
                    value={values.employeeCount}
                    onChange={(e) => set('employeeCount', e.target.value.replace(/\D/g, ''))}
                  />
                </FormField>
              </div>
            </>
          ) : null}

          {step === 3 ? (
            <>
              <FormField
                label="Descripción"
                required
                error={errors.description}
                hint="Qué vende, a quién, cómo funciona y qué incluye la venta (equipos, clientes, marca)."
              >
                <Textarea
                  rows={8}
                  maxLength={10000}
                  value={values.description}
                  onChange={(e) => set('description', e.target.value)}
                />
              </FormField>
              <FormField
                label="Motivo de la venta"
                error={errors.sellingReason}
                hint="Los compradores valoran la franqueza."
              >
                <Textarea
                  rows={4}
                  maxLength={2000}
                  value={values.sellingReason}
                  onChange={(e) => set('sellingReason', e.target.value)}
                />
              </FormField>
              <DealDetailsFields values={values} errors={errors} set={set} />
            </>
          ) : null}

          {step === 4 && businessId !== null ? (
            <PhotoManager businessId={businessId} images={images} tier={tier} onImages={setImages} />
          ) : null}

          {step === 5 && businessId !== null ? (
            <>
              <ConfidentialFields values={values} errors={errors} set={set} />
              <div className="flex min-h-11 items-start gap-3 rounded-lg border p-3">
                <Switch
                  id="enhanced-signature"
                  checked={values.requiresEnhancedSignature}
                  onCheckedChange={(v) => set('requiresEnhancedSignature', v)}
                  aria-describedby="enhanced-hint"
                />
                <span className="grid gap-1">
                  <label htmlFor="enhanced-signature" className="text-sm font-medium">
                    Pedir firma reforzada
                  </label>
                  <span id="enhanced-hint" className="text-sm text-muted-foreground">
                    Además de aceptar el acuerdo, el comprador sube su cédula y el acuerdo firmado.
                  </span>
                </span>
              </div>
              <div className="flex min-h-11 items-start gap-3 rounded-lg border p-3">
                <Switch
                  id="verified-buyers-only"
                  checked={values.requireVerifiedBuyer}
                  onCheckedChange={(v) => set('requireVerifiedBuyer', v)}
                  aria-describedby="verified-buyers-hint"
                />
                <span className="grid gap-1">
                  <label htmlFor="verified-buyers-only" className="text-sm font-medium">
                    Solo compradores con identidad verificada pueden firmar el acuerdo
                  </label>
                  <span id="verified-buyers-hint" className="text-sm text-muted-foreground">
                    Quien no haya verificado su documento y una selfie en Traspasa tendrá que hacerlo antes de
                    firmar. Los acuerdos ya firmados no cambian.
                  </span>
                </span>
              </div>
              <div className="grid gap-2">
                <h3 className="text-sm font-semibold">Documentos</h3>
                <DocumentManager businessId={businessId} documents={documents} onDocuments={setDocuments} />
              </div>
            </>
          ) : null}

          {step === 6 && businessId !== null ? (
            <ReviewStep
              values={values}
              images={images}
              missing={missing}
              onFix={goTo}
              canSubmit={canSubmit}
              warnings={warnings}
              figuresConfirmed={figuresConfirmed}
              onConfirmFigures={setFiguresConfirmed}
            />
          ) : null}

          {step === 6 && businessId !== null ? (
            <TierPicker
              businessId={businessId}
              tier={tier}
              status={status}
              adminMode={mode === 'admin-new'}
              onBeforeCheckout={saveNow}
              onSaved={(updated) => {
                setTier(updated.packageTier);
                setStatus(updated.status);
              }}
            />
          ) : null}

          {submitError ? (
            <p
              role="alert"
              className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-destructive"
            >
              {submitError}
            </p>
          ) : null}

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
                onClick={() => void submit()}
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
        </form>
      </PageBody>
    </>
  );
}

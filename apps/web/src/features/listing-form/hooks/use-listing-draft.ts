// The listing form's draft: the values as typed, the autosave (create the draft once the title
// is long enough, then PATCH what changed), the step in the address, and the submission.
import { useQueryClient } from '@tanstack/react-query';
import type { AdminUserSummary } from '@traspasa/shared/admin-users';
import type { ListingDocument } from '@traspasa/shared/businesses';
import type { PackageTier } from '@traspasa/shared/enums';
import { figureWarnings, type OwnBusiness } from '@traspasa/shared/listings';
import { listingReviewTimeText } from '@traspasa/shared/review-time';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { toast } from '@/hooks/use-toast';
import { isApiError } from '@/lib/api-client';
import { listingErrorMessage } from '@/lib/listing-error-message';
import { newRequestId } from '@/lib/request-id';
import {
  createBusiness,
  ownBusinessKey,
  sellerListingsKey,
  submitBusiness,
  updateBusiness,
} from '../api/listing-api';
import { toPayload } from '../lib/payload';
import { initialSaveState, saveReducer } from '../lib/save-state';
import {
  changedFields,
  clampStep,
  emptyValues,
  type FieldErrors,
  type ListingValues,
  missingFields,
  type SetValue,
  valuesFromBusiness,
} from '../lib/values';

export type ListingFormMode = 'create' | 'edit' | 'admin-new';

const SAVE_DEBOUNCE_MS = 800;

export function useListingDraft({
  business,
  mode,
  seller,
}: {
  business: OwnBusiness | null;
  mode: ListingFormMode;
  /** admin-new: whose draft this becomes. */
  seller?: AdminUserSummary;
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

  const set: SetValue = (key, value) => {
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
      await queryClient.invalidateQueries({ queryKey: sellerListingsKey });
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

  /** Step 6's tier picker stores the tier here; the seller's dashboard list shows it too. */
  const saveTier = async (next: PackageTier) => {
    const id = idRef.current;
    // The picker shows only once the draft exists.
    if (id === null) throw new Error('The listing has no draft yet');
    const updated = await updateBusiness(id, { packageTier: next });
    queryClient.setQueryData(ownBusinessKey(id), updated);
    void queryClient.invalidateQueries({ queryKey: sellerListingsKey });
    return updated;
  };
  const onTierSaved = (updated: OwnBusiness) => {
    setTier(updated.packageTier);
    setStatus(updated.status);
  };

  return {
    step,
    goTo,
    values,
    set,
    errors,
    save,
    saveNow,
    businessId,
    status,
    images,
    setImages,
    documents,
    setDocuments,
    tier,
    saveTier,
    onTierSaved,
    missing,
    canSubmit,
    warnings,
    figuresConfirmed,
    setFiguresConfirmed,
    submit,
    submitting,
    submitError,
  };
}

export type ListingDraft = ReturnType<typeof useListingDraft>;

// How a listing is published: Básico, Premium or Destacado, each paid tier backed by one of
// the seller's listing credits (docs/decisions/090-payments.md). The listing form shows it in
// its last step and stores the choice through `saveTier`.
import { useQueryClient } from '@tanstack/react-query';
import type { BusinessStatus, PackageTier } from '@traspasa/shared/enums';
import type { OwnBusiness } from '@traspasa/shared/listings';
import { formatMoney } from '@traspasa/shared/money';
import { CheckIcon, Loader2Icon, ShoppingCartIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { PendingButton } from '@/components/ui/pending-button';
import { isApiError } from '@/lib/api-client';
import { listingErrorMessage } from '@/lib/listing-error-message';
import { newRequestId } from '@/lib/request-id';
import { useUser } from '@/lib/session';
import { cn } from '@/lib/utils';
import { useCatalog } from '../api/get-catalog';
import { useCredits } from '../api/get-credits';
import { paymentKeys } from '../api/keys';
import { useStartCheckout } from '../api/start-checkout';
import { paymentErrorMessage } from '../lib/errors';
import { creditsLabel } from '../lib/plans';
import {
  buyHref,
  canSaveTier,
  cheapestPackage,
  creditsText,
  isPaidTier,
  savedTierMessage,
  tierAvailability,
  tierNames,
  tierOptions,
} from '../lib/tier-options';

type Feedback =
  | { kind: 'saving' }
  | { kind: 'saved'; message: string }
  | { kind: 'needs-credit'; tier: PackageTier; message: string | null }
  | { kind: 'error'; message: string };

export type TierPickerProps = {
  /** The tier the server holds for the listing. */
  tier: PackageTier;
  status: BusinessStatus;
  /** `/business/new`: an admin creating a listing for a seller. */
  adminMode: boolean;
  /** Stores the new tier on the listing (PATCH); the listing as the server answers it. */
  saveTier: (tier: PackageTier) => Promise<OwnBusiness>;
  onSaved: (business: OwnBusiness) => void;
  /** Stores the draft before the browser leaves for the payment page; false when it could not. */
  onBeforeCheckout?: () => Promise<boolean>;
};

export function TierPicker({
  tier,
  status,
  adminMode,
  saveTier,
  onSaved,
  onBeforeCheckout,
}: TierPickerProps) {
  const id = useId();
  const queryClient = useQueryClient();
  const { data: user } = useUser();
  const isAdmin = adminMode || user?.role === 'admin';
  const credits = useCredits({ enabled: !isAdmin && user !== undefined });
  const catalog = useCatalog();
  const [choice, setChoice] = useState<PackageTier>(tier);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  /** Only the answer to the latest choice counts. */
  const latest = useRef(0);
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const checkout = useStartCheckout();
  const [buyProblem, setBuyProblem] = useState<string | null>(null);

  const choose = async (next: PackageTier) => {
    setChoice(next);
    const request = ++latest.current;
    if (next === tier) {
      setFeedback(null);
      return;
    }
    const availability = tierAvailability(next, { current: tier, credits: credits.data, isAdmin });
    if (!canSaveTier(availability)) {
      setFeedback({ kind: 'needs-credit', tier: next, message: null });
      return;
    }
    setFeedback({ kind: 'saving' });
    try {
      const updated = await saveTier(next);
      void queryClient.invalidateQueries({ queryKey: paymentKeys.credits });
      onSaved(updated);
      if (request !== latest.current) return;
      setChoice(updated.packageTier);
      setFeedback({
        kind: 'saved',
        message: savedTierMessage({ from: tier, to: updated.packageTier, status: updated.status, isAdmin }),
      });
    } catch (error) {
      if (request !== latest.current) return;
      if (isApiError(error) && error.status === 402) {
        // The server's own Spanish sentence: its balance is the one that counts.
        void queryClient.invalidateQueries({ queryKey: paymentKeys.credits });
        setFeedback({ kind: 'needs-credit', tier: next, message: error.userMessage ?? null });
      } else {
        setFeedback({ kind: 'error', message: listingErrorMessage(error) });
      }
    }
  };

  const offerTier = feedback?.kind === 'needs-credit' && isPaidTier(feedback.tier) ? feedback.tier : null;
  const offer = offerTier ? cheapestPackage(catalog.data?.packages, offerTier) : null;

  /**
   * The package is bought from here: the draft is stored, the checkout opens, and paying (or
   * canceling) leads back to this step with the tier asked for (`nivel`), applied on return.
   */
  const buy = async () => {
    if (!offer || !offerTier) return;
    setBuyProblem(null);
    if (onBeforeCheckout && !(await onBeforeCheckout())) {
      setBuyProblem('No pudimos guardar tu borrador. Revisa los campos marcados e inténtalo de nuevo.');
      return;
    }
    checkout.mutate(
      {
        productId: offer.id,
        idempotencyKey: newRequestId(),
        returnTo: `${location.pathname}?paso=${params.get('paso') ?? ''}&nivel=${offerTier}`,
      },
      { onError: (error) => setBuyProblem(paymentErrorMessage(error)) },
    );
  };

  // Back from the payment with `?nivel=`: the tier asked for is chosen once its credit shows.
  const wanted = params.get('nivel');
  const applied = useRef(false);
  useEffect(() => {
    if (applied.current || !wanted || !credits.data) return;
    applied.current = true;
    setParams(
      (p) => {
        p.delete('nivel');
        return p;
      },
      { replace: true },
    );
    if (wanted === 'premium' || wanted === 'featured') {
      if (wanted !== tier && credits.data[wanted].available > 0) void choose(wanted);
    }
  });

  return (
    <fieldset className="grid gap-3 border-t pt-5" aria-describedby={`${id}-how`}>
      {/* Floated, the legend is laid out as a heading instead of sitting on the border. */}
      <legend className="float-left w-full text-sm font-semibold">
        {isAdmin ? 'Cómo se publica el anuncio' : 'Cómo se publica tu anuncio'}
      </legend>
      <p id={`${id}-how`} className="text-sm text-muted-foreground">
        {isAdmin
          ? 'Como administrador puedes dar cualquier nivel: si el vendedor no tiene un crédito de ese nivel, lo respalda un crédito de administración.'
          : status === 'approved' || status === 'sold'
            ? 'Premium y Destacado usan un crédito de ese nivel. Este anuncio ya está publicado: el crédito se usa en cuanto cambias el nivel.'
            : 'Premium y Destacado usan un crédito de ese nivel: queda reservado al elegirlo, se usa cuando un administrador aprueba el anuncio y vuelve a tu saldo si lo rechaza o si vuelves a Básico antes.'}
      </p>
      <div className="grid gap-3 sm:grid-cols-3">
        {tierOptions.map((option) => {
          const checked = choice === option.tier;
          const paid = isPaidTier(option.tier);
          const balance =
            paid && !isAdmin ? credits.data?.[option.tier as 'premium' | 'featured'] : undefined;
          const inputId = `${id}-${option.tier}`;
          return (
            <div
              key={option.tier}
              className={cn(
                'relative grid content-start gap-2 rounded-xl border bg-card p-4 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                checked ? 'border-primary bg-primary-soft ring-1 ring-primary' : 'hover:bg-muted/50',
              )}
            >
              <div className="flex items-center gap-3">
                <input
                  type="radio"
                  id={inputId}
                  name={`${id}-tier`}
                  value={option.tier}
                  checked={checked}
                  onChange={() => void choose(option.tier)}
                  aria-describedby={`${inputId}-details`}
                  className="relative z-10 size-5 shrink-0 accent-primary focus-visible:outline-none"
                />
                {/* The label stretches over the whole card, so the card is the touch target. */}
                <label
                  htmlFor={inputId}
                  className="cursor-pointer text-base font-semibold after:absolute after:inset-0 after:content-['']"
                >
                  {option.name}
                </label>
                {tier === option.tier ? (
                  <span className="ml-auto inline-flex items-center gap-1 text-xs font-medium text-green-800">
                    <CheckIcon className="size-3.5" aria-hidden="true" />
                    Actual
                  </span>
                ) : null}
              </div>
              <div id={`${inputId}-details`} className="grid gap-2 text-sm">
                <p className="font-medium">{option.price}</p>
                <ul className="grid list-disc gap-1 pl-5 text-muted-foreground">
                  {option.perks.map((perk) => (
                    <li key={perk}>{perk}</li>
                  ))}
                </ul>
                {paid && !isAdmin ? (
                  <p className={cn('text-sm font-medium', balance?.available ? 'text-green-800' : '')}>
                    {balance
                      ? creditsText(balance.available, tier === option.tier)
                      : credits.isError
                        ? 'No pudimos consultar tus créditos'
                        : 'Consultando tus créditos…'}
                  </p>
                ) : null}
                {paid && !isAdmin && balance && balance.available <= 0 && tier !== option.tier ? (
                  // Above the card's stretched label: buying is offered right here, not elsewhere.
                  <button
                    type="button"
                    onClick={() => void choose(option.tier)}
                    className="relative z-10 inline-flex min-h-11 w-fit items-center gap-1.5 text-left text-sm font-semibold text-primary underline underline-offset-4"
                  >
                    <ShoppingCartIcon className="size-4 shrink-0" aria-hidden="true" />
                    Comprar un crédito {option.name}
                  </button>
                ) : null}
              </div>
            </div>
          );
        })}
      </div>

      {feedback?.kind === 'saving' ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Loader2Icon className="size-4 animate-spin" aria-hidden="true" />
          Guardando el nivel del anuncio…
        </p>
      ) : feedback?.kind === 'saved' ? (
        <p role="status" className="flex items-start gap-2 text-sm font-medium text-green-800">
          <CheckIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {feedback.message}
        </p>
      ) : feedback?.kind === 'error' ? (
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-destructive"
        >
          {feedback.message} Tu anuncio sigue como {tierNames[tier]}.
        </p>
      ) : null}

      {feedback?.kind === 'needs-credit' && offerTier ? (
        <div
          role="alert"
          className="grid gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
        >
          <p>
            {feedback.message ??
              `Para publicar como ${tierNames[offerTier]} necesitas un crédito ${tierNames[offerTier]} y no tienes ninguno disponible.`}{' '}
            Tu anuncio sigue como {tierNames[tier]} mientras tanto.
          </p>
          {offer ? (
            <>
              <p>
                Cómpralo aquí: tu borrador queda guardado y, al pagar, vuelves a este paso con tu anuncio como{' '}
                {tierNames[offerTier]}.
              </p>
              <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
                <PendingButton
                  type="button"
                  variant="accent"
                  className="w-full sm:w-fit"
                  pending={checkout.isPending || checkout.isSuccess}
                  pendingLabel="Abriendo el pago…"
                  onClick={() => void buy()}
                >
                  <ShoppingCartIcon aria-hidden="true" />
                  {`Comprar ${creditsLabel(offer.packageCount ?? 1)} ${tierNames[offerTier]} (${formatMoney(offer.priceCents / 100)})`}
                </PendingButton>
                <Link to={buyHref(null)} className="font-medium text-amber-950 underline underline-offset-4">
                  Ver todos los paquetes
                </Link>
              </div>
            </>
          ) : (
            <Button asChild variant="accent" className="w-full sm:w-fit">
              <Link to={buyHref(null)}>
                <ShoppingCartIcon aria-hidden="true" />
                Ver los paquetes
              </Link>
            </Button>
          )}
          {buyProblem ? (
            <p role="alert" className="font-medium text-destructive">
              {buyProblem}
            </p>
          ) : null}
        </div>
      ) : null}
    </fieldset>
  );
}

import { diffTerms, type LetterParties, type OfferTerms, renderLetter } from '@traspasa/shared/offers';
import { ArrowLeftIcon, ArrowRightIcon, FileTextIcon, SendIcon } from 'lucide-react';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { PendingButton } from '@/components/ui/pending-button';
import { isApiError } from '@/lib/api-client';
import { offerErrorMessage } from '../../lib/errors';
import {
  errorsOfStep,
  type FieldErrors,
  OFFER_STEPS,
  type OfferFormValues,
  readOffer,
  serverFieldErrors,
  stepOf,
  toFormValues,
} from '../../lib/form-values';
import { LetterPreview } from '../letter-preview';
import { OfferStepsNav } from '../offer-steps-nav';
import { IncludedStep } from './included-step';
import { PriceStep } from './price-step';
import { ReviewStep } from './review-step';
import { TermsStep } from './terms-step';

export type OfferFormProps = {
  initial: OfferTerms;
  /** The active letter template's text and the names it fills in. */
  template: string;
  parties: LetterParties;
  /** Said under the price: what the seller asks, or what the version answered offered. */
  priceHint: string;
  /** A counter-offer answers this version. */
  previous: { number: number; terms: OfferTerms } | null;
  /** «el vendedor», «el comprador»: who receives it. */
  otherParty: string;
  submitLabel: string;
  pending: boolean;
  /** Sends the terms; a rejection is shown under its fields or above the buttons. */
  onSubmit: (terms: OfferTerms) => Promise<unknown>;
};

/**
 * The offer in four steps (price and payment → what is included → periods and conditions →
 * review) beside the letter it makes, rendered live with the same renderer the server stores.
 */
export function OfferForm(props: OfferFormProps) {
  const { template, parties, previous, otherParty } = props;
  const [values, setValues] = useState<OfferFormValues>(() => toFormValues(props.initial));
  const [step, setStep] = useState(0);
  const [shown, setShown] = useState<ReadonlySet<number>>(new Set());
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string>();
  const [letterOpen, setLetterOpen] = useState(false);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const body = useRef<HTMLDivElement>(null);

  const { terms, errors } = useMemo(() => readOffer(values), [values]);
  const letter = useMemo(() => renderLetter(template, terms, parties), [template, terms, parties]);
  const visible: FieldErrors = { ...(shown.has(step) ? errorsOfStep(errors, step) : {}), ...serverErrors };

  const onChange = (patch: Partial<OfferFormValues>, touched: string[] = []) => {
    setValues((v) => ({ ...v, ...patch }));
    setFormError(undefined);
    if (touched.some((t) => t in serverErrors)) {
      setServerErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !touched.includes(k))));
    }
  };

  const goTo = (next: number) => {
    setStep(next);
    setFormError(undefined);
    requestAnimationFrame(() => {
      stepHeading.current?.focus({ preventScroll: true });
      stepHeading.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    });
  };

  /** Shows the step's errors and puts the cursor on the first field with one. */
  const showStepErrors = (target: number) => {
    setShown((s) => new Set([...s, target]));
    if (target !== step) goTo(target);
    requestAnimationFrame(() =>
      body.current?.querySelector<HTMLElement>('[aria-invalid="true"], [role="alert"]')?.focus(),
    );
  };

  const onContinue = () => {
    if (Object.keys(errorsOfStep(errors, step)).length > 0) return showStepErrors(step);
    goTo(step + 1);
  };

  const onSend = async (event: FormEvent) => {
    event.preventDefault();
    if (step < OFFER_STEPS.length - 1) return onContinue();
    const failing = Object.keys(errors).map(stepOf);
    if (failing.length > 0) return showStepErrors(Math.min(...failing));
    if (previous && diffTerms(previous.terms, terms).length === 0) {
      setFormError(`Cambia al menos un término para contraofertar, o acepta la versión ${previous.number}.`);
      return;
    }
    try {
      await props.onSubmit(terms);
    } catch (error) {
      const fields = isApiError(error) ? serverFieldErrors(error.issues) : {};
      const keys = Object.keys(fields);
      if (keys.length > 0) {
        setServerErrors(fields);
        const target = Math.min(...keys.map(stepOf));
        goTo(target);
        requestAnimationFrame(() =>
          body.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
        );
        return;
      }
      setFormError(offerErrorMessage(error, 'No pudimos enviar la oferta. Inténtalo de nuevo.'));
    }
  };

  const last = step === OFFER_STEPS.length - 1;

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_26rem] lg:items-start xl:grid-cols-[minmax(0,1fr)_30rem]">
      <form onSubmit={(e) => void onSend(e)} noValidate className="grid min-w-0 gap-5" aria-label="Oferta">
        <OfferStepsNav steps={OFFER_STEPS} current={step} onGo={goTo} />
        <h2 ref={stepHeading} tabIndex={-1} className="scroll-mt-24 text-xl font-semibold outline-none">
          <span className="sr-only">
            Paso {step + 1} de {OFFER_STEPS.length}:{' '}
          </span>
          {OFFER_STEPS[step]}
        </h2>

        <div className="lg:hidden">
          <Button
            variant="outline"
            className="w-full"
            aria-expanded={letterOpen}
            aria-controls="offer-letter-phone"
            onClick={() => setLetterOpen((o) => !o)}
          >
            <FileTextIcon aria-hidden="true" />
            {letterOpen ? 'Ocultar carta' : 'Ver carta'}
          </Button>
          {letterOpen ? (
            <div id="offer-letter-phone" className="mt-3">
              <LetterPreview text={letter} className="max-h-[70dvh]" />
            </div>
          ) : null}
        </div>

        <div ref={body} className="grid gap-5">
          {step === 0 ? (
            <PriceStep
              values={values}
              onChange={onChange}
              errors={visible}
              priceHint={props.priceHint}
              atClosingCents={terms.payment.atClosingCents}
              priceCents={terms.priceCents}
            />
          ) : step === 1 ? (
            <IncludedStep values={values} onChange={onChange} errors={visible} />
          ) : step === 2 ? (
            <TermsStep values={values} onChange={onChange} errors={visible} today={parties.day} />
          ) : (
            <ReviewStep terms={terms} previous={previous} otherParty={otherParty} />
          )}
        </div>

        {formError ? (
          <p
            role="alert"
            className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-900"
          >
            {formError}
          </p>
        ) : null}

        <div
          data-bottom-bar="sticky"
          className="sticky bottom-0 -mx-4 flex gap-3 border-t bg-background/95 px-4 py-3 backdrop-blur sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:p-0"
        >
          {step > 0 ? (
            <Button variant="outline" onClick={() => goTo(step - 1)} className="flex-1 sm:flex-none">
              <ArrowLeftIcon aria-hidden="true" />
              Atrás
            </Button>
          ) : null}
          {last ? (
            <PendingButton
              type="submit"
              variant="accent"
              size="lg"
              pending={props.pending}
              pendingLabel="Enviando…"
              className="flex-1 sm:ml-auto sm:flex-none"
            >
              <SendIcon aria-hidden="true" />
              {props.submitLabel}
            </PendingButton>
          ) : (
            <Button type="submit" className="flex-1 sm:ml-auto sm:flex-none">
              Continuar
              <ArrowRightIcon aria-hidden="true" />
            </Button>
          )}
        </div>
      </form>

      <aside
        className="sticky top-24 hidden h-[calc(100dvh-8rem)] min-h-[28rem] lg:flex"
        aria-label="Carta de intención"
      >
        <LetterPreview text={letter} className="w-full" />
      </aside>
    </div>
  );
}

import { computeValuation, type ValuationResult } from '@traspasa/shared/valuation';
import { CalculatorIcon } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageBody, PageHeader } from '@/components/page/page-header';
import { paths } from '@/config/paths';
import { trackEvent } from '@/lib/analytics/analytics';
import { ApiError } from '@/lib/api-client';
import { newRequestId } from '@/lib/request-id';
import { useUser } from '@/lib/session';
import { createValuationDraft } from '../api/valuation-api';
import {
  clearPendingDraft,
  emptyValuationForm,
  loadPendingDraft,
  readValuationForm,
  savePendingDraft,
  type ValuationFormErrors,
  type ValuationFormField,
  type ValuationFormValues,
  type ValuationInputs,
  valuationFieldOrder,
} from '../lib/form-values';
import { maySell, PublishDraft } from './publish-draft';
import { ReportRequest } from './report-request';
import { ValuationForm, valuationFieldId } from './valuation-form';
import { ValuationResultCard } from './valuation-result';

/** `?publicar=1`: back from signing in to publish what was entered before. */
const RESUME_PARAM = 'publicar';

type Computed = { values: ValuationFormValues; inputs: ValuationInputs; result: ValuationResult };

function compute(values: ValuationFormValues): Computed | ValuationFormErrors {
  const read = readValuationForm(values);
  if (!read.ok) return read.errors;
  return { values, inputs: read.input, result: computeValuation(read.input) };
}

const isComputed = (c: Computed | ValuationFormErrors): c is Computed => 'result' in c;

/** `/valorar-mi-negocio`: the calculator, the report by mail and the prefilled draft. */
export function ValuationScreen() {
  const { data: user } = useUser();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const resuming = params.get(RESUME_PARAM) === '1';
  const [initial] = useState(() => {
    const pending = resuming ? loadPendingDraft() : null;
    const computed = pending ? compute(pending) : null;
    return {
      values: pending ?? emptyValuationForm,
      computed: computed && isComputed(computed) ? computed : null,
    };
  });
  const [values, setValues] = useState<ValuationFormValues>(initial.values);
  const [errors, setErrors] = useState<ValuationFormErrors>({});
  const [computed, setComputed] = useState<Computed | null>(initial.computed);
  const [publishing, setPublishing] = useState(false);
  const [publishError, setPublishError] = useState<string | null>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const idempotencyKey = useRef(newRequestId());
  const resumed = useRef(false);

  function change(field: ValuationFormField, value: string) {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
  }

  function calculate() {
    const next = compute(values);
    if (!isComputed(next)) {
      setErrors(next);
      const first = valuationFieldOrder.find((f) => next[f]);
      if (first) document.getElementById(valuationFieldId(first))?.focus();
      return;
    }
    setErrors({});
    setComputed(next);
    setPublishError(null);
    idempotencyKey.current = newRequestId();
    // An anonymous page event (only with analytics consent): never the figures.
    trackEvent('valuation_calculated', { category: next.inputs.category });
    requestAnimationFrame(() => resultHeading.current?.focus());
  }

  const publish = useCallback(
    async (target: Computed) => {
      if (!user) {
        savePendingDraft(target.values);
        navigate(
          paths.auth.build({ tab: 'register', redirectTo: `${paths.valuation.href}?${RESUME_PARAM}=1` }),
        );
        return;
      }
      setPublishing(true);
      setPublishError(null);
      try {
        const { businessId } = await createValuationDraft(target.inputs, idempotencyKey.current);
        clearPendingDraft();
        navigate(paths.sellerCreateListingId.build(businessId));
      } catch (error) {
        setPublishError(
          error instanceof ApiError && error.userMessage
            ? error.userMessage
            : 'No pudimos crear el borrador. Revisa tu conexión e inténtalo de nuevo.',
        );
      } finally {
        setPublishing(false);
      }
    },
    [user, navigate],
  );

  // Back from /auth with the values kept in this tab: a seller goes straight to the draft.
  useEffect(() => {
    if (!resuming || resumed.current || user === undefined) return;
    resumed.current = true;
    setParams(
      (p) => {
        p.delete(RESUME_PARAM);
        return p;
      },
      { replace: true },
    );
    if (initial.computed && maySell(user)) void publish(initial.computed);
  }, [resuming, user, initial.computed, publish, setParams]);

  return (
    <>
      <title>Calcula cuánto vale tu negocio | Traspasa</title>
      <meta
        name="description"
        content="Calculadora gratuita: el rango de valor de tu pequeño negocio según tu utilidad, tu categoría y tus años, con el múltiplo explicado y lo que piden negocios parecidos en Traspasa."
      />
      <PageHeader
        eyebrow="Calculadora gratuita"
        title="¿Cuánto vale tu negocio?"
        description="Un rango de referencia en dólares a partir de tu utilidad, con el múltiplo que usamos y por qué. Calcularlo no guarda nada."
      />
      <PageBody className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)] lg:gap-8">
        <ValuationForm values={values} errors={errors} onChange={change} onSubmit={calculate} />
        <div className="grid min-w-0 gap-6">
          {computed ? (
            <>
              <ValuationResultCard
                ref={resultHeading}
                result={computed.result}
                category={computed.inputs.category}
              />
              <ReportRequest
                key={JSON.stringify(computed.inputs)}
                inputs={computed.inputs}
                defaultName={user?.fullName ?? undefined}
                defaultEmail={user?.email}
              />
              <PublishDraft
                user={user}
                pending={publishing}
                error={publishError}
                onPublish={() => void publish(computed)}
              />
            </>
          ) : (
            <section className="rounded-2xl border border-dashed bg-muted/40 p-6 text-sm leading-6 text-muted-foreground">
              <CalculatorIcon className="mb-3 size-8 text-primary" aria-hidden="true" />
              <p className="font-semibold text-foreground">Cómo calculamos</p>
              <p className="mt-1">
                Multiplicamos la utilidad anual del dueño por un múltiplo propio de tu categoría, el que usan
                los intermediarios de negocios pequeños, y lo ajustamos por los años que lleva funcionando, la
                tendencia de las ventas y cuánto depende de ti. Al lado verás lo que piden negocios parecidos
                publicados en Traspasa.
              </p>
            </section>
          )}
        </div>
      </PageBody>
    </>
  );
}

import { VALUATION_CONSENT_TEXT, valuationInterestInput } from '@traspasa/shared/valuation';
import { CheckCircle2Icon, MailIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PendingButton } from '@/components/ui/pending-button';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useRequestReport } from '../api/valuation-api';
import type { ValuationInputs } from '../lib/form-values';

type Errors = Partial<Record<'fullName' | 'email' | 'consent' | 'form', string>>;

/** Name, email and an explicit consent (LOPDP): nothing is sent or stored before the box is ticked. */
export function ReportRequest({
  inputs,
  defaultName,
  defaultEmail,
}: {
  inputs: ValuationInputs;
  defaultName?: string;
  defaultEmail?: string;
}) {
  const id = useId();
  const [fullName, setFullName] = useState(defaultName ?? '');
  const [email, setEmail] = useState(defaultEmail ?? '');
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const mutation = useRequestReport();

  if (mutation.isSuccess) {
    return (
      <section
        aria-labelledby={`${id}-sent`}
        className="flex gap-3 rounded-2xl border border-success/30 bg-card p-4 sm:p-6"
        role="status"
      >
        <CheckCircle2Icon className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
        <div>
          <h2 id={`${id}-sent`} className="font-semibold">
            Te enviamos el informe
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            Revisa {mutation.data.email}: el informe en PDF llega en unos minutos. Si no lo ves, busca en la
            carpeta de correo no deseado.
          </p>
        </div>
      </section>
    );
  }

  function submit() {
    const next: Errors = {};
    const parsed = valuationInterestInput.safeParse({ inputs, fullName, email, consent });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'fullName' || field === 'email') && !next[field]) next[field] = issue.message;
      }
    }
    if (!consent) next.consent = 'Marca la casilla para que podamos guardar tus datos y enviarte el informe.';
    setErrors(next);
    if (Object.keys(next).length > 0 || !parsed.success) {
      const first = next.fullName ? 'name' : next.email ? 'email' : 'consent';
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    mutation.mutate(
      { inputs, fullName: parsed.data.fullName, email: parsed.data.email, consent: true },
      {
        onError: (error) => {
          const fieldErrors: Errors = {};
          if (error instanceof ApiError) {
            for (const issue of error.issues) {
              if (issue.path === 'fullName' || issue.path === 'email' || issue.path === 'consent')
                fieldErrors[issue.path] = issue.message;
            }
            fieldErrors.form =
              error.userMessage ?? 'No pudimos enviar el informe. Revisa tu conexión e inténtalo de nuevo.';
          } else {
            fieldErrors.form = 'No pudimos enviar el informe. Revisa tu conexión e inténtalo de nuevo.';
          }
          setErrors(fieldErrors);
        },
      },
    );
  }

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl border bg-card p-4 shadow-sm sm:p-6">
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-semibold">
        <MailIcon className="size-5 text-primary" aria-hidden="true" />
        Recibe el informe detallado
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Te lo enviamos en PDF: el rango, el múltiplo y sus razones, tus datos y lo que piden negocios
        parecidos.
      </p>
      <form
        noValidate
        className="mt-4 grid gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <FormField label="Tu nombre" required error={errors.fullName} id={`${id}-name`}>
          <Input
            value={fullName}
            maxLength={120}
            autoComplete="name"
            onChange={(e) => setFullName(e.target.value)}
          />
        </FormField>
        <FormField label="Tu correo electrónico" required error={errors.email} id={`${id}-email`}>
          <Input
            type="email"
            value={email}
            maxLength={254}
            autoComplete="email"
            onChange={(e) => setEmail(e.target.value)}
          />
        </FormField>
        <div className="grid gap-2">
          <div className="flex items-start gap-3">
            <Checkbox
              id={`${id}-consent`}
              checked={consent}
              aria-invalid={errors.consent ? true : undefined}
              aria-describedby={errors.consent ? `${id}-consent-error` : undefined}
              onCheckedChange={(v) => setConsent(v === true)}
              className="mt-0.5"
            />
            <label htmlFor={`${id}-consent`} className="text-sm leading-6">
              {VALUATION_CONSENT_TEXT} Más detalles en la{' '}
              <Link
                to={paths.legalPrivacy.href}
                className="font-medium text-primary underline underline-offset-4"
              >
                política de privacidad
              </Link>
              .
            </label>
          </div>
          {errors.consent ? (
            <p id={`${id}-consent-error`} role="alert" className="text-sm font-medium text-destructive">
              {errors.consent}
            </p>
          ) : null}
        </div>
        {errors.form ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {errors.form}
          </p>
        ) : null}
        <PendingButton
          type="submit"
          pending={mutation.isPending}
          pendingLabel="Enviando…"
          className="w-full sm:w-auto sm:justify-self-start"
        >
          Enviarme el informe
        </PendingButton>
      </form>
    </section>
  );
}

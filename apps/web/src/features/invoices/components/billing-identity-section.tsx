import type { BillingIdentity, BillingIdentityInput, TaxIdType } from '@traspasa/shared/invoices';
import { formatMoney } from '@traspasa/shared/money';
import { CONSUMIDOR_FINAL_MAX_CENTS, consumidorFinalAllowed, TAX_ID_LABELS } from '@traspasa/shared/tax-id';
import { CheckCircle2Icon, ReceiptTextIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PendingButton } from '@/components/ui/pending-button';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { useBillingIdentity, useSaveBillingIdentity } from '../api/billing-identity';
import { type Draft, draftOf, validateDraft } from '../lib/billing-draft';

const TYPES: TaxIdType[] = ['05', '04', '06', '07'];

const NUMBER_LABEL: Record<TaxIdType, string> = {
  '04': 'Número de RUC',
  '05': 'Número de cédula',
  '06': 'Número de pasaporte',
  '07': '',
};

const NUMBER_HINT: Record<TaxIdType, string> = {
  '04': '13 números, sin guiones. Si es de una empresa, su razón social va abajo.',
  '05': '10 números, sin guiones.',
  '06': 'Como aparece en tu pasaporte.',
  '07': '',
};

/** The server's field messages (400), by field. */
function serverErrors(error: unknown): Partial<Record<keyof Draft, string>> {
  if (!isApiError(error)) return {};
  const out: Partial<Record<keyof Draft, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path.split('.')[0] ?? '';
    if (field in draftOf(null, false)) out[field as keyof Draft] = issue.message;
  }
  return out;
}

function Saved({ identity, onChange }: { identity: BillingIdentity; onChange: () => void }) {
  const final = identity.idType === '07';
  return (
    <div className="flex flex-col gap-3 rounded-lg border bg-secondary/40 p-4 sm:flex-row sm:items-start sm:justify-between">
      <p className="flex items-start gap-2.5 text-sm leading-6">
        <CheckCircle2Icon className="mt-1 size-4 shrink-0 text-green-700" aria-hidden="true" />
        <span>
          {final ? (
            <>
              <span className="font-semibold">Consumidor final</span> (sin datos personales en la factura)
            </>
          ) : (
            <>
              <span className="font-semibold">{identity.legalName}</span>
              <br />
              {TAX_ID_LABELS[identity.idType]} {identity.idNumber}
              {identity.address ? (
                <>
                  <br />
                  {identity.address}
                </>
              ) : null}
            </>
          )}
          {identity.email ? (
            <>
              <br />
              <span className="text-muted-foreground">Te la enviamos a {identity.email}</span>
            </>
          ) : null}
        </span>
      </p>
      <Button type="button" variant="outline" size="sm" onClick={onChange} className="self-start">
        Cambiar datos
      </Button>
    </div>
  );
}

/**
 * «Datos de facturación» at checkout (decision 092): who the SRI invoice names — cédula, RUC,
 * pasaporte or, up to $50, consumidor final — checked as it is typed and remembered for the
 * next purchase. The server refuses a payment above the limit without them.
 */
export function BillingIdentitySection({ totalCents }: { totalCents: number }) {
  const identity = useBillingIdentity();
  const save = useSaveBillingIdentity();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [touched, setTouched] = useState<Partial<Record<keyof Draft, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const headingId = useId();
  const allowFinal = consumidorFinalAllowed(totalCents);

  const saved = identity.data?.identity ?? null;
  const savedUsable = saved !== null && (saved.idType !== '07' || allowFinal);
  const showForm = editing || (!identity.isPending && !savedUsable);
  const current = draft ?? draftOf(saved, allowFinal);
  const localErrors = validateDraft(current, totalCents);
  const fromServer = serverErrors(save.error);
  const errorOf = (field: keyof Draft) =>
    (submitted || touched[field] ? localErrors[field] : undefined) ?? fromServer[field];

  const set = (field: keyof Draft, value: string) => {
    setDraft({ ...current, [field]: value });
    if (save.isError) save.reset();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(localErrors).length > 0) return;
    const input: BillingIdentityInput =
      current.idType === '07'
        ? { idType: '07', email: current.email.trim() || null }
        : {
            idType: current.idType,
            idNumber: current.idNumber,
            legalName: current.legalName,
            address: current.address.trim() || null,
            email: current.email.trim() || null,
          };
    save.mutate(input, {
      onSuccess: () => {
        setEditing(false);
        setDraft(null);
        setSubmitted(false);
        setTouched({});
      },
    });
  };

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border bg-card p-5 shadow-sm sm:p-6"
      data-testid="billing-identity"
    >
      <div className="flex items-start gap-3">
        <ReceiptTextIcon className="mt-1 size-5 shrink-0 text-primary" aria-hidden="true" />
        <div>
          <h2 id={headingId} className="text-lg font-semibold">
            Datos de facturación
          </h2>
          <p className="mt-1 text-sm leading-6 text-muted-foreground">
            Emitimos tu factura electrónica autorizada por el SRI con estos datos. Los guardamos para tus
            próximas compras.
          </p>
        </div>
      </div>

      <div className="mt-5">
        {identity.isPending ? (
          <Skeleton className="h-20 w-full" />
        ) : identity.isError ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            No pudimos cargar tus datos de facturación. Recarga la página para intentarlo de nuevo.
          </p>
        ) : !showForm && saved ? (
          <Saved
            identity={saved}
            onChange={() => {
              setDraft(draftOf(saved, allowFinal));
              setEditing(true);
            }}
          />
        ) : (
          <form noValidate onSubmit={onSubmit} className="grid gap-5">
            <fieldset className="grid gap-2">
              <legend className="mb-2 text-sm font-medium">Tipo de identificación</legend>
              <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
                {TYPES.map((type) => {
                  const disabled = type === '07' && !allowFinal;
                  return (
                    <label
                      key={type}
                      className={cn(
                        'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                        disabled && 'cursor-not-allowed opacity-50',
                      )}
                    >
                      <input
                        type="radio"
                        name="idType"
                        value={type}
                        checked={current.idType === type}
                        disabled={disabled}
                        onChange={() => set('idType', type)}
                        className="size-4 accent-primary"
                      />
                      {TAX_ID_LABELS[type]}
                    </label>
                  );
                })}
              </div>
              <p className="text-sm text-muted-foreground">
                {allowFinal
                  ? `Consumidor final solo para compras de hasta ${formatMoney(CONSUMIDOR_FINAL_MAX_CENTS / 100)}: la factura no lleva tu nombre.`
                  : `Esta compra pasa de ${formatMoney(CONSUMIDOR_FINAL_MAX_CENTS / 100)}: el SRI pide tu cédula, RUC o pasaporte.`}
              </p>
              {errorOf('idType') ? (
                <p role="alert" className="text-sm font-medium text-destructive">
                  {errorOf('idType')}
                </p>
              ) : null}
            </fieldset>

            {current.idType === '07' ? null : (
              <div className="grid gap-5 sm:grid-cols-2">
                <FormField
                  label={NUMBER_LABEL[current.idType]}
                  hint={NUMBER_HINT[current.idType]}
                  error={errorOf('idNumber')}
                  required
                >
                  <Input
                    value={current.idNumber}
                    inputMode={current.idType === '06' ? 'text' : 'numeric'}
                    autoComplete="off"
                    maxLength={20}
                    onChange={(e) => set('idNumber', e.target.value)}
                    onBlur={() => setTouched((t) => ({ ...t, idNumber: true }))}
                  />
                </FormField>
                <FormField
                  label={current.idType === '04' ? 'Nombre o razón social' : 'Nombre completo'}
                  error={errorOf('legalName')}
                  required
                >
                  <Input
                    value={current.legalName}
                    autoComplete={current.idType === '04' ? 'organization' : 'name'}
                    maxLength={300}
                    onChange={(e) => set('legalName', e.target.value)}
                    onBlur={() => setTouched((t) => ({ ...t, legalName: true }))}
                  />
                </FormField>
                <FormField label="Dirección (opcional)" error={errorOf('address')}>
                  <Input
                    value={current.address}
                    autoComplete="street-address"
                    maxLength={300}
                    onChange={(e) => set('address', e.target.value)}
                  />
                </FormField>
                <FormField
                  label="Correo para la factura (opcional)"
                  hint="Si lo dejas vacío, la enviamos al correo de tu cuenta."
                  error={errorOf('email')}
                >
                  <Input
                    type="email"
                    value={current.email}
                    autoComplete="email"
                    maxLength={254}
                    onChange={(e) => set('email', e.target.value)}
                  />
                </FormField>
              </div>
            )}

            {save.isError && Object.keys(fromServer).length === 0 ? (
              <p role="alert" className="text-sm font-medium text-destructive">
                {(isApiError(save.error) && save.error.userMessage) ||
                  'No pudimos guardar tus datos de facturación. Inténtalo de nuevo.'}
              </p>
            ) : null}

            <div className="flex flex-wrap gap-3">
              <PendingButton type="submit" pending={save.isPending} pendingLabel="Guardando…">
                Guardar datos de facturación
              </PendingButton>
              {editing && savedUsable ? (
                <Button
                  type="button"
                  variant="ghost"
                  onClick={() => {
                    setEditing(false);
                    setDraft(null);
                    setSubmitted(false);
                    save.reset();
                  }}
                >
                  Cancelar
                </Button>
              ) : null}
            </div>
          </form>
        )}
      </div>
    </section>
  );
}

import {
  type BuyerProfile,
  buyingTimelineLabels,
  buyingTimelines,
  COMPANY_MAX,
  EXPERIENCE_MAX,
  fundingMethodLabels,
  fundingMethods,
  PLACES_MAX,
  PRESENTATION_MAX,
  PRESENTATION_MIN_FOR_COMPLETE,
} from '@traspasa/shared/buyer-profiles';
import { businessCategories, businessCategoryLabels } from '@traspasa/shared/enums';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { MoneyInput } from '@/components/ui/money-input';
import { PendingButton } from '@/components/ui/pending-button';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/hooks/use-toast';
import { isApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/server-issues';
import { cn } from '@/lib/utils';
import { useSaveBuyerProfile } from '../api/buyer-profile';
import {
  draftCompleteness,
  formFieldOf,
  formFields,
  type ProfileFormField,
  type ProfileFormValues,
  toFormValues,
  toInput,
} from '../lib/form-values';
import { CompletenessMeter } from './completeness-meter';

const sectionClass = 'grid gap-5 rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-6';

function SectionTitle({ id, title, text }: { id: string; title: string; text: string }) {
  return (
    <div>
      <h2 id={id} className="text-lg font-semibold text-foreground">
        {title}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{text}</p>
    </div>
  );
}

/** A set of checkboxes with one legend and one error (sectors, funding). */
function CheckboxGroup<T extends string>({
  name,
  legend,
  hint,
  options,
  value,
  onChange,
  error,
  columns = 'sm:grid-cols-2 lg:grid-cols-3',
}: {
  name: string;
  legend: string;
  hint?: string;
  options: ReadonlyArray<{ value: T; label: string }>;
  value: T[];
  onChange: (next: T[]) => void;
  error?: string;
  columns?: string;
}) {
  const errorId = `${name}-error`;
  const hintId = `${name}-hint`;
  return (
    <fieldset
      className="grid gap-3"
      aria-describedby={[hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined}
    >
      <legend className="text-sm font-medium text-foreground">{legend}</legend>
      {hint ? (
        <p id={hintId} className="-mt-1 text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <div className={cn('grid gap-2', columns)}>
        {options.map((option) => {
          const checked = value.includes(option.value);
          const id = `${name}-${option.value}`;
          return (
            <label
              key={option.value}
              htmlFor={id}
              className={cn(
                'flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border px-3 py-2 text-sm transition-colors',
                checked ? 'border-primary bg-primary-soft' : 'border-border hover:border-primary/50',
              )}
            >
              <Checkbox
                id={id}
                name={name}
                checked={checked}
                aria-invalid={error ? true : undefined}
                onCheckedChange={(next) =>
                  onChange(next === true ? [...value, option.value] : value.filter((v) => v !== option.value))
                }
              />
              <span className="text-foreground">{option.label}</span>
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

const sectorOptions = businessCategories.map((value) => ({ value, label: businessCategoryLabels[value] }));
const fundingOptions = fundingMethods.map((value) => ({ value, label: fundingMethodLabels[value] }));

/** The buyer's profile, saved whole with PUT /api/buyer-profile (decision 103). */
export function BuyerProfileForm({ profile }: { profile: BuyerProfile }) {
  const save = useSaveBuyerProfile();
  const values = useMemo(() => toFormValues(profile), [profile]);
  const {
    register,
    handleSubmit,
    control,
    setError,
    clearErrors,
    setFocus,
    watch,
    formState: { errors, isDirty },
  } = useForm<ProfileFormValues>({
    defaultValues: values,
    values,
    resetOptions: { keepDirtyValues: false },
  });

  const showErrors = (found: Partial<Record<ProfileFormField, string>>) => {
    const fields = formFields.filter((f) => found[f]);
    for (const field of fields) setError(field, { type: 'validate', message: found[field] });
    const first = fields[0];
    if (first && first !== 'sectors' && first !== 'fundingMethods' && first !== 'timeline') setFocus(first);
    else if (first) document.getElementById(`${first}-error`)?.scrollIntoView({ block: 'center' });
  };

  const onSubmit = handleSubmit((form) => {
    clearErrors();
    const result = toInput(form);
    if (!result.ok) {
      showErrors(result.errors);
      return;
    }
    save.mutate(result.input, {
      onSuccess: (saved) =>
        toast({
          title: 'Perfil guardado',
          description:
            saved.completeness.percent === 100
              ? 'Tu perfil está completo: los vendedores lo verán con tu solicitud.'
              : `Tu perfil está al ${saved.completeness.percent} %.`,
          variant: 'success',
        }),
      onError: (error) => {
        if (isApiError(error) && error.issues.length > 0) {
          const found: Partial<Record<ProfileFormField, string>> = {};
          for (const issue of error.issues) {
            const field = formFieldOf(issue.path);
            if (field && !found[field]) found[field] = issue.message;
          }
          if (Object.keys(found).length > 0) {
            showErrors(found);
            return;
          }
        }
        toast({
          title: 'No pudimos guardar tu perfil',
          description: errorMessage(error),
          variant: 'destructive',
        });
      },
    });
  });

  const live = watch();
  const preview = draftCompleteness(live);
  const presentationLength = live.presentation.trim().length;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6">
      <div className="rounded-2xl border bg-card p-5 shadow-sm sm:p-6">
        <CompletenessMeter
          completeness={preview}
          doneText={isDirty ? 'Al guardar, tu perfil quedará completo.' : undefined}
        />
      </div>

      <section aria-labelledby="about-title" className={sectionClass}>
        <SectionTitle
          id="about-title"
          title="Quién eres"
          text="Lo leen los vendedores antes de abrirte sus datos reservados. Sé concreto: qué negocio buscas y por qué."
        />
        <FormField
          label="Presentación"
          error={errors.presentation?.message}
          hint={`${presentationLength} de ${PRESENTATION_MAX} caracteres. Con al menos ${PRESENTATION_MIN_FOR_COMPLETE} cuenta como completa.`}
        >
          <Textarea
            rows={4}
            maxLength={PRESENTATION_MAX}
            placeholder="Por ejemplo: soy contadora, vivo en Quito y busco una panadería en marcha para dirigirla con mi familia."
            {...register('presentation')}
          />
        </FormField>
        <FormField
          label="Experiencia con negocios"
          error={errors.experience?.message}
          hint="Si ya tuviste, administraste o compraste un negocio, cuéntalo en pocas líneas."
        >
          <Textarea rows={3} maxLength={EXPERIENCE_MAX} {...register('experience')} />
        </FormField>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label="Empresa (opcional)" error={errors.companyName?.message}>
            <Input autoComplete="organization" maxLength={COMPANY_MAX} {...register('companyName')} />
          </FormField>
          <FormField
            label="Perfil de LinkedIn (opcional)"
            error={errors.linkedinUrl?.message}
            hint="Por ejemplo https://www.linkedin.com/in/tu-nombre"
          >
            <Input type="url" inputMode="url" autoComplete="url" {...register('linkedinUrl')} />
          </FormField>
        </div>
      </section>

      <section aria-labelledby="search-title" className={sectionClass}>
        <SectionTitle
          id="search-title"
          title="Qué buscas"
          text="Los sectores, los lugares y el precio que te interesan."
        />
        <Controller
          control={control}
          name="sectors"
          render={({ field }) => (
            <CheckboxGroup
              name="sectors"
              legend="Sectores"
              options={sectorOptions}
              value={field.value}
              onChange={field.onChange}
              error={errors.sectors?.message}
              columns="grid-cols-2 lg:grid-cols-3"
            />
          )}
        />
        <FormField
          label="Dónde buscas"
          error={errors.places?.message}
          hint={`Ciudades o provincias separadas por comas, por ejemplo: Quito, Cumbayá, Guayas (hasta ${PLACES_MAX}).`}
        >
          <Input autoComplete="off" {...register('places')} />
        </FormField>
        <div className="grid gap-5 sm:grid-cols-2">
          <Controller
            control={control}
            name="priceMin"
            render={({ field }) => (
              <FormField label="Precio desde" error={errors.priceMin?.message} id="priceMin">
                <MoneyInput
                  ref={field.ref}
                  name={field.name}
                  value={field.value}
                  onValueChange={field.onChange}
                  onBlur={field.onBlur}
                  placeholder="30.000"
                />
              </FormField>
            )}
          />
          <Controller
            control={control}
            name="priceMax"
            render={({ field }) => (
              <FormField label="Precio hasta" error={errors.priceMax?.message} id="priceMax">
                <MoneyInput
                  ref={field.ref}
                  name={field.name}
                  value={field.value}
                  onValueChange={field.onChange}
                  onBlur={field.onBlur}
                  placeholder="90.000"
                />
              </FormField>
            )}
          />
        </div>
      </section>

      <section aria-labelledby="money-title" className={sectionClass}>
        <SectionTitle
          id="money-title"
          title="Cómo y cuándo"
          text="Cómo pagarías la compra y cuándo quieres hacerla."
        />
        <Controller
          control={control}
          name="fundingMethods"
          render={({ field }) => (
            <CheckboxGroup
              name="fundingMethods"
              legend="Cómo pagarías"
              hint="Puedes marcar varias."
              options={fundingOptions}
              value={field.value}
              onChange={field.onChange}
              error={errors.fundingMethods?.message}
              columns="sm:grid-cols-2"
            />
          )}
        />
        <fieldset className="grid gap-3" aria-describedby={errors.timeline ? 'timeline-error' : undefined}>
          <legend className="text-sm font-medium text-foreground">Cuándo quieres comprar</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {buyingTimelines.map((value) => (
              <label
                key={value}
                className={cn(
                  'flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border px-3 py-2 text-sm transition-colors',
                  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                  live.timeline === value
                    ? 'border-primary bg-primary-soft'
                    : 'border-border hover:border-primary/50',
                )}
              >
                <input
                  type="radio"
                  value={value}
                  className="size-5 shrink-0 accent-primary"
                  {...register('timeline')}
                />
                <span className="text-foreground">{buyingTimelineLabels[value]}</span>
              </label>
            ))}
          </div>
          {errors.timeline ? (
            <p id="timeline-error" role="alert" className="text-sm font-medium text-destructive">
              {errors.timeline.message}
            </p>
          ) : null}
        </fieldset>
      </section>

      {/* data-bottom-bar: the floating cookie button stays off this bar on phones (decision 135). */}
      <div
        data-bottom-bar="sticky"
        className="sticky bottom-0 -mx-4 flex flex-col gap-2 border-t border-border bg-background/95 px-4 py-4 backdrop-blur sm:static sm:mx-0 sm:flex-row sm:items-center sm:justify-end sm:border-0 sm:bg-transparent sm:p-0"
      >
        {isDirty ? (
          <p className="text-sm text-muted-foreground sm:mr-auto">Tienes cambios sin guardar.</p>
        ) : null}
        <PendingButton
          type="submit"
          size="lg"
          className="w-full sm:w-auto"
          pending={save.isPending}
          pendingLabel="Guardando…"
        >
          Guardar mi perfil
        </PendingButton>
      </div>
    </form>
  );
}

import type { RegistrableRole } from '@traspasa/shared/enums';
import { BriefcaseIcon, CheckCircle2Icon, type LucideIcon, SearchIcon, StoreIcon } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { cn } from '@/lib/utils';

const roleOptions: { value: RegistrableRole; title: string; text: string; icon: LucideIcon }[] = [
  { value: 'buyer', title: 'Comprador', text: 'Busco un negocio para comprar.', icon: SearchIcon },
  { value: 'seller', title: 'Vendedor', text: 'Quiero vender o traspasar mi negocio.', icon: StoreIcon },
  {
    value: 'consultant',
    title: 'Consultor',
    text: 'Asesoro compraventas: abogado, contador, valuador o intermediario.',
    icon: BriefcaseIcon,
  },
];

/** Three radio cards; a native radio group, so arrow keys and screen readers work as usual. */
export function RoleChooser({
  field,
  value,
  error,
}: {
  field: UseFormRegisterReturn<'role'>;
  value: RegistrableRole | undefined;
  error?: string;
}) {
  const errorId = error ? 'register-role-error' : undefined;
  return (
    <fieldset aria-describedby={errorId} className="grid gap-2">
      <legend className="mb-2 text-sm font-medium text-foreground">¿Qué quieres hacer en Traspasa?</legend>
      <div className="grid gap-3">
        {roleOptions.map(({ value: optionValue, title, text, icon: Icon }) => {
          const checked = value === optionValue;
          return (
            <label
              key={optionValue}
              className={cn(
                'relative flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border p-3.5 transition-colors',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                checked
                  ? 'border-primary bg-primary-soft ring-1 ring-primary'
                  : 'border-border hover:border-primary/50',
              )}
            >
              <input type="radio" value={optionValue} className="sr-only" {...field} />
              <span
                className={cn(
                  'flex size-10 shrink-0 items-center justify-center rounded-lg',
                  checked ? 'bg-primary text-primary-foreground' : 'bg-secondary text-primary',
                )}
              >
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span className="min-w-0 pr-7">
                <span className="block text-sm font-semibold text-foreground">{title}</span>
                <span className="mt-0.5 block text-xs leading-5 text-muted-foreground">{text}</span>
              </span>
              {checked ? (
                <CheckCircle2Icon
                  className="absolute top-1/2 right-3.5 size-5 -translate-y-1/2 text-primary"
                  aria-hidden="true"
                />
              ) : null}
            </label>
          );
        })}
      </div>
      <p className="text-xs text-muted-foreground">
        Podrás añadir un segundo rol más adelante desde tu perfil.
      </p>
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

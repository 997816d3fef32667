import { zodResolver } from '@hookform/resolvers/zod';
import type { DiscountType } from '@traspasa/shared/enums';
import type { DiscountCodeView } from '@traspasa/shared/payments';
import type * as React from 'react';
import { useMemo, useState } from 'react';
import { Controller, type Path, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { MoneyInput } from '@/components/ui/money-input';
import { PendingButton } from '@/components/ui/pending-button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/hooks/use-toast';
import { isApiError } from '@/lib/api-client';
import { requestErrorMessage } from '@/lib/request-error';
import { cn } from '@/lib/utils';
import { useDiscountProducts } from '../api/get-discount-products';
import { useSaveDiscountCode } from '../api/save-discount-code';
import { discountText, usesText } from '../lib/display';
import {
  ALL_PRODUCTS,
  type DiscountFormValues,
  discountFormSchema,
  formFields,
  initialValues,
  toCreateInput,
  toUpdateInput,
} from '../lib/form';
import '@/lib/zod-spanish';
import { countText } from '@traspasa/shared/plural';

const typeOptions: Array<{ value: DiscountType; title: string; text: string }> = [
  { value: 'percentage', title: 'Porcentaje', text: 'Un porcentaje del precio, por ejemplo 10 %.' },
  { value: 'fixed_amount', title: 'Monto fijo', text: 'Dólares menos, por ejemplo $25,00.' },
];

/** The server names `expiresAt`; the form's field is the day, `expiresOn`. */
function formField(serverPath: string): Path<DiscountFormValues> | null {
  const name = serverPath.split(/[./]/).filter(Boolean).pop();
  if (name === 'expiresAt') return 'expiresOn';
  return formFields.find((f) => f === name) ?? null;
}

type DialogProps = {
  /** null: closed; 'new': create; a code: edit it. */
  target: DiscountCodeView | 'new' | null;
  onClose: () => void;
};

export function DiscountCodeDialog({ target, onClose }: DialogProps) {
  const editing = target !== null && target !== 'new' ? target : null;
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>
            {editing ? `Editar el código ${editing.code}` : 'Crear un código de descuento'}
          </DialogTitle>
          <DialogDescription>
            {editing
              ? `Usos: ${usesText(editing)}. El código en sí no se puede cambiar: si necesitas otro, crea uno nuevo y desactiva este.`
              : 'Tus clientes lo escriben al pagar un plan o un paquete. Se guarda en mayúsculas.'}
          </DialogDescription>
        </DialogHeader>
        {target !== null ? (
          <DiscountCodeForm key={editing?.id ?? 'new'} editing={editing} onDone={onClose} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function DiscountCodeForm({ editing, onDone }: { editing: DiscountCodeView | null; onDone: () => void }) {
  const products = useDiscountProducts();
  const save = useSaveDiscountCode();
  const [problem, setProblem] = useState<string | null>(null);
  const schema = useMemo(() => discountFormSchema(editing), [editing]);
  const {
    register,
    control,
    handleSubmit,
    setError,
    watch,
    formState: { errors, dirtyFields, isDirty },
  } = useForm<DiscountFormValues>({
    resolver: zodResolver(schema),
    defaultValues: initialValues(editing),
  });
  const type = watch('discountType');

  // A code limited to a product no longer on sale keeps that product as a choice.
  const options = products.data ?? [];
  const missingProduct =
    editing?.validForPlan && products.data && !options.some((p) => p.stripeProductId === editing.validForPlan)
      ? editing.validForPlan
      : null;

  const onSubmit = handleSubmit((values) => {
    setProblem(null);
    if (editing && !isDirty) {
      onDone();
      return;
    }
    const request = editing
      ? { kind: 'update' as const, id: editing.id, input: toUpdateInput(values, dirtyFields) }
      : { kind: 'create' as const, input: toCreateInput(values) };
    save.mutate(request, {
      onSuccess: (saved) => {
        toast({
          variant: 'success',
          title: editing ? 'Cambios guardados' : 'Código creado',
          description: editing
            ? `El código ${saved.code} quedó actualizado.`
            : `${saved.code}: ${discountText(saved)} de descuento. Ya puedes compartirlo.`,
        });
        onDone();
      },
      onError: (error) => {
        let placed = false;
        if (isApiError(error)) {
          for (const issue of error.issues) {
            const field = formField(issue.path);
            if (field) {
              setError(field, { type: 'server', message: issue.message }, { shouldFocus: !placed });
              placed = true;
            }
          }
          // A duplicate code is a 409 without issues: it belongs beside the code.
          if (!placed && error.status === 409 && !editing && error.userMessage) {
            setError('code', { type: 'server', message: error.userMessage }, { shouldFocus: true });
            placed = true;
          }
        }
        if (!placed)
          setProblem(requestErrorMessage(error, 'No pudimos guardar el código. Inténtalo de nuevo.'));
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      {editing ? null : (
        <FormField
          label="Código"
          required
          error={errors.code?.message}
          hint="Letras, números, guiones o guiones bajos; de 3 a 40 caracteres."
        >
          <Input
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            placeholder="Ej.: VERANO10"
            className="font-mono uppercase"
            {...register('code', { setValueAs: (v: string) => v.toUpperCase() })}
          />
        </FormField>
      )}

      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Tipo de descuento</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {typeOptions.map((option) => (
            <label
              key={option.value}
              className={cn(
                'flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border p-3 transition-colors',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                type === option.value
                  ? 'border-primary bg-primary-soft'
                  : 'border-border hover:border-primary/50',
              )}
            >
              <input
                type="radio"
                value={option.value}
                className="mt-0.5 size-5 shrink-0 accent-primary"
                {...register('discountType')}
              />
              <span className="min-w-0">
                <span className="block text-sm font-semibold">{option.title}</span>
                <span className="mt-0.5 block text-sm text-muted-foreground">{option.text}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      <Controller
        control={control}
        name="discountValue"
        render={({ field }) =>
          type === 'fixed_amount' ? (
            <FormField
              label="Descuento en dólares"
              required
              error={errors.discountValue?.message}
              hint="Si el precio es menor, el total queda en $0."
              id="discount-value"
            >
              <MoneyInput
                value={field.value}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                name={field.name}
                previewLabel="Se descontará"
                placeholder="Ej.: 25"
              />
            </FormField>
          ) : (
            <FormField
              label="Porcentaje de descuento"
              required
              error={errors.discountValue?.message}
              hint="De 0,01 a 100. Se redondea al centavo."
              id="discount-value"
            >
              <PercentInput
                value={field.value}
                onChange={(e) => field.onChange(e.target.value)}
                onBlur={field.onBlur}
                ref={field.ref}
                name={field.name}
              />
            </FormField>
          )
        }
      />

      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          className="content-start"
          label="Máximo de usos"
          error={errors.maxUses?.message}
          hint={
            editing && editing.currentUses > 0
              ? `Vacío: sin límite. Ya se usó ${countText(editing.currentUses, 'vez', 'veces')}.`
              : 'Vacío: sin límite.'
          }
        >
          <Input inputMode="numeric" autoComplete="off" placeholder="Sin límite" {...register('maxUses')} />
        </FormField>
        <FormField
          className="content-start"
          label="Vence el"
          error={errors.expiresOn?.message}
          hint="Vale hasta el final de ese día. Vacío: no vence."
        >
          <Input type="date" {...register('expiresOn')} />
        </FormField>
      </div>

      <Controller
        control={control}
        name="validForPlan"
        render={({ field }) => (
          <Select
            value={field.value}
            onValueChange={field.onChange}
            name={field.name}
            disabled={products.isPending}
          >
            <FormField
              label="Vale para"
              error={errors.validForPlan?.message}
              hint={
                products.isError
                  ? 'No pudimos cargar los planes y paquetes: el código valdrá para todos, o cierra y vuelve a intentarlo.'
                  : 'Un plan o paquete concreto, o todos.'
              }
            >
              <SelectTrigger onBlur={field.onBlur} ref={field.ref}>
                <SelectValue placeholder="Cargando planes y paquetes…" />
              </SelectTrigger>
            </FormField>
            <SelectContent>
              <SelectItem value={ALL_PRODUCTS}>Todos los planes y paquetes</SelectItem>
              {options.map((p) => (
                <SelectItem key={p.stripeProductId} value={p.stripeProductId}>
                  {p.name}
                </SelectItem>
              ))}
              {missingProduct ? (
                <SelectItem value={missingProduct}>{`${missingProduct} (ya no está a la venta)`}</SelectItem>
              ) : null}
            </SelectContent>
          </Select>
        )}
      />

      <Controller
        control={control}
        name="isActive"
        render={({ field }) => (
          <div className="flex items-start gap-3 rounded-xl border p-3">
            <Switch
              id="discount-active"
              checked={field.value}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              aria-describedby="discount-active-hint"
            />
            <div className="grid gap-1">
              <Label htmlFor="discount-active">Activo</Label>
              <p id="discount-active-hint" className="text-sm text-muted-foreground">
                Un código inactivo no se acepta al pagar. Puedes reactivarlo cuando quieras.
              </p>
            </div>
          </div>
        )}
      />

      {problem ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-destructive">
          {problem}
        </p>
      ) : null}

      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancelar
        </Button>
        <PendingButton type="submit" pending={save.isPending} pendingLabel="Guardando…">
          {editing ? 'Guardar cambios' : 'Crear código'}
        </PendingButton>
      </DialogFooter>
    </form>
  );
}

/** A percent field: digits and one comma, with the "%" drawn at its end. */
function PercentInput({ className, ...props }: React.ComponentProps<typeof Input>) {
  return (
    <div className="relative">
      <Input
        {...props}
        inputMode="decimal"
        autoComplete="off"
        placeholder="Ej.: 10"
        className={cn('pr-9 tabular-nums', className)}
      />
      <span
        className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-base text-muted-foreground md:text-sm"
        aria-hidden="true"
      >
        %
      </span>
    </div>
  );
}

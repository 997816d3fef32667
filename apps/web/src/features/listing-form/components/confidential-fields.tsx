// Step 5 of the listing form: the confidential part as separate fields (decision 130). Only
// buyers with a signed confidentiality agreement see them, line breaks included.

import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import type { FieldErrors, ListingValues, SetValue } from '../lib/values';

const isEcuador = (country: string) => country.trim().toLowerCase() === 'ecuador';

export function ConfidentialFields({
  values,
  errors,
  set,
}: {
  values: ListingValues;
  errors: FieldErrors;
  set: SetValue;
}) {
  const ecuador = isEcuador(values.country);
  return (
    <div className="grid gap-5">
      <p className="text-sm text-muted-foreground">
        Esto solo lo verán los compradores que firmen el acuerdo de confidencialidad. Escribe lo que un
        comprador serio necesita para verificar el negocio.
      </p>
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <FormField label="Nombre comercial" error={errors.tradeName} hint="El nombre con el que te conocen.">
          <Input
            maxLength={200}
            autoComplete="off"
            value={values.tradeName}
            onChange={(e) => set('tradeName', e.target.value)}
          />
        </FormField>
        <FormField
          label={ecuador ? 'RUC' : 'Identificación tributaria'}
          error={errors.taxId}
          hint={
            ecuador
              ? '13 dígitos, termina en 001.'
              : 'El número de registro tributario de tu país (NIT, RUC, RFC…).'
          }
        >
          <Input
            maxLength={40}
            autoComplete="off"
            inputMode={ecuador ? 'numeric' : undefined}
            value={values.taxId}
            onChange={(e) => set('taxId', ecuador ? e.target.value.replace(/\s/g, '') : e.target.value)}
          />
        </FormField>
      </div>
      <FormField
        label="Dirección exacta"
        error={errors.exactAddress}
        hint="Calle, número y referencia, con la ciudad."
      >
        <Textarea
          rows={2}
          maxLength={500}
          value={values.exactAddress}
          onChange={(e) => set('exactAddress', e.target.value)}
        />
      </FormField>
      <FormField
        label="Arrendador y condiciones del arriendo"
        error={errors.leaseTerms}
        hint="Quién es el dueño del local, garantía, aumentos, si acepta ceder el contrato. Si el local es tuyo, cuéntalo aquí."
      >
        <Textarea
          rows={4}
          maxLength={4000}
          value={values.leaseTerms}
          onChange={(e) => set('leaseTerms', e.target.value)}
        />
      </FormField>
      <FormField
        label="Otros datos confidenciales"
        error={errors.confidentialInfo}
        hint="Razón social, proveedores, estados financieros detallados, permisos. Los saltos de línea se conservan."
      >
        <Textarea
          rows={8}
          maxLength={20000}
          value={values.confidentialInfo}
          onChange={(e) => set('confidentialInfo', e.target.value)}
        />
      </FormField>
    </div>
  );
}

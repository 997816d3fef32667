import {
  type IdentityDocumentType,
  identityDocumentLabels,
  identityDocumentTypes,
} from '@traspasa/shared/identity';
import { CheckCircle2Icon } from 'lucide-react';
import { useId, useState } from 'react';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { numberFormatHint, numberInputMode } from '../lib/document-hints';
import { passportCountryOptions } from '../lib/labels';
import { checkDocument, type WizardField, type WizardState } from '../lib/wizard';

const countryOptions = passportCountryOptions();
const typeOptions = identityDocumentTypes.map((value) => ({ value, label: identityDocumentLabels[value] }));

/** A labelled select with its error, wired for screen readers (the label names the trigger). */
function SelectField({
  label,
  placeholder,
  value,
  error,
  options,
  onChange,
}: {
  label: string;
  placeholder: string;
  value: string | null;
  error?: string;
  options: Array<{ value: string; label: string }>;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>
        {label}
        <span className="ml-0.5 text-destructive" aria-hidden="true">
          *
        </span>
      </Label>
      <Select value={value ?? ''} onValueChange={onChange}>
        <SelectTrigger
          id={id}
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        >
          <SelectValue placeholder={placeholder} />
        </SelectTrigger>
        <SelectContent className="max-h-72">
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Step 2: the type (labels from the contract), the passport's country, the number checked as it is typed. */
export function DocumentStep({
  state,
  errors,
  onType,
  onCountry,
  onNumber,
}: {
  state: WizardState;
  errors: Partial<Record<WizardField, string>>;
  onType: (type: IdentityDocumentType) => void;
  onCountry: (country: string) => void;
  onNumber: (number: string) => void;
}) {
  // The number's own message shows once the person leaves the field (or tries to go on),
  // not at the first keystroke.
  const [numberTouched, setNumberTouched] = useState(false);
  const check = checkDocument(state);
  const numberError =
    errors.documentNumber ??
    (numberTouched && state.documentType && state.documentNumber.trim()
      ? check.errors.documentNumber
      : undefined);
  const type = state.documentType;

  return (
    <div className="grid gap-5 sm:max-w-xl">
      <SelectField
        label="Tipo de documento"
        placeholder="Elige tu documento"
        value={type}
        error={errors.documentType}
        options={typeOptions}
        onChange={(value) => onType(value as IdentityDocumentType)}
      />
      {type === 'pasaporte' ? (
        <SelectField
          label="País que emitió el pasaporte"
          placeholder="Elige el país"
          value={state.documentCountry}
          error={errors.documentCountry}
          options={countryOptions}
          onChange={onCountry}
        />
      ) : null}
      <FormField
        label="Número de documento"
        error={numberError}
        hint={type ? numberFormatHint[type] : 'Primero elige el tipo de documento.'}
        required
      >
        <Input
          value={state.documentNumber}
          onChange={(event) => onNumber(event.target.value)}
          onBlur={() => setNumberTouched(true)}
          inputMode={type ? numberInputMode(type) : 'text'}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          disabled={!type}
          className="font-mono tracking-wide"
        />
      </FormField>
      {type && check.normalized && !numberError ? (
        <p role="status" className="-mt-2 flex items-center gap-2 text-sm text-green-800">
          <CheckCircle2Icon className="size-4 shrink-0" aria-hidden="true" />
          {check.normalized === state.documentNumber.trim()
            ? 'El número tiene el formato correcto.'
            : `El número tiene el formato correcto; lo enviaremos como ${check.normalized}.`}
        </p>
      ) : null}
    </div>
  );
}

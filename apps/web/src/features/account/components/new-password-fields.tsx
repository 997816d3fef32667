import { PASSWORD_MIN } from '@traspasa/shared/auth';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';

/** "Nueva contraseña" + "Repite la nueva contraseña", as the reset and change screens ask for them. */
export function NewPasswordFields({
  password,
  confirm,
  passwordError,
  confirmError,
}: {
  password: UseFormRegisterReturn;
  confirm: UseFormRegisterReturn;
  passwordError?: string;
  confirmError?: string;
}) {
  return (
    <>
      <FormField
        label="Nueva contraseña"
        error={passwordError}
        hint={`Al menos ${PASSWORD_MIN} caracteres. Una frase larga es más segura y fácil de recordar.`}
        required
      >
        <PasswordInput autoComplete="new-password" {...password} />
      </FormField>
      <FormField label="Repite la nueva contraseña" error={confirmError} required>
        <PasswordInput autoComplete="new-password" {...confirm} />
      </FormField>
    </>
  );
}

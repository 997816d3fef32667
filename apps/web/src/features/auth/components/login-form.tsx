import { zodResolver } from '@hookform/resolvers/zod';
import { type LoginFormValues, loginFormSchema } from '@traspasa/shared/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { PendingButton } from '@/components/ui/pending-button';
import { applyServerIssues } from '@/lib/server-issues';
import { loginErrorText, useLogin } from '../api/login';
import '@/lib/zod-spanish';

/** The login form: its own soft rules (decision 011); useLogin() shows the error toasts. */
export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const login = useLogin();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<LoginFormValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: '', password: '' },
  });

  // Besides the toast, the reason stays on the form: under its field when the
  // server names one, else above the button.
  const onSubmit = handleSubmit((values) => {
    setFormError(null);
    login.mutate(values, {
      onSuccess,
      onError: (error) => {
        if (!applyServerIssues(error, ['email', 'password'], setError)) setFormError(loginErrorText(error));
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Iniciar sesión">
      <FormField label="Correo electrónico" error={errors.email?.message} required>
        <Input
          type="email"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="tu@correo.com"
          {...register('email')}
        />
      </FormField>

      <div className="grid gap-2">
        <FormField label="Contraseña" error={errors.password?.message} required>
          <PasswordInput autoComplete="current-password" {...register('password')} />
        </FormField>
        <Link
          to="/reset-password"
          className="inline-flex min-h-11 items-center self-start text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          ¿Olvidaste tu contraseña?
        </Link>
      </div>

      {formError ? (
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-destructive"
        >
          {formError}
        </p>
      ) : null}

      <PendingButton
        type="submit"
        size="lg"
        className="w-full"
        pending={login.isPending}
        pendingLabel="Iniciando sesión…"
      >
        Iniciar sesión
      </PendingButton>
    </form>
  );
}

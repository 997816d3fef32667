import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_MIN, type RegisterInput, registerInput } from '@traspasa/shared/auth';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { applyServerIssues } from '@/lib/server-issues';
import { useRegister } from '../api/register';
import { RoleChooser } from './role-chooser';
import '@/lib/zod-spanish';

const fields = ['username', 'email', 'password', 'fullName', 'role'] as const;

/** The register schema (zod's own Spanish messages); server issues land under their fields. */
export function RegisterForm({ onSuccess }: { onSuccess: () => void }) {
  const registerUser = useRegister();
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<RegisterInput>({
    resolver: zodResolver(registerInput),
    defaultValues: { fullName: '', username: '', email: '', password: '', role: 'buyer' },
  });

  const onSubmit = handleSubmit((values) => {
    registerUser.mutate(values, {
      onSuccess,
      onError: (error) => applyServerIssues(error, fields, setError),
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Crear cuenta">
      <RoleChooser field={register('role')} value={watch('role')} error={errors.role?.message} />

      <FormField label="Nombre completo" error={errors.fullName?.message} required>
        <Input autoComplete="name" autoCapitalize="words" {...register('fullName')} />
      </FormField>

      <FormField
        label="Nombre de usuario"
        error={errors.username?.message}
        hint="Así te verán los demás. Letras, números, puntos o guiones, sin espacios."
        required
      >
        <Input autoComplete="username" autoCapitalize="none" spellCheck={false} {...register('username')} />
      </FormField>

      <FormField
        label="Correo electrónico"
        error={errors.email?.message}
        hint="No se lo mostramos a otros usuarios."
        required
      >
        <Input
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="tu@correo.com"
          {...register('email')}
        />
      </FormField>

      <FormField
        label="Contraseña"
        error={errors.password?.message}
        hint={`Al menos ${PASSWORD_MIN} caracteres. Una frase larga es más segura y fácil de recordar.`}
        required
      >
        <PasswordInput autoComplete="new-password" {...register('password')} />
      </FormField>

      <p className="text-sm leading-6 text-muted-foreground">
        Al crear tu cuenta aceptas los{' '}
        <Link
          to="/legal/terms"
          target="_blank"
          rel="noopener"
          className="font-medium text-primary underline underline-offset-4"
        >
          Términos y condiciones
          <span className="sr-only"> (se abre en una pestaña nueva)</span>
        </Link>{' '}
        y la{' '}
        <Link
          to="/legal/privacy"
          target="_blank"
          rel="noopener"
          className="font-medium text-primary underline underline-offset-4"
        >
          Política de privacidad
          <span className="sr-only"> (se abre en una pestaña nueva)</span>
        </Link>{' '}
        de Traspasa.
      </p>

      <Button type="submit" size="lg" variant="accent" className="w-full" disabled={registerUser.isPending}>
        {registerUser.isPending ? (
          <>
            <Spinner size="sm" label="Creando tu cuenta…" className="[&_svg]:text-accent-foreground" />
            Creando tu cuenta…
          </>
        ) : (
          'Crear cuenta'
        )}
      </Button>
    </form>
  );
}

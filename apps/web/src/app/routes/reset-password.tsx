import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRoundIcon, MailCheckIcon } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PendingButton } from '@/components/ui/pending-button';
import { useForgotPassword } from '@/features/account/api/password-reset';
import { CenteredPanel, FormAlert } from '@/features/account/components/centered-panel';
import { isApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/server-issues';
import '@/lib/zod-spanish';

const CONFIRMATION =
  'Si existe una cuenta con ese correo, te enviamos un enlace para restablecer tu contraseña. Revisa tu bandeja de entrada; el enlace vence en 1 hora.';

const schema = z.object({ email: z.string().trim().email('Introduce un correo electrónico válido') });
type Values = z.infer<typeof schema>;

export default function ResetPasswordPage() {
  const forgot = useForgotPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit((values) => {
    setProblem(null);
    forgot.mutate(values, {
      onSuccess: () => setSentTo(values.email),
      onError: (error) => {
        // 429 and failures that never reached a decision are told; anything else gets
        // the same confirmation, so the page never reveals whether an account exists.
        if (isApiError(error) && (error.status === 429 || error.status === 0 || error.status >= 500)) {
          setProblem(
            error.status === 429
              ? errorMessage(error, 'Demasiadas solicitudes. Intenta nuevamente en unos minutos.')
              : errorMessage(error, 'No pudimos enviar el enlace ahora. Intenta nuevamente en unos minutos.'),
          );
        } else if (!isApiError(error)) {
          setProblem('No hay conexión con el servidor. Revisa tu internet e intenta nuevamente.');
        } else {
          setSentTo(values.email);
        }
      },
    });
  });

  return (
    <>
      <title>Restablecer contraseña | Traspasa</title>
      <meta
        name="description"
        content="Recibe en tu correo un enlace para crear una nueva contraseña de Traspasa."
      />
      {sentTo ? (
        <CenteredPanel
          icon={MailCheckIcon}
          tone="success"
          title="Revisa tu correo"
          lead={<p role="status">{CONFIRMATION}</p>}
        >
          <p className="text-sm text-muted-foreground">
            ¿No te llegó en unos minutos? Revisa la carpeta de correo no deseado o{' '}
            <button
              type="button"
              onClick={() => setSentTo(null)}
              className="font-medium text-primary underline underline-offset-4 hover:no-underline"
            >
              vuelve a intentarlo
            </button>
            .
          </p>
          <Button asChild size="lg" className="mt-6 w-full">
            <Link to="/auth">Volver a iniciar sesión</Link>
          </Button>
        </CenteredPanel>
      ) : (
        <CenteredPanel
          icon={KeyRoundIcon}
          title="Restablecer contraseña"
          lead="Escribe el correo con el que te registraste y te enviaremos un enlace para crear una nueva contraseña."
        >
          <form onSubmit={onSubmit} noValidate className="grid gap-5">
            {problem ? <FormAlert>{problem}</FormAlert> : null}
            <FormField label="Correo electrónico" error={errors.email?.message} required>
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
            <PendingButton
              type="submit"
              size="lg"
              className="w-full"
              pending={forgot.isPending}
              pendingLabel="Enviando…"
            >
              Enviar enlace
            </PendingButton>
            <Link
              to="/auth"
              className="inline-flex min-h-11 items-center justify-center text-sm font-medium text-primary underline-offset-4 hover:underline"
            >
              Volver a iniciar sesión
            </Link>
          </form>
        </CenteredPanel>
      )}
    </>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { newPasswordFormSchema } from '@traspasa/shared/auth';
import { CircleCheckIcon, KeyRoundIcon, LinkIcon, TriangleAlertIcon } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { PendingButton } from '@/components/ui/pending-button';
import { useResetPassword } from '@/features/account/api/password-reset';
import { CenteredPanel, FormAlert } from '@/features/account/components/centered-panel';
import { NewPasswordFields } from '@/features/account/components/new-password-fields';
import { isApiError } from '@/lib/api-client';
import { applyServerIssues, errorMessage } from '@/lib/server-issues';
import { USER_QUERY_KEY } from '@/lib/session';
import '@/lib/zod-spanish';

type Values = z.infer<typeof newPasswordFormSchema>;
type Outcome = 'form' | 'done' | 'invalid-token';

function Meta() {
  return (
    <>
      <title>Nueva contraseña | Traspasa</title>
      <meta name="description" content="Crea una nueva contraseña para tu cuenta de Traspasa." />
      <meta name="robots" content="noindex" />
    </>
  );
}

export default function NewPasswordPage() {
  const [searchParams] = useSearchParams();
  // The address keeps it (/new-password?token=…, decision 011); it works once, and the page
  // sends only its origin to other sites (Referrer-Policy).
  const [token] = useState(() => searchParams.get('token') ?? searchParams.get('reset_token') ?? '');
  const queryClient = useQueryClient();
  const reset = useResetPassword();
  const [outcome, setOutcome] = useState<Outcome>('form');
  const [invalidReason, setInvalidReason] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values>({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(({ password }) => {
    setProblem(null);
    reset.mutate(
      { token, password },
      {
        onSuccess: () => {
          // Every session was revoked on the server, this browser's included.
          queryClient.setQueryData(USER_QUERY_KEY, null);
          setOutcome('done');
        },
        onError: (error) => {
          if (applyServerIssues(error, ['password'] as const, setError)) return;
          if (isApiError(error) && error.status === 400) {
            setInvalidReason(error.userMessage ?? null);
            setOutcome('invalid-token');
            return;
          }
          setProblem(
            errorMessage(error, 'No pudimos cambiar tu contraseña. Intenta nuevamente en unos minutos.'),
          );
        },
      },
    );
  });

  if (!token) {
    return (
      <>
        <Meta />
        <CenteredPanel
          icon={LinkIcon}
          tone="warning"
          title="Falta el enlace de restablecimiento"
          lead="Para crear una nueva contraseña abre el enlace que te enviamos por correo. Si no lo tienes o ya pasó más de 1 hora, pide uno nuevo."
        >
          <Button asChild size="lg" className="w-full">
            <Link to="/reset-password">Solicitar un enlace nuevo</Link>
          </Button>
        </CenteredPanel>
      </>
    );
  }

  if (outcome === 'done') {
    return (
      <>
        <Meta />
        <CenteredPanel
          icon={CircleCheckIcon}
          tone="success"
          title="Tu contraseña se actualizó"
          lead={
            <p role="status">
              Ya puedes iniciar sesión con tu nueva contraseña. Por seguridad, cerramos las sesiones abiertas
              en todos tus dispositivos.
            </p>
          }
        >
          <Button asChild size="lg" className="w-full">
            <Link to="/auth">Iniciar sesión</Link>
          </Button>
        </CenteredPanel>
      </>
    );
  }

  if (outcome === 'invalid-token') {
    return (
      <>
        <Meta />
        <CenteredPanel
          icon={TriangleAlertIcon}
          tone="warning"
          title="El enlace no es válido o ya venció"
          lead={
            <div role="alert">
              <p>
                {invalidReason ??
                  'El enlace para restablecer tu contraseña no es válido, ya se usó o venció.'}
              </p>
              <p className="mt-2">
                Por seguridad, cada enlace vence 1 hora después de enviarse y solo se puede usar una vez.
              </p>
            </div>
          }
        >
          <Button asChild size="lg" className="w-full">
            <Link to="/reset-password">Solicitar un enlace nuevo</Link>
          </Button>
        </CenteredPanel>
      </>
    );
  }

  return (
    <>
      <Meta />
      <CenteredPanel
        icon={KeyRoundIcon}
        title="Crea una nueva contraseña"
        lead="Elige una contraseña que no uses en otros sitios."
      >
        <form onSubmit={onSubmit} noValidate className="grid gap-5">
          {problem ? <FormAlert>{problem}</FormAlert> : null}
          <NewPasswordFields
            password={register('password')}
            confirm={register('confirmPassword')}
            passwordError={errors.password?.message}
            confirmError={errors.confirmPassword?.message}
          />
          <PendingButton
            type="submit"
            size="lg"
            className="w-full"
            pending={reset.isPending}
            pendingLabel="Guardando…"
          >
            Guardar contraseña
          </PendingButton>
        </form>
      </CenteredPanel>
    </>
  );
}

import { CircleCheckIcon, KeyRoundIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { SupportEmail } from '@/components/support-email';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { CenteredPanel } from '@/features/account/components/centered-panel';
import { ChangePasswordForm } from '@/features/account/components/change-password-form';
import { useUser } from '@/lib/session';

export default function ChangePasswordPage() {
  const { data: user, isPending } = useUser();
  const [done, setDone] = useState(false);

  if (isPending) return <PageSpinner label="Cargando…" />;
  if (!user) return null; // The route guard sends anonymous visitors to /auth.

  return (
    <>
      <title>Cambiar contraseña | Traspasa</title>
      <meta name="robots" content="noindex" />
      {done ? (
        <CenteredPanel
          icon={CircleCheckIcon}
          tone="success"
          title="Contraseña actualizada"
          lead={
            <p role="status">
              Tu nueva contraseña ya está activa. Por seguridad cerramos tu sesión en los demás dispositivos y
              navegadores; en este sigues conectado. Si no fuiste tú quien pidió el cambio, escríbenos de
              inmediato a <SupportEmail />.
            </p>
          }
        >
          <div className="grid gap-3">
            <Button asChild size="lg">
              <Link to="/profile">Volver a mi perfil</Link>
            </Button>
            <Button asChild variant="ghost">
              <Link to="/dashboard">Ir a mi panel</Link>
            </Button>
          </div>
        </CenteredPanel>
      ) : (
        <CenteredPanel
          icon={KeyRoundIcon}
          title="Cambiar contraseña"
          lead="Al cambiarla cerraremos tu sesión en los demás dispositivos; en este seguirás conectado."
        >
          <ChangePasswordForm username={user.username} onDone={() => setDone(true)} />
          <Link
            to="/reset-password"
            className="mt-4 inline-flex min-h-11 w-full items-center justify-center text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            ¿No recuerdas tu contraseña actual?
          </Link>
        </CenteredPanel>
      )}
    </>
  );
}

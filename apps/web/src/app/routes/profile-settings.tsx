import { ArrowLeftIcon, CookieIcon, DownloadIcon, KeyRoundIcon } from 'lucide-react';
import { Link } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { useDownloadMyData } from '@/features/account/api/account-data';
import { AvatarUploader } from '@/features/account/components/avatar-uploader';
import { DeleteAccountDialog } from '@/features/account/components/delete-account-dialog';
import { ProfileForm } from '@/features/account/components/profile-form';
import { displayName } from '@/features/account/lib/labels';
import { toast } from '@/hooks/use-toast';
import { openCookiePreferences } from '@/lib/analytics/consent';
import { errorMessage } from '@/lib/server-issues';
import { useUser } from '@/lib/session';
import { cn } from '@/lib/utils';

const rowClass =
  'flex min-h-14 w-full items-center gap-3 rounded-xl px-3 py-2.5 text-left text-sm font-medium text-foreground transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring';

export default function ProfileSettingsPage() {
  const { data: user, isPending } = useUser();
  const download = useDownloadMyData();

  if (isPending) return <PageSpinner label="Cargando tu configuración…" />;
  if (!user) return null; // The route guard sends anonymous visitors to /auth.

  const name = displayName(user);

  return (
    <>
      <title>Configuración del perfil | Traspasa</title>
      <meta name="robots" content="noindex" />
      <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
        <Link
          to="/profile"
          className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-muted-foreground hover:text-foreground"
        >
          <ArrowLeftIcon className="size-4" aria-hidden="true" />
          Volver a mi perfil
        </Link>
        <h1 className="mt-2 text-2xl font-bold tracking-tight text-foreground sm:text-3xl">Configuración</h1>
        <p className="mt-2 text-muted-foreground">
          Actualiza tus datos, tu foto y cómo quieres que te avisemos.
        </p>

        <div className="mt-8 grid gap-6">
          <section
            aria-labelledby="avatar-title"
            className="grid gap-5 rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-6"
          >
            <div>
              <h2 id="avatar-title" className="text-lg font-semibold text-foreground">
                Foto de perfil
              </h2>
              <p className="mt-1 text-sm text-muted-foreground">
                Una foto real genera confianza. Quitamos los datos de ubicación de la imagen al guardarla.
              </p>
            </div>
            <AvatarUploader name={name} avatarUrl={user.avatarUrl} />
          </section>

          <ProfileForm user={user} />

          <section
            aria-labelledby="privacy-title"
            className="rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-6"
          >
            <h2 id="privacy-title" className="text-lg font-semibold text-foreground">
              Seguridad y privacidad
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">
              Tus derechos sobre tus datos se explican en la{' '}
              <Link to="/legal/privacy" className="font-medium text-primary underline underline-offset-4">
                Política de privacidad
              </Link>
              . Respondemos cada solicitud en un máximo de 15 días.
            </p>
            <ul className="-mx-3 mt-4 grid gap-1">
              <li>
                <Link to="/change-password" className={rowClass}>
                  <KeyRoundIcon className="size-5 shrink-0 text-primary" aria-hidden="true" />
                  Cambiar contraseña
                </Link>
              </li>
              <li>
                <button type="button" onClick={() => openCookiePreferences()} className={rowClass}>
                  <CookieIcon className="size-5 shrink-0 text-primary" aria-hidden="true" />
                  Preferencias de cookies
                </button>
              </li>
              <li>
                <button
                  type="button"
                  className={rowClass}
                  disabled={download.isPending}
                  onClick={() =>
                    download.mutate(undefined, {
                      onError: (error) =>
                        toast({
                          title: 'No pudimos preparar tus datos',
                          description: errorMessage(error),
                          variant: 'destructive',
                        }),
                    })
                  }
                >
                  <DownloadIcon className="size-5 shrink-0 text-primary" aria-hidden="true" />
                  {download.isPending ? 'Preparando tus datos…' : 'Descargar una copia de mis datos'}
                </button>
              </li>
              {user.role !== 'admin' && (
                <li>
                  <DeleteAccountDialog triggerClassName={cn(rowClass, 'text-destructive')} />
                </li>
              )}
            </ul>
          </section>
        </div>
      </div>
    </>
  );
}

import { formatDate } from '@traspasa/shared/format';
import {
  BadgeCheckIcon,
  CalendarDaysIcon,
  ChevronRightIcon,
  CreditCardIcon,
  KeyRoundIcon,
  LayoutDashboardIcon,
  type LucideIcon,
  MailIcon,
  MessagesSquareIcon,
  SettingsIcon,
  ShieldAlertIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { UserAvatar } from '@/features/account/components/user-avatar';
import { displayName, roleLabels, subscriptionStatusLabel, tierLabel } from '@/features/account/lib/labels';
import { useUser } from '@/features/auth/api/get-user';
import { cn } from '@/lib/utils';

const quickLinks: { to: string; label: string; text: string; icon: LucideIcon }[] = [
  {
    to: '/dashboard',
    label: 'Mi panel',
    text: 'Tus negocios, acuerdos y actividad',
    icon: LayoutDashboardIcon,
  },
  {
    to: '/messages',
    label: 'Mensajes',
    text: 'Tus conversaciones con otros usuarios',
    icon: MessagesSquareIcon,
  },
  {
    to: '/profile/settings',
    label: 'Configuración',
    text: 'Nombre, foto, notificaciones y rol',
    icon: SettingsIcon,
  },
  {
    to: '/change-password',
    label: 'Cambiar contraseña',
    text: 'Actualiza tu contraseña de acceso',
    icon: KeyRoundIcon,
  },
];

/** One term of the profile's definition list, with its icon drawn inside the <dt>. */
function Fact({
  icon: Icon,
  iconClassName,
  label,
  children,
}: {
  icon: LucideIcon;
  iconClassName?: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="relative min-w-0 pl-8">
      <dt className="text-sm text-muted-foreground">
        <Icon
          className={cn('absolute top-0.5 left-0 size-5 text-muted-foreground', iconClassName)}
          aria-hidden="true"
        />
        {label}
      </dt>
      {children}
    </div>
  );
}

export default function ProfilePage() {
  const { data: user, isPending } = useUser();

  if (isPending) return <PageSpinner label="Cargando tu perfil…" />;
  if (!user) return null; // The route guard sends anonymous visitors to /auth.

  const name = displayName(user);
  const status = subscriptionStatusLabel(user.subscriptionStatus);
  const statusActive = user.subscriptionStatus === 'active' || user.subscriptionStatus === 'trialing';

  return (
    <>
      <title>Mi perfil | Traspasa</title>
      <meta name="robots" content="noindex" />
      <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
        <section
          aria-label="Tus datos"
          className="overflow-hidden rounded-2xl border border-border bg-card shadow-sm"
        >
          <div className="h-24 bg-primary sm:h-28" aria-hidden="true" />
          <div className="px-5 pb-6 sm:px-8 sm:pb-8">
            <div className="-mt-10 flex items-end justify-between gap-4">
              <UserAvatar name={name} src={user.avatarUrl} className="size-20 sm:size-24" />
              <Button asChild variant="outline">
                <Link to="/profile/settings">
                  <SettingsIcon aria-hidden="true" />
                  Editar perfil
                </Link>
              </Button>
            </div>

            <div className="mt-4">
              <h1 className="text-2xl font-bold tracking-tight text-foreground">{name}</h1>
              <p className="mt-0.5 text-muted-foreground">@{user.username}</p>
            </div>

            <div className="mt-4 flex flex-wrap gap-2">
              <Badge variant="secondary" className="px-3 py-1 text-sm">
                {roleLabels[user.role]}
              </Badge>
              {user.secondaryRole ? (
                <Badge variant="outline" className="px-3 py-1 text-sm">
                  También {roleLabels[user.secondaryRole].toLowerCase()}
                </Badge>
              ) : null}
              {user.identityVerified ? (
                <Badge variant="success" className="px-3 py-1 text-sm">
                  <BadgeCheckIcon aria-hidden="true" />
                  Identidad verificada
                </Badge>
              ) : null}
            </div>

            <dl className="mt-6 grid gap-x-6 gap-y-5 border-t border-border pt-6 sm:grid-cols-2">
              <Fact icon={MailIcon} label="Correo electrónico">
                <dd className="break-words font-medium text-foreground">{user.email}</dd>
              </Fact>
              <Fact icon={CalendarDaysIcon} label="Miembro desde">
                <dd className="font-medium text-foreground">{formatDate(user.createdAt)}</dd>
              </Fact>
              <Fact icon={CreditCardIcon} label="Plan">
                <dd className="flex flex-wrap items-center gap-2 font-medium text-foreground">
                  {tierLabel(user.subscriptionTier)}
                  {status ? <Badge variant={statusActive ? 'success' : 'warning'}>{status}</Badge> : null}
                </dd>
                <dd>
                  <Link
                    to={user.subscriptionStatus ? '/subscription' : '/subscription-plans'}
                    className="inline-flex min-h-11 items-center text-sm font-medium text-primary underline-offset-4 hover:underline sm:min-h-8"
                  >
                    {user.subscriptionStatus ? 'Gestionar mi suscripción' : 'Ver planes'}
                  </Link>
                </dd>
              </Fact>
              <Fact
                icon={user.identityVerified ? BadgeCheckIcon : ShieldAlertIcon}
                iconClassName={user.identityVerified ? 'text-green-700' : 'text-amber-700'}
                label="Identidad"
              >
                {user.identityVerified ? (
                  <dd className="font-medium text-foreground">Verificada con cédula</dd>
                ) : (
                  <>
                    <dd className="font-medium text-foreground">Sin verificar</dd>
                    <dd>
                      <Link
                        to="/identity-verification"
                        className="inline-flex min-h-11 items-center text-sm font-medium text-primary underline-offset-4 hover:underline sm:min-h-8"
                      >
                        Verificar mi identidad
                      </Link>
                    </dd>
                  </>
                )}
              </Fact>
            </dl>
          </div>
        </section>

        {!user.identityVerified ? (
          <section
            aria-labelledby="verify-title"
            className="mt-6 flex flex-col gap-4 rounded-2xl border border-amber-200 bg-amber-50 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6"
          >
            <div>
              <h2 id="verify-title" className="font-semibold text-amber-950">
                Genera más confianza verificando tu identidad
              </h2>
              <p className="mt-1 text-sm text-amber-900">
                Con tu cédula y una selfie, tu perfil mostrará la insignia «Identidad verificada». Borramos
                las imágenes 90 días después de la revisión.
              </p>
            </div>
            <Button asChild variant="accent" className="shrink-0">
              <Link to="/identity-verification">Verificar ahora</Link>
            </Button>
          </section>
        ) : null}

        <nav aria-labelledby="quick-links-title" className="mt-8">
          <h2 id="quick-links-title" className="text-lg font-semibold text-foreground">
            Accesos rápidos
          </h2>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {quickLinks.map(({ to, label, text, icon: Icon }) => (
              <li key={to}>
                <Link
                  to={to}
                  className="group flex min-h-16 items-center gap-4 rounded-xl border border-border bg-card p-4 transition-colors hover:border-primary/40 hover:bg-primary-soft"
                >
                  <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-secondary text-primary">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block font-semibold text-foreground">{label}</span>
                    <span className="block text-sm text-muted-foreground">{text}</span>
                  </span>
                  <ChevronRightIcon
                    className="size-5 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
                    aria-hidden="true"
                  />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </>
  );
}

import { formatDate } from '@traspasa/shared/dates';
import {
  CalendarDaysIcon,
  ChevronRightIcon,
  CreditCardIcon,
  KeyRoundIcon,
  LayoutDashboardIcon,
  type LucideIcon,
  MailIcon,
  MessagesSquareIcon,
  SettingsIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { IdentityBadge } from '@/components/identity-badge';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { Fact, IdentityFact, VerifyIdentityCallout } from '@/features/account/components/profile-identity';
import { UserAvatar } from '@/features/account/components/user-avatar';
import { displayName, roleLabels } from '@/features/account/lib/labels';
import { MyFeedback } from '@/features/feedback/components/my-feedback';
import { useMySubscription } from '@/features/payments/api/get-subscription';
import { ProfilePlan } from '@/features/payments/components/profile-plan';
import { useIdentityState } from '@/hooks/use-identity-state';

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

export default function ProfilePage() {
  const { user, userPending, state: identity, checking } = useIdentityState();
  const plan = useMySubscription();

  if (userPending) return <PageSpinner label="Cargando tu perfil…" />;
  if (!user) return null; // The route guard sends anonymous visitors to /auth.

  const name = displayName(user);

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
              <IdentityBadge verified={identity.kind === 'verified'} className="px-3 py-1 text-sm" />
            </div>

            <dl className="mt-6 grid gap-x-6 gap-y-5 border-t border-border pt-6 sm:grid-cols-2">
              <Fact icon={MailIcon} label="Correo electrónico">
                <dd className="break-words font-medium text-foreground">{user.email}</dd>
              </Fact>
              <Fact icon={CalendarDaysIcon} label="Miembro desde">
                <dd className="font-medium text-foreground">{formatDate(user.createdAt)}</dd>
              </Fact>
              <Fact icon={CreditCardIcon} label="Plan">
                <ProfilePlan data={plan.data} pending={plan.isPending} failed={plan.isError} />
              </Fact>
              <IdentityFact state={identity} checking={checking} />
            </dl>
          </div>
        </section>

        {checking ? null : <VerifyIdentityCallout state={identity} />}

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

        <MyFeedback />
      </div>
    </>
  );
}

import {
  BadgeCheckIcon,
  FileLockIcon,
  LayoutDashboardIcon,
  MessagesSquareIcon,
  ShieldCheckIcon,
} from 'lucide-react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { LoginForm } from '@/features/auth/components/login-form';
import { postLoginTarget } from '@/features/auth/components/post-login-target';
import { RegisterForm } from '@/features/auth/components/register-form';
import { useUser } from '@/lib/session';

type Tab = 'login' | 'register';

const benefits = [
  { icon: FileLockIcon, text: 'Acuerdos de confidencialidad con validez legal y certificado.' },
  { icon: ShieldCheckIcon, text: 'Cada anuncio lo revisa una persona antes de publicarse.' },
  { icon: MessagesSquareIcon, text: 'Conversa con vendedores y compradores dentro de Traspasa.' },
  { icon: BadgeCheckIcon, text: 'Buscar, firmar acuerdos y publicar un anuncio básico es gratis.' },
];

function AlreadySignedIn({ name, target }: { name: string; target: string }) {
  return (
    <div className="rounded-2xl border border-border bg-card p-6 text-center shadow-sm sm:p-8">
      <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-secondary text-primary">
        <LayoutDashboardIcon className="size-6" aria-hidden="true" />
      </span>
      <h1 className="mt-4 text-2xl font-bold tracking-tight text-foreground">Ya iniciaste sesión</h1>
      <p className="mt-2 text-muted-foreground">
        Estás conectado como <strong className="font-semibold text-foreground">{name}</strong>.
      </p>
      <div className="mt-6 flex flex-col gap-3">
        <Button asChild size="lg">
          <Link to={target}>Ir a mi panel</Link>
        </Button>
        <Button asChild variant="ghost">
          <Link to="/auth/logout">Cerrar sesión y usar otra cuenta</Link>
        </Button>
      </div>
    </div>
  );
}

export default function AuthPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { data: user, isPending } = useUser();

  const tab: Tab = searchParams.get('tab') === 'register' ? 'register' : 'login';
  const target = postLoginTarget(location);

  function selectTab(value: string) {
    const next = new URLSearchParams(searchParams);
    if (value === 'register') next.set('tab', 'register');
    else next.delete('tab');
    // Keep the guard's state.from across tab switches.
    setSearchParams(next, { replace: true, state: location.state });
  }

  const goOn = () => navigate(target, { replace: true });

  return (
    <>
      <title>{tab === 'register' ? 'Crear cuenta | Traspasa' : 'Iniciar sesión | Traspasa'}</title>
      <meta
        name="description"
        content="Inicia sesión o crea tu cuenta gratis en Traspasa para comprar o vender negocios en Ecuador y Latinoamérica."
      />
      <div className="mx-auto grid w-full max-w-6xl gap-10 px-4 py-8 sm:px-6 sm:py-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)] lg:items-start lg:gap-16 lg:py-16">
        <aside className="hidden rounded-3xl bg-primary p-10 text-primary-foreground lg:sticky lg:top-24 lg:block">
          <p className="text-sm font-semibold uppercase tracking-wide text-primary-foreground/75">Traspasa</p>
          <p className="mt-3 text-3xl font-bold tracking-tight text-balance">
            El lugar seguro para traspasar un negocio
          </p>
          <p className="mt-4 text-base leading-7 text-primary-foreground/85">
            Compradores y vendedores de Ecuador y Latinoamérica se encuentran aquí, con la información
            sensible protegida.
          </p>
          <ul className="mt-8 space-y-5">
            {benefits.map(({ icon: Icon, text }) => (
              <li key={text} className="flex gap-3">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-white/10">
                  <Icon className="size-5 text-accent" aria-hidden="true" />
                </span>
                <span className="pt-1.5 text-sm leading-6">{text}</span>
              </li>
            ))}
          </ul>
        </aside>

        <div className="mx-auto w-full max-w-md lg:max-w-none">
          {isPending ? (
            <PageSpinner label="Comprobando tu sesión…" />
          ) : user ? (
            <AlreadySignedIn name={user.fullName?.trim() || user.username} target={target} />
          ) : (
            <>
              <div className="mb-6">
                <h1 className="text-2xl font-bold tracking-tight text-foreground sm:text-3xl">
                  {tab === 'register' ? 'Crea tu cuenta gratis' : 'Te damos la bienvenida'}
                </h1>
                <p className="mt-2 text-muted-foreground">
                  {tab === 'register'
                    ? 'En un minuto podrás buscar negocios, firmar acuerdos o publicar el tuyo.'
                    : 'Inicia sesión para continuar con tus negocios y mensajes.'}
                </p>
              </div>
              <Tabs value={tab} onValueChange={selectTab} className="gap-6">
                <TabsList className="min-h-12">
                  <TabsTrigger value="login" className="min-h-10">
                    Iniciar sesión
                  </TabsTrigger>
                  <TabsTrigger value="register" className="min-h-10">
                    Crear cuenta
                  </TabsTrigger>
                </TabsList>
                <TabsContent value="login">
                  <LoginForm onSuccess={goOn} />
                  <p className="mt-6 text-center text-sm text-muted-foreground">
                    ¿Todavía no tienes cuenta?{' '}
                    <button
                      type="button"
                      onClick={() => selectTab('register')}
                      className="min-h-11 font-semibold text-primary underline-offset-4 hover:underline"
                    >
                      Crea una gratis
                    </button>
                  </p>
                </TabsContent>
                <TabsContent value="register">
                  <RegisterForm onSuccess={goOn} />
                  <p className="mt-6 text-center text-sm text-muted-foreground">
                    ¿Ya tienes cuenta?{' '}
                    <button
                      type="button"
                      onClick={() => selectTab('login')}
                      className="min-h-11 font-semibold text-primary underline-offset-4 hover:underline"
                    >
                      Inicia sesión
                    </button>
                  </p>
                </TabsContent>
              </Tabs>
            </>
          )}
        </div>
      </div>
    </>
  );
}

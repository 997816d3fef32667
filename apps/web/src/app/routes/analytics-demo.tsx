import { ActivityIcon, BugIcon, CookieIcon, SendIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useCookieConsent } from '@/components/cookie-consent/use-cookie-consent';
import { PageBody, PageHeader } from '@/components/page/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/hooks/use-toast';
import { analyticsProviders, isAnalyticsEnabled, type PageView, trackEvent } from '@/lib/analytics/analytics';
import { analyticsConfig } from '@/lib/analytics/config';
import { openCookiePreferences } from '@/lib/analytics/consent';
import { reportCustomError } from '@/lib/error-reporting';

/** The demonstration custom error, sent 10,000 ms after this page opens (decision 022). */
export const DEMO_ERROR_DELAY_MS = 10_000;

function OnOff({
  on,
  onLabel = 'Activada',
  offLabel = 'Desactivada',
}: {
  on: boolean;
  onLabel?: string;
  offLabel?: string;
}) {
  return <Badge variant={on ? 'success' : 'muted'}>{on ? onLabel : offLabel}</Badge>;
}

/** Throws while rendering, so the app's error boundary ('Something went wrong') can be checked for real. */
function RenderErrorTrigger(): never {
  throw new Error('Error de prueba provocado desde /analytics-demo');
}

export default function AnalyticsDemoPage() {
  const { consent } = useCookieConsent();
  const [demoErrorSent, setDemoErrorSent] = useState(false);
  const [crash, setCrash] = useState(false);
  const [views, setViews] = useState<PageView[]>([]);
  const providers = analyticsProviders();
  const enabled = isAnalyticsEnabled();

  useEffect(() => {
    const timer = window.setTimeout(() => {
      reportCustomError('Error de demostración: informe automático de prueba', {
        source: 'analytics-demo',
        delayMs: DEMO_ERROR_DELAY_MS,
      });
      setDemoErrorSent(true);
    }, DEMO_ERROR_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => {
    const read = () => setViews([...(window.__traspasaPageViews ?? [])].slice(-5).reverse());
    read();
    const interval = window.setInterval(read, 2000);
    return () => window.clearInterval(interval);
  }, []);

  const sendTestEvent = () => {
    trackEvent('demo_test_event', { page: '/analytics-demo', at: new Date().toISOString() });
    toast(
      enabled
        ? {
            title: 'Evento enviado',
            description: 'El evento «demo_test_event» salió hacia los servicios activos.',
          }
        : {
            title: 'Analítica desactivada',
            description: 'No se envió nada: falta tu consentimiento o no hay servicios configurados.',
          },
    );
  };

  return (
    <>
      <title>Demostración de analítica | Traspasa</title>
      <meta name="robots" content="noindex" />
      <PageHeader
        eyebrow="Demostración"
        title="Analítica y errores"
        description="Esta página muestra qué mide Traspasa y con qué permiso: el estado de tus preferencias de cookies, qué servicios de analítica están activos, las últimas páginas vistas y el envío automático de errores al registro del equipo."
      />
      <PageBody className="grid gap-5 md:grid-cols-2">
        {crash ? <RenderErrorTrigger /> : null}
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <CookieIcon className="size-5 text-primary" aria-hidden="true" />
              Tu consentimiento
            </CardTitle>
            <CardDescription>
              {consent
                ? 'Tu elección guardada en este navegador.'
                : 'Aún no has elegido: todo lo opcional está apagado.'}
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-3">
            <dl className="grid gap-2 text-sm">
              {(
                [
                  ['Necesarias', true],
                  ['Analíticas', consent?.analytics ?? false],
                  ['Marketing', consent?.marketing ?? false],
                  ['Preferencias', consent?.preferences ?? false],
                ] as const
              ).map(([label, on]) => (
                <div key={label} className="flex items-center justify-between gap-2">
                  <dt>{label}</dt>
                  <dd>
                    <OnOff on={on} onLabel="Activadas" offLabel="Desactivadas" />
                  </dd>
                </div>
              ))}
            </dl>
            <Button variant="outline" onClick={openCookiePreferences}>
              Cambiar preferencias de cookies
            </Button>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <ActivityIcon className="size-5 text-primary" aria-hidden="true" />
              Servicios de analítica
            </CardTitle>
            <CardDescription>
              Cada servicio se carga solo si está configurado y tu consentimiento lo permite.
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-3">
            <dl className="grid gap-2 text-sm">
              <div className="flex items-center justify-between gap-2">
                <dt>Analítica de producto {analyticsConfig.posthogKey ? '' : '(sin configurar)'}</dt>
                <dd>
                  <OnOff on={providers.posthog} />
                </dd>
              </div>
              <div className="flex items-center justify-between gap-2">
                <dt>Gestor de etiquetas {analyticsConfig.gtmId ? '' : '(sin configurar)'}</dt>
                <dd>
                  <OnOff on={providers.gtm} />
                </dd>
              </div>
              <div className="flex items-center justify-between gap-2">
                <dt>Píxel de redes sociales {analyticsConfig.metaPixelId ? '' : '(sin configurar)'}</dt>
                <dd>
                  <OnOff on={providers.pixel} />
                </dd>
              </div>
            </dl>
            <p className="text-sm">
              Analítica en esta visita: <OnOff on={enabled} />
            </p>
            <Button onClick={sendTestEvent}>
              <SendIcon aria-hidden="true" />
              Enviar evento de prueba
            </Button>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>Últimas páginas vistas</CardTitle>
            <CardDescription>
              Se registran en cada cambio de página con la ruta, la dirección completa, la página anterior y
              el título.
            </CardDescription>
          </CardHeader>
          <CardContent>
            {views.length === 0 ? (
              <p className="text-sm text-muted-foreground">
                El registro local de páginas vistas está apagado en este sitio. Se activa guardando
                «traspasa:debug-analytics» = «1» en el almacenamiento local del navegador.
              </p>
            ) : (
              <ol className="grid gap-2 text-sm">
                {views.map((view) => (
                  <li key={`${view.url}-${view.title}`} className="rounded-lg bg-muted p-2">
                    <p className="font-medium break-all">{view.path}</p>
                    <p className="text-xs text-muted-foreground">{view.title}</p>
                  </li>
                ))}
              </ol>
            )}
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <BugIcon className="size-5 text-primary" aria-hidden="true" />
              Informes de errores
            </CardTitle>
            <CardDescription>
              Los errores del navegador se envían solos al registro de errores del equipo, sin datos
              sensibles.
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-3 text-sm">
            <p role="status">
              {demoErrorSent
                ? 'Se envió el error de demostración al registro.'
                : 'A los 10 segundos de abrir esta página se envía un error de demostración al registro.'}
            </p>
            <p className="text-muted-foreground">
              Este botón provoca un fallo real al dibujar la página, para comprobar la pantalla de error
              general. Para volver, recarga la página.
            </p>
            <Button variant="destructive" onClick={() => setCrash(true)}>
              Provocar error de prueba
            </Button>
          </CardContent>
        </Card>
      </PageBody>
    </>
  );
}

import { FlagIcon, RefreshCwIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useCookieConsent } from '@/components/cookie-consent/use-cookie-consent';
import { PageBody, PageHeader } from '@/components/page/page-header';
import { EmptyState } from '@/components/page/states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { analyticsProviders } from '@/lib/analytics/analytics';
import { analyticsConfig } from '@/lib/analytics/config';
import { openCookiePreferences } from '@/lib/analytics/consent';
import { loadPosthog } from '@/lib/analytics/posthog';

type Flags = Record<string, string | boolean>;

export default function FeatureFlagsDemoPage() {
  const { consent } = useCookieConsent();
  const active = analyticsProviders().posthog;
  const [flags, setFlags] = useState<Flags | null>(null);
  const [loading, setLoading] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-read when consent changes
  useEffect(() => {
    if (!active) {
      setFlags(null);
      return;
    }
    let cancelled = false;
    setLoading(true);
    void loadPosthog().then((ph) => {
      if (!ph || cancelled) return;
      ph.onFeatureFlags((_keys, variants) => {
        if (!cancelled) {
          setFlags(variants as Flags);
          setLoading(false);
        }
      });
    });
    return () => {
      cancelled = true;
    };
  }, [active, consent]);

  const reload = () => {
    setLoading(true);
    void loadPosthog().then((ph) => ph?.reloadFeatureFlags());
  };

  const entries = Object.entries(flags ?? {});

  return (
    <>
      <title>Demostración de indicadores de funciones | Traspasa</title>
      <meta name="robots" content="noindex" />
      <PageHeader
        eyebrow="Demostración"
        title="Indicadores de funciones"
        description="Los indicadores de funciones permiten activar una novedad para una parte de los usuarios antes de lanzarla a todos. Los entrega el servicio de analítica de producto, por eso solo funcionan si está configurado y aceptaste las cookies analíticas."
      />
      <PageBody className="flex flex-col gap-5">
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span>Servicio de analítica:</span>
          <Badge variant={analyticsConfig.posthogKey ? 'secondary' : 'muted'}>
            {analyticsConfig.posthogKey ? 'Configurado' : 'Sin configurar'}
          </Badge>
          <span>Cookies analíticas:</span>
          <Badge variant={consent?.analytics ? 'success' : 'muted'}>
            {consent?.analytics ? 'Aceptadas' : 'No aceptadas'}
          </Badge>
        </div>

        {!active ? (
          <EmptyState
            icon={FlagIcon}
            title="No hay indicadores que mostrar"
            action={
              analyticsConfig.posthogKey ? (
                <Button onClick={openCookiePreferences}>Preferencias de cookies</Button>
              ) : undefined
            }
          >
            {analyticsConfig.posthogKey
              ? 'Acepta las cookies analíticas para cargar los indicadores de funciones.'
              : 'Este sitio no tiene un servicio de analítica configurado, así que todas las funciones se muestran igual para todos.'}
          </EmptyState>
        ) : (
          <section aria-labelledby="flags-title" className="rounded-xl border bg-card p-5">
            <div className="flex items-center justify-between gap-2">
              <h2 id="flags-title" className="text-lg font-semibold">
                Tus indicadores
              </h2>
              <Button variant="outline" size="sm" onClick={reload} disabled={loading}>
                <RefreshCwIcon aria-hidden="true" className={loading ? 'animate-spin' : undefined} />
                Recargar
              </Button>
            </div>
            {entries.length === 0 ? (
              <p className="mt-3 text-sm text-muted-foreground">
                {loading ? 'Cargando indicadores…' : 'No hay indicadores activos para tu cuenta.'}
              </p>
            ) : (
              <ul className="mt-3 grid gap-2">
                {entries.map(([key, value]) => (
                  <li
                    key={key}
                    className="flex items-center justify-between gap-2 rounded-lg bg-muted px-3 py-2 text-sm"
                  >
                    <code className="break-all">{key}</code>
                    <Badge variant={value ? 'success' : 'muted'}>{String(value)}</Badge>
                  </li>
                ))}
              </ul>
            )}
          </section>
        )}
      </PageBody>
    </>
  );
}

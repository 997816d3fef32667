import { EyeIcon, FileSignatureIcon, HeartIcon, MessageSquareIcon } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { useSellerStats } from '../api/seller-api';

const cards = [
  ['views', 'Visitas', EyeIcon],
  ['favorites', 'Guardados', HeartIcon],
  ['ndaRequests', 'Acuerdos solicitados', FileSignatureIcon],
  ['contacts', 'Contactos', MessageSquareIcon],
] as const;

const count = new Intl.NumberFormat('es-EC');

/** The seller dashboard's first row: every listing together over the last 30 days (issue 15). */
export function SellerSummary() {
  const stats = useSellerStats(30);
  return (
    <section aria-labelledby="seller-summary" className="grid gap-3">
      <h2 id="seller-summary" className="text-xl font-semibold">
        Tus últimos 30 días
      </h2>
      {stats.isError ? (
        <p className="rounded-lg bg-muted p-3 text-sm text-muted-foreground">
          No pudimos cargar el resumen. Las estadísticas de cada anuncio siguen disponibles abajo.
        </p>
      ) : (
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {cards.map(([key, label, Icon]) => (
            <div key={key} className="flex items-center gap-3 rounded-xl border bg-card p-4 shadow-sm">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary text-primary">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <div className="min-w-0">
                <dt className="truncate text-sm text-muted-foreground">{label}</dt>
                <dd className="figure text-2xl font-semibold">
                  {stats.data ? count.format(stats.data.totals[key]) : <Skeleton className="h-7 w-12" />}
                </dd>
              </div>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

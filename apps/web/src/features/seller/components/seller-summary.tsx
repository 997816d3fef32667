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

/** The seller dashboard's first row: every listing together over the last 30 days (decision 031). */
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
            // A <dl> may hold only <dt>/<dd> (or one <div> around them): the icon lives in the <dt>.
            <div
              key={key}
              className="relative min-w-0 rounded-xl border bg-card py-4 pr-4 pl-[4.25rem] shadow-sm"
            >
              <dt className="text-sm leading-tight text-muted-foreground">
                <span className="absolute top-1/2 left-4 flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-secondary text-primary">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                {label}
              </dt>
              <dd className="figure text-2xl font-semibold">
                {stats.data ? count.format(stats.data.totals[key]) : <Skeleton className="h-7 w-12" />}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

import type { AdminQueueCounts } from '@traspasa/shared/admin-queues';
import { countText } from '@traspasa/shared/plural';
import { useSearchParams } from 'react-router';
import { Screen } from '@/components/page/screen';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ModerationQueue } from './moderation-queue';
import { ReportsList } from './reports-list';

type Tab = 'listings' | 'reports';

/** "Anuncios, 3 pendientes", or just the label when nothing waits (or the counts are loading). */
export function tabName(label: string, count: number | undefined): string {
  if (!count) return label;
  return `${label}, ${countText(count, 'pendiente', 'pendientes')}`;
}

function TabLabel({ label, count }: { label: string; count: number | undefined }) {
  return (
    <>
      {label}
      {count !== undefined && count > 0 ? (
        <span
          aria-hidden="true"
          className="inline-flex min-w-6 items-center justify-center rounded-full bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900 tabular-nums"
        >
          {count}
        </span>
      ) : null}
    </>
  );
}

/**
 * /admin/moderation: the listings waiting for review and the reports, each tab with what waits
 * in it (`counts`: the admin queues' counts, read by the route).
 */
export function ModerationScreen({ counts }: { counts: AdminQueueCounts | undefined }) {
  const [search, setSearch] = useSearchParams();
  const tab: Tab = search.get('tab') === 'reports' ? 'reports' : 'listings';
  const select = (value: string) => {
    const next = new URLSearchParams(search);
    if (value === 'reports') next.set('tab', 'reports');
    else next.delete('tab');
    setSearch(next, { replace: true });
  };
  return (
    <Screen
      title="Moderación"
      eyebrow="Administración"
      description="Revisa los anuncios que los vendedores envían antes de publicarlos y las denuncias de los compradores. Aprueba lo que está en orden; si rechazas, explica el motivo: el vendedor lo verá para corregir su anuncio."
    >
      <Tabs value={tab} onValueChange={select}>
        <TabsList className="sm:w-fit">
          <TabsTrigger
            value="listings"
            className="sm:px-5"
            aria-label={tabName('Anuncios', counts?.listingsPending)}
          >
            <TabLabel label="Anuncios" count={counts?.listingsPending} />
          </TabsTrigger>
          <TabsTrigger
            value="reports"
            className="sm:px-5"
            aria-label={tabName('Denuncias', counts?.reportsPending)}
          >
            <TabLabel label="Denuncias" count={counts?.reportsPending} />
          </TabsTrigger>
        </TabsList>
        <TabsContent value="listings">
          <ModerationQueue counts={counts} />
        </TabsContent>
        <TabsContent value="reports">
          <ReportsList />
        </TabsContent>
      </Tabs>
    </Screen>
  );
}

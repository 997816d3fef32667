import { ArrowLeftIcon } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { PageBody, PageHeader } from '@/components/page/page-header';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { EventsTab } from './events-tab';
import { FailedEventsTab } from './failed-events-tab';
import { PaymentsSummary } from './payments-summary';
import { SubscriptionsTab } from './subscriptions-tab';
import { TransactionsTab } from './transactions-tab';
import '@/lib/zod-spanish';

const tabs = [
  { value: 'transacciones', label: 'Transacciones', Panel: TransactionsTab },
  { value: 'suscripciones', label: 'Suscripciones', Panel: SubscriptionsTab },
  { value: 'eventos', label: 'Eventos', Panel: EventsTab },
  { value: 'fallidos', label: 'Fallidos', Panel: FailedEventsTab },
] as const;
type TabValue = (typeof tabs)[number]['value'];

const isTab = (v: string | null): v is TabValue => tabs.some((t) => t.value === v);

/** `/admin/stripe`: the summary, then one tab per list; the open tab lives in `?vista=`. */
export function PaymentsAdmin() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('vista');
  const tab: TabValue = isTab(requested) ? requested : 'transacciones';
  return (
    <>
      <title>Pagos y suscripciones | Traspasa</title>
      <PageHeader
        eyebrow="Administración"
        title="Pagos y suscripciones"
        description="Transacciones, suscripciones y los avisos que envía el proveedor de pagos: cuáles se procesaron, cuáles se reintentan y cuáles fallaron."
        actions={
          <Button asChild variant="outline">
            <Link to={paths.adminDashboard.href}>
              <ArrowLeftIcon aria-hidden="true" />
              Volver a administración
            </Link>
          </Button>
        }
      />
      <PageBody className="grid gap-8">
        <section aria-labelledby="payments-summary-title" className="grid gap-3">
          <h2 id="payments-summary-title" className="sr-only">
            Resumen
          </h2>
          <PaymentsSummary />
        </section>
        <Tabs
          value={tab}
          onValueChange={(value) => {
            const next = new URLSearchParams(params);
            next.set('vista', value);
            setParams(next, { replace: true });
          }}
        >
          <TabsList className="grid grid-cols-2 gap-1 sm:flex">
            {tabs.map((t) => (
              <TabsTrigger key={t.value} value={t.value} className="min-h-11">
                {t.label}
              </TabsTrigger>
            ))}
          </TabsList>
          {tabs.map(({ value, Panel }) => (
            <TabsContent key={value} value={value}>
              <Panel />
            </TabsContent>
          ))}
        </Tabs>
      </PageBody>
    </>
  );
}

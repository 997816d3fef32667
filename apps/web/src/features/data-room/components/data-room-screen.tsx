import type { DataRoomResponse } from '@traspasa/shared/data-room';
import { ArrowLeftIcon, FolderLockIcon } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { PageBody, PageHeader } from '@/components/page/page-header';
import { EmptyState, ErrorState } from '@/components/page/states';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useQuestions } from '../api/questions';
import { useDataRoom } from '../api/room';
import { ActivityTab } from './activity-tab';
import { BuyerQuestions } from './buyer-questions';
import { BuyerRoom } from './buyer-room';
import { QuestionsInbox } from './questions-inbox';
import { RoomBuilder } from './room-builder';

const sellerTabs = ['archivos', 'actividad', 'preguntas'] as const;
const buyerTabs = ['documentos', 'preguntas'] as const;

function useTab<T extends string>(tabs: readonly T[]): [T, (tab: string) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab = tabs.find((t) => t === asked) ?? tabs[0]!;
  const setTab = (next: string) =>
    setParams(
      (prev) => {
        const p = new URLSearchParams(prev);
        if (next === tabs[0]) p.delete('tab');
        else p.set('tab', next);
        return p;
      },
      { replace: true },
    );
  return [tab, setTab];
}

/** `/sala-de-datos/:businessId`: the seller builds the room; a buyer with access reads it. */
export function DataRoomScreen({ businessId }: { businessId: number }) {
  const room = useDataRoom(businessId);
  if (room.isPending) return <PageSpinner label="Abriendo la sala de datos" />;
  if (room.isError) {
    const closed = isApiError(room.error) && room.error.status === 404;
    return (
      <>
        <title>Sala de datos | Traspasa</title>
        <PageBody>
          {closed ? (
            <EmptyState
              icon={FolderLockIcon}
              title="No tienes acceso a esta sala de datos"
              action={
                <Button asChild variant="outline">
                  <Link to={paths.businesses.href}>Ver negocios</Link>
                </Button>
              }
            >
              La sala de datos de un negocio la ven su vendedor y los compradores a quienes dio acceso a la
              parte confidencial. Si el vendedor retiró tu acceso, ya no puedes abrirla.
            </EmptyState>
          ) : (
            <ErrorState onRetry={() => void room.refetch()} />
          )}
        </PageBody>
      </>
    );
  }
  return <RoomPage room={room.data} />;
}

function RoomPage({ room }: { room: DataRoomResponse }) {
  const owner = room.role !== 'buyer';
  return (
    <>
      <title>{`Sala de datos: ${room.title} | Traspasa`}</title>
      <PageHeader
        eyebrow={`Sala de datos · ${room.reference}`}
        title={room.title}
        description={
          owner
            ? 'Organiza los documentos de la venta por carpetas, decide quién ve cada una y responde las preguntas de los compradores. Cada comprador recibe cada documento con su nombre como marca de agua.'
            : 'Los documentos que el vendedor comparte contigo para revisar el negocio, y tus preguntas sobre ellos.'
        }
        actions={
          <Button asChild variant="outline">
            <Link to={owner ? paths.sellerDashboard.href : paths.business.build(room.businessId)}>
              <ArrowLeftIcon aria-hidden="true" />
              {owner ? 'Volver al panel' : 'Volver al negocio'}
            </Link>
          </Button>
        }
      />
      <PageBody>{owner ? <SellerTabs room={room} /> : <BuyerTabs room={room} />}</PageBody>
    </>
  );
}

function OpenCount({ businessId }: { businessId: number }) {
  const questions = useQuestions(businessId);
  const open = questions.data?.openCount ?? 0;
  if (open === 0) return null;
  return (
    <span className="rounded-full bg-accent px-2 text-xs text-accent-foreground tabular-nums">
      {open}
      <span className="sr-only"> sin responder</span>
    </span>
  );
}

function SellerTabs({ room }: { room: DataRoomResponse }) {
  const [tab, setTab] = useTab(sellerTabs);
  return (
    <Tabs value={tab} onValueChange={setTab}>
      <TabsList className="h-auto flex-wrap sm:w-fit">
        <TabsTrigger value="archivos">Carpetas y archivos</TabsTrigger>
        <TabsTrigger value="actividad">Actividad en la sala de datos</TabsTrigger>
        <TabsTrigger value="preguntas">
          Preguntas
          <OpenCount businessId={room.businessId} />
        </TabsTrigger>
      </TabsList>
      <TabsContent value="archivos">
        <RoomBuilder room={room} />
      </TabsContent>
      <TabsContent value="actividad">
        <ActivityTab businessId={room.businessId} />
      </TabsContent>
      <TabsContent value="preguntas">
        <QuestionsInbox room={room} />
      </TabsContent>
    </Tabs>
  );
}

function BuyerTabs({ room }: { room: DataRoomResponse }) {
  const [tab, setTab] = useTab(buyerTabs);
  return (
    <Tabs value={tab} onValueChange={setTab}>
      <TabsList className="sm:w-fit">
        <TabsTrigger value="documentos">Documentos</TabsTrigger>
        <TabsTrigger value="preguntas">Preguntas y respuestas</TabsTrigger>
      </TabsList>
      <TabsContent value="documentos">
        <BuyerRoom room={room} />
      </TabsContent>
      <TabsContent value="preguntas">
        <BuyerQuestions room={room} />
      </TabsContent>
    </Tabs>
  );
}

import {
  ActivityIcon,
  BadgePercentIcon,
  BugIcon,
  CreditCardIcon,
  FileSignatureIcon,
  IdCardIcon,
  InboxIcon,
  PlusCircleIcon,
  StoreIcon,
} from 'lucide-react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { DashboardShell } from '@/features/dashboard/components/dashboard-shell';
import { ModerationQueue } from '@/features/moderation/components/moderation-queue';
import { ReportsList } from '@/features/moderation/components/reports-list';

export default function AdminDashboardPage() {
  return (
    <DashboardShell
      title="Administración"
      intro="Revisa anuncios, identidades, pagos y mensajes de los usuarios, y vigila la salud de la plataforma."
      sections={[
        {
          title: 'Mercado',
          links: [
            {
              to: paths.businesses.href,
              title: 'Negocios',
              text: 'Los anuncios publicados, como los ve un comprador.',
              icon: StoreIcon,
            },
            {
              to: paths.adminBusinessNew.href,
              title: 'Crear un negocio',
              text: 'Publica un anuncio en nombre de un vendedor.',
              icon: PlusCircleIcon,
            },
            {
              to: paths.ndaAudit.href,
              title: 'Auditoría de acuerdos',
              text: 'Todos los acuerdos de confidencialidad, con su evidencia y descargas.',
              icon: FileSignatureIcon,
            },
            {
              to: paths.adminIdentityVerifications.href,
              title: 'Verificaciones de identidad',
              text: 'Cédulas y selfies pendientes de revisión.',
              icon: IdCardIcon,
            },
          ],
        },
        {
          title: 'Pagos',
          links: [
            {
              to: paths.adminStripe.href,
              title: 'Pagos y suscripciones',
              text: 'Transacciones, eventos del proveedor y reintentos.',
              icon: CreditCardIcon,
            },
            {
              to: paths.adminDiscountCodes.href,
              title: 'Códigos de descuento',
              text: 'Crea, limita y desactiva códigos.',
              icon: BadgePercentIcon,
            },
          ],
        },
        {
          title: 'Usuarios y plataforma',
          links: [
            {
              to: paths.adminUserMetrics.href,
              title: 'Métricas de usuarios',
              text: 'Registros, accesos y actividad por rol.',
              icon: ActivityIcon,
            },
            {
              to: paths.adminFeedback.href,
              title: 'Comentarios',
              text: 'Mensajes de los usuarios por responder.',
              icon: InboxIcon,
            },
            {
              to: paths.adminErrors.href,
              title: 'Registro de errores',
              text: 'Errores del sitio y del servidor.',
              icon: BugIcon,
            },
          ],
        },
      ]}
    >
      <section aria-labelledby="moderation-title" className="grid gap-4">
        <h2 id="moderation-title" className="text-xl font-semibold">
          Moderación de anuncios
        </h2>
        <Tabs defaultValue="queue">
          <TabsList>
            <TabsTrigger value="queue">Anuncios</TabsTrigger>
            <TabsTrigger value="reports">Denuncias</TabsTrigger>
          </TabsList>
          <TabsContent value="queue" className="mt-4">
            <ModerationQueue />
          </TabsContent>
          <TabsContent value="reports" className="mt-4">
            <ReportsList />
          </TabsContent>
        </Tabs>
      </section>
    </DashboardShell>
  );
}

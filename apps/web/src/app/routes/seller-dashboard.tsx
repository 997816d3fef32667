import {
  BookOpenIcon,
  CalculatorIcon,
  CreditCardIcon,
  FileSignatureIcon,
  HandshakeIcon,
  IdCardIcon,
  MessageSquareIcon,
  PlusCircleIcon,
  SettingsIcon,
  StoreIcon,
  UserIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { MyRoadsSection } from '@/features/closing/components/my-roads-section';
import { DashboardShell } from '@/features/dashboard/components/dashboard-shell';
import { AccessRequestsSection } from '@/features/listing-access/components/access-requests-section';
import { ListingPipelines } from '@/features/offers/components/listing-pipelines';
import { SellerCredits } from '@/features/payments/components/seller-credits';
import { SellerListings } from '@/features/seller/components/seller-listings';
import { SellerSummary } from '@/features/seller/components/seller-summary';

export default function SellerDashboardPage() {
  return (
    <DashboardShell
      title="Panel de vendedor"
      intro="Publica tu negocio, revisa quién firmó el acuerdo de confidencialidad de tus anuncios y responde a los compradores interesados."
      sections={[
        {
          title: 'Tus anuncios',
          links: [
            {
              to: paths.sellerCreateListing.href,
              title: 'Publicar un negocio',
              text: 'El anuncio básico es gratis; un administrador lo revisa antes de publicarlo.',
              icon: PlusCircleIcon,
            },
            {
              to: paths.ndaAudit.href,
              title: 'Personas interesadas',
              text: 'Compradores que firmaron el acuerdo de confidencialidad de tus negocios, con su evidencia.',
              icon: FileSignatureIcon,
            },
            {
              to: paths.messages.href,
              title: 'Mensajes',
              text: 'Conversaciones con compradores interesados.',
              icon: MessageSquareIcon,
            },
            {
              to: paths.offers.href,
              title: 'Ofertas',
              text: 'Las ofertas que recibiste: acéptalas, contraoferta o recházalas, y firma la carta.',
              icon: HandshakeIcon,
            },
          ],
        },
        {
          title: 'Destaca y vende antes',
          links: [
            {
              to: paths.subscriptionPlans.href,
              title: 'Paquetes y planes',
              text: 'Más fotos, documentos y lugar destacado en la portada.',
              icon: CreditCardIcon,
            },
            {
              to: paths.identityVerification.href,
              title: 'Verificar mi identidad',
              text: 'Tus anuncios muestran «Vendedor verificado».',
              icon: IdCardIcon,
            },
            {
              to: paths.valuation.href,
              title: 'Calcula cuánto vale',
              text: 'Un rango de precio con el múltiplo de tu categoría y lo que piden negocios parecidos.',
              icon: CalculatorIcon,
            },
            {
              to: paths.resources.href,
              title: 'Recursos',
              text: 'Cómo preparar y valorar tu negocio para la venta.',
              icon: BookOpenIcon,
            },
          ],
        },
        {
          title: 'Tu cuenta',
          links: [
            {
              to: paths.businesses.href,
              title: 'Ver el mercado',
              text: 'Compara tu anuncio con otros.',
              icon: StoreIcon,
            },
            { to: paths.profile.href, title: 'Perfil', text: 'Tus datos y tu foto.', icon: UserIcon },
            {
              to: paths.profileSettings.href,
              title: 'Configuración',
              text: 'Notificaciones y tipo de cuenta.',
              icon: SettingsIcon,
            },
          ],
        },
      ]}
    >
      <SellerSummary />
      <AccessRequestsSection />
      <ListingPipelines />
      <MyRoadsSection side="seller" />
      <SellerCredits />
      <section aria-labelledby="my-listings" className="grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="my-listings" className="text-xl font-semibold">
            Mis anuncios
          </h2>
          <Button asChild variant="accent">
            <Link to={paths.sellerCreateListing.href}>
              <PlusCircleIcon aria-hidden="true" />
              Publicar negocio
            </Link>
          </Button>
        </div>
        <SellerListings />
      </section>
    </DashboardShell>
  );
}

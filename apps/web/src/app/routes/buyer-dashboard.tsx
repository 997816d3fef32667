import {
  BookOpenIcon,
  CreditCardIcon,
  HandshakeIcon,
  IdCardIcon,
  MessageSquareIcon,
  SearchIcon,
  SettingsIcon,
  UserIcon,
  UserRoundSearchIcon,
  UsersIcon,
} from 'lucide-react';
import { paths } from '@/config/paths';
import { ProfileCompletenessSection } from '@/features/buyer-profiles/components/profile-completeness-section';
import { MyRoadsSection } from '@/features/closing/components/my-roads-section';
import { DashboardShell } from '@/features/dashboard/components/dashboard-shell';
import { RecentlyViewed, SavedListings } from '@/features/favorites/components/buyer-sections';
import { NdaSection } from '@/features/ndas/components/my-ndas-section';
import { MyOffersSection } from '@/features/offers/components/my-offers-section';
import { SavedSearchesSection } from '@/features/saved-searches/components/saved-searches-list';

export default function BuyerDashboardPage() {
  return (
    <DashboardShell
      title="Panel de comprador"
      intro="Desde aquí buscas negocios, firmas acuerdos de confidencialidad para ver sus datos reservados y conversas con los vendedores."
      sections={[
        {
          title: 'Encuentra tu próximo negocio',
          links: [
            {
              to: paths.businesses.href,
              title: 'Buscar negocios',
              text: 'Filtra por categoría, ciudad y precio.',
              icon: SearchIcon,
            },
            {
              to: paths.messages.href,
              title: 'Mensajes',
              text: 'Tus conversaciones con vendedores.',
              icon: MessageSquareIcon,
            },
            {
              to: paths.offers.href,
              title: 'Ofertas',
              text: 'Tus ofertas, las contraofertas del vendedor y las cartas por firmar.',
              icon: HandshakeIcon,
            },
            {
              to: paths.identityVerification.href,
              title: 'Verificar mi identidad',
              text: 'Con tu cédula y una selfie, los vendedores confían más en ti.',
              icon: IdCardIcon,
            },
          ],
        },
        {
          title: 'Prepárate para comprar',
          links: [
            {
              to: paths.resources.href,
              title: 'Recursos',
              text: 'Guías para evaluar un negocio antes de comprarlo.',
              icon: BookOpenIcon,
            },
            {
              to: paths.professionals.href,
              title: 'Profesionales',
              text: 'Abogados, contadores y valuadores que te acompañan.',
              icon: UsersIcon,
            },
            {
              to: paths.subscriptionPlans.href,
              title: 'Planes',
              text: 'Funciones adicionales para compradores frecuentes.',
              icon: CreditCardIcon,
            },
          ],
        },
        {
          title: 'Tu cuenta',
          links: [
            {
              to: paths.buyerProfile.href,
              title: 'Mi perfil de comprador',
              text: 'Lo que ven los vendedores cuando pides acceso.',
              icon: UserRoundSearchIcon,
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
      <ProfileCompletenessSection />
      <SavedSearchesSection />
      <SavedListings />
      <RecentlyViewed />
      <MyOffersSection />
      <MyRoadsSection side="buyer" />
      <NdaSection />
    </DashboardShell>
  );
}

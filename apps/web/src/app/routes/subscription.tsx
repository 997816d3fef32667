import { CreditCardIcon, LayoutDashboardIcon, TagIcon } from 'lucide-react';
import { Screen } from '@/components/page/screen';
import { paths } from '@/config/paths';

export default function SubscriptionPage() {
  return (
    <Screen
      title="Mi suscripción"
      eyebrow="Tu cuenta"
      description="Tu plan actual, su estado, la fecha de la próxima renovación o de vencimiento y los paquetes de anuncios que te quedan. Desde aquí puedes cambiar de plan o cancelar la renovación automática."
      links={[
        {
          to: paths.subscriptionPlans.href,
          title: 'Cambiar de plan',
          text: 'Compara los planes disponibles.',
          icon: TagIcon,
        },
        {
          to: paths.subscribe.href,
          title: 'Suscribirme',
          text: 'Contrata un plan nuevo.',
          icon: CreditCardIcon,
        },
        {
          to: paths.dashboard.href,
          title: 'Mi panel',
          text: 'Vuelve a tu panel.',
          icon: LayoutDashboardIcon,
        },
      ]}
    />
  );
}

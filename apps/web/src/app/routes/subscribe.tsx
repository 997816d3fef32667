import { CreditCardIcon, HelpCircleIcon, TagIcon } from 'lucide-react';
import { Screen } from '@/components/page/screen';
import { paths } from '@/config/paths';

export default function SubscribePage() {
  return (
    <Screen
      title="Suscribirme"
      eyebrow="Suscripciones"
      description="Elige un plan mensual o anual para tu cuenta de comprador o vendedor, aplica un código de descuento y paga con tarjeta. La suscripción se renueva sola hasta que la canceles, y puedes cancelarla cuando quieras desde «Mi suscripción»."
      links={[
        {
          to: paths.subscriptionPlans.href,
          title: 'Planes y paquetes',
          text: 'Qué incluye cada plan.',
          icon: TagIcon,
        },
        {
          to: paths.subscription.href,
          title: 'Mi suscripción',
          text: 'Estado, renovación y cancelación.',
          icon: CreditCardIcon,
        },
        {
          to: paths.faq.href,
          title: 'Preguntas frecuentes',
          text: 'Pagos y cancelaciones.',
          icon: HelpCircleIcon,
        },
      ]}
    />
  );
}

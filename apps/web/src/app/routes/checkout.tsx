import { CreditCardIcon, HelpCircleIcon, TagIcon } from 'lucide-react';
import { Screen } from '@/components/page/screen';
import { paths } from '@/config/paths';

export default function CheckoutPage() {
  return (
    <Screen
      title="Pago"
      eyebrow="Pagar con tarjeta"
      description="Aquí confirmas el paquete o plan que elegiste, aplicas un código de descuento si tienes uno y pagas con tarjeta a través de nuestro proveedor de pagos seguro. Traspasa nunca ve ni guarda los datos de tu tarjeta; al terminar recibes el comprobante y el crédito se suma a tu cuenta."
      links={[
        {
          to: paths.subscriptionPlans.href,
          title: 'Planes y paquetes',
          text: 'Compara qué incluye cada opción.',
          icon: TagIcon,
        },
        {
          to: paths.subscription.href,
          title: 'Mi suscripción',
          text: 'Tu plan actual y su renovación.',
          icon: CreditCardIcon,
        },
        {
          to: paths.faq.href,
          title: 'Preguntas frecuentes',
          text: 'Pagos, facturas y devoluciones.',
          icon: HelpCircleIcon,
        },
      ]}
    />
  );
}

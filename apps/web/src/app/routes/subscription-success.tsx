import { CheckCircle2Icon, CreditCardIcon, LayoutDashboardIcon } from 'lucide-react';
import { Screen } from '@/components/page/screen';
import { paths } from '@/config/paths';

export default function SubscriptionSuccessPage() {
  return (
    <Screen
      title="Suscripción activada"
      heading={
        <span className="inline-flex items-center gap-3">
          <CheckCircle2Icon className="size-8 shrink-0 text-green-700" aria-hidden="true" />
          Suscripción activada
        </span>
      }
      description="Recibimos la confirmación de tu pago. Tu plan se activa en cuanto el proveedor de pagos nos lo notifica, normalmente en unos segundos; te enviamos el comprobante por correo electrónico."
      links={[
        {
          to: paths.subscription.href,
          title: 'Mi suscripción',
          text: 'Revisa tu plan y su renovación.',
          icon: CreditCardIcon,
        },
        {
          to: paths.dashboard.href,
          title: 'Mi panel',
          text: 'Empieza a usar tus nuevas funciones.',
          icon: LayoutDashboardIcon,
        },
      ]}
    />
  );
}

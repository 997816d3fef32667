import { LayoutDashboardIcon } from 'lucide-react';
import { Screen } from '@/components/page/screen';
import { paths } from '@/config/paths';

export default function AdminStripePage() {
  return (
    <Screen
      title="Pagos y suscripciones"
      eyebrow="Administración"
      description="Revisa las transacciones con tarjeta, las suscripciones activas y los eventos que envía el proveedor de pagos: cuáles se procesaron, cuáles se están reintentando y cuáles fallaron. Los eventos fallidos se pueden volver a procesar desde aquí, sin riesgo de cobrar dos veces."
      links={[
        {
          to: paths.adminDashboard.href,
          title: 'Administración',
          text: 'Vuelve al panel de administración.',
          icon: LayoutDashboardIcon,
        },
      ]}
    />
  );
}

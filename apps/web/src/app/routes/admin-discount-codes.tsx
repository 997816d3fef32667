import { LayoutDashboardIcon } from 'lucide-react';
import { Screen } from '@/components/page/screen';
import { paths } from '@/config/paths';
import { DiscountCodesList } from '@/features/discount-codes/components/discount-codes-list';

export default function AdminDiscountCodesPage() {
  return (
    <Screen
      title="Códigos de descuento"
      eyebrow="Administración"
      description="Crea códigos de descuento por porcentaje o monto fijo, limita cuántas veces se pueden usar, para qué plan valen y hasta cuándo, y desactívalos en cualquier momento. Cada uso se aparta cuando alguien va a pagar y se devuelve si el pago no se completa, así que un código nunca supera su máximo."
      links={[
        {
          to: paths.adminDashboard.href,
          title: 'Administración',
          text: 'Vuelve al panel de administración.',
          icon: LayoutDashboardIcon,
        },
      ]}
    >
      <DiscountCodesList />
    </Screen>
  );
}

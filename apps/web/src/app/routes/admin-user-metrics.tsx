import { LayoutDashboardIcon } from 'lucide-react';
import { Screen } from '@/components/page/screen';
import { paths } from '@/config/paths';

export default function AdminUserMetricsPage() {
  return (
    <Screen
      title="Métricas de usuarios"
      eyebrow="Administración"
      description="Registros nuevos, inicios de sesión y actividad por rol (compradores, vendedores y consultores) a lo largo del tiempo, para entender cómo crece el mercado."
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

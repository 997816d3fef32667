import { LayoutDashboardIcon } from 'lucide-react';
import { Screen } from '@/components/page/screen';
import { paths } from '@/config/paths';

export default function AdminIdentityVerificationsPage() {
  return (
    <Screen
      title="Verificaciones de identidad"
      eyebrow="Administración"
      description="Las solicitudes de verificación con las fotos de la cédula y la selfie de cada usuario. Apruébalas o recházalas indicando el motivo; cada consulta de una imagen queda registrada y las imágenes se eliminan al terminar el periodo de conservación."
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

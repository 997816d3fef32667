import { LayoutDashboardIcon } from 'lucide-react';
import { Screen } from '@/components/page/screen';
import { paths } from '@/config/paths';

export default function Page() {
  return (
    <Screen
      title="Registro de auditoría"
      eyebrow="Administración"
      description="Registro de auditoría"
      links={[
        {
          to: paths.adminDashboard.href,
          title: 'Administración',
          text: 'Vuelve al panel.',
          icon: LayoutDashboardIcon,
        },
      ]}
    />
  );
}

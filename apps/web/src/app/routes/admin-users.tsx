import { LayoutDashboardIcon } from 'lucide-react';
import { Screen } from '@/components/page/screen';
import { paths } from '@/config/paths';

export default function Page() {
  return (
    <Screen
      title="Usuarios"
      eyebrow="Administración"
      description="Usuarios"
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

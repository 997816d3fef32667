import { LayoutDashboardIcon } from 'lucide-react';
import { Screen } from '@/components/page/screen';
import { paths } from '@/config/paths';

export default function AdminErrorsPage() {
  return (
    <Screen
      title="Registro de errores"
      eyebrow="Administración"
      description="Los errores que informan el sitio web y el servidor, con su mensaje, la página donde ocurrieron y el navegador. Márcalos como resueltos cuando se corrijan. Para comprobar que el registro funciona, abre la página de demostración de analítica: envía un error de prueba a los 10 segundos."
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

import { LayoutDashboardIcon } from 'lucide-react';
import { Screen } from '@/components/page/screen';
import { paths } from '@/config/paths';

export default function AdminFeedbackPage() {
  return (
    <Screen
      title="Comentarios de usuarios"
      eyebrow="Administración"
      description="Los mensajes que envían los usuarios desde el formulario de contacto, ordenados por prioridad. Respóndelos, márcalos como resueltos o descártalos; la respuesta le llega al usuario por correo electrónico."
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

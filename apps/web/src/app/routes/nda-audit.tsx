import { LayoutDashboardIcon, MessageSquareIcon, StoreIcon } from 'lucide-react';
import { Screen } from '@/components/page/screen';
import { paths } from '@/config/paths';

export default function NdaAuditPage() {
  return (
    <Screen
      title="Auditoría de acuerdos de confidencialidad"
      eyebrow="Acuerdos (NDA)"
      description="Los vendedores ven aquí los acuerdos firmados sobre sus negocios y los administradores, todos: quién firmó, cuándo, qué versión del documento, desde qué dirección IP y navegador, y cada descarga de documentos confidenciales, con el certificado de evidencia en PDF."
      links={[
        {
          to: paths.dashboard.href,
          title: 'Mi panel',
          text: 'Vuelve a tu panel.',
          icon: LayoutDashboardIcon,
        },
        {
          to: paths.messages.href,
          title: 'Mensajes',
          text: 'Escribe a quienes firmaron el acuerdo de tus negocios.',
          icon: MessageSquareIcon,
        },
        { to: paths.businesses.href, title: 'Negocios', text: 'El mercado público.', icon: StoreIcon },
      ]}
    />
  );
}

import { FileSignatureIcon, SearchIcon, UsersIcon } from 'lucide-react';
import { useParams } from 'react-router';
import { Screen } from '@/components/page/screen';
import { paths } from '@/config/paths';

export default function MessagesPage() {
  const { userId } = useParams();
  return (
    <Screen
      title={userId ? 'Conversación' : 'Mensajes'}
      eyebrow="Mensajes"
      description="Tus conversaciones con compradores, vendedores y profesionales, en tiempo real y con aviso de lectura. Un comprador puede escribir al vendedor de un negocio después de firmar su acuerdo de confidencialidad; a los profesionales del directorio puede escribirles cualquier usuario."
      links={[
        {
          to: paths.businesses.href,
          title: 'Buscar negocios',
          text: 'Firma el acuerdo de un negocio para contactar al vendedor.',
          icon: SearchIcon,
        },
        {
          to: paths.professionals.href,
          title: 'Profesionales',
          text: 'Escribe a un abogado, contador o valuador.',
          icon: UsersIcon,
        },
        {
          to: paths.ndaAudit.href,
          title: 'Acuerdos firmados',
          text: 'Para vendedores: quién firmó el acuerdo de tus negocios.',
          icon: FileSignatureIcon,
        },
      ]}
    />
  );
}

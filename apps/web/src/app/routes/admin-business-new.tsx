import { LayoutDashboardIcon, StoreIcon } from 'lucide-react';
import { Screen } from '@/components/page/screen';
import { paths } from '@/config/paths';

export default function AdminBusinessNewPage() {
  return (
    <Screen
      title="Crear negocio"
      eyebrow="Administración"
      description="Crea un anuncio en nombre de un vendedor registrado, por ejemplo cuando lo acompañas por teléfono. Eliges el vendedor, completas los datos públicos y confidenciales y lo publicas directamente o lo dejas como borrador."
      links={[
        {
          to: paths.adminDashboard.href,
          title: 'Administración',
          text: 'Vuelve al panel.',
          icon: LayoutDashboardIcon,
        },
        { to: paths.businesses.href, title: 'Negocios', text: 'Los anuncios publicados.', icon: StoreIcon },
      ]}
    />
  );
}

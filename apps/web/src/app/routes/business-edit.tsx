import { LayoutDashboardIcon, StoreIcon } from 'lucide-react';
import { useParams } from 'react-router';
import { Screen } from '@/components/page/screen';
import { paths } from '@/config/paths';

/** /business/edit/:id — any signed-in user reaches it; the server decides who may edit (decision 020). */
export default function BusinessEditPage() {
  const { id = '' } = useParams();
  return (
    <Screen
      title="Editar negocio"
      eyebrow="Anuncio"
      description="Edita los datos, las fotos y la información confidencial de un negocio. Solo su vendedor y los administradores pueden guardar cambios; los cambios en datos públicos de un anuncio aprobado pasan de nuevo por revisión."
      links={[
        {
          to: paths.business.build(id),
          title: 'Ver el anuncio',
          text: 'Cómo lo ven los compradores.',
          icon: StoreIcon,
        },
        {
          to: paths.dashboard.href,
          title: 'Mi panel',
          text: 'Vuelve a tu panel.',
          icon: LayoutDashboardIcon,
        },
      ]}
    />
  );
}

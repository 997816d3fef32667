import { LayoutDashboardIcon, ShieldCheckIcon, TagIcon } from 'lucide-react';
import { useParams } from 'react-router';
import { Screen } from '@/components/page/screen';
import { paths } from '@/config/paths';

/** /seller/create-listing(/:id), /seller/create-listing-fixed, /seller/edit-listing/:id, /seller/edit-business/:id */
export default function SellerListingFormPage() {
  const { id } = useParams();
  const editing = Boolean(id);
  return (
    <Screen
      title={editing ? 'Editar anuncio' : 'Nuevo anuncio'}
      eyebrow="Panel de vendedor"
      description={
        editing
          ? 'Cambia los datos, las fotos o la información confidencial de tu anuncio. Si ya estaba publicado y cambias un dato público, vuelve a revisión antes de mostrarse con los cambios; mientras tanto, los compradores siguen viendo la versión aprobada.'
          : 'Completa tu anuncio paso a paso: datos públicos (título, categoría, ciudad, precio y cifras anuales), descripción, fotos e información confidencial. Puedes guardarlo como borrador y enviarlo a revisión cuando esté listo.'
      }
      links={[
        {
          to: paths.sellerDashboard.href,
          title: 'Panel de vendedor',
          text: 'Tus anuncios y su estado de revisión.',
          icon: LayoutDashboardIcon,
        },
        {
          to: paths.subscriptionPlans.href,
          title: 'Paquetes',
          text: 'Más fotos, documentos y lugar destacado.',
          icon: TagIcon,
        },
        {
          to: paths.ndaAudit.href,
          title: 'Acuerdos firmados',
          text: 'Quién firmó el acuerdo de tus negocios.',
          icon: ShieldCheckIcon,
        },
      ]}
    />
  );
}

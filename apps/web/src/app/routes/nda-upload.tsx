import { FileSignatureIcon, ShieldCheckIcon, StoreIcon } from 'lucide-react';
import { useParams } from 'react-router';
import { Screen } from '@/components/page/screen';
import { paths } from '@/config/paths';

export default function NdaUploadPage() {
  const { businessId = '' } = useParams();
  return (
    <Screen
      title="Subir acuerdo firmado"
      eyebrow="Firma física del acuerdo"
      description="Algunos vendedores piden una firma reforzada. Si elegiste firmar en papel, descarga el acuerdo en PDF, fírmalo y sube aquí el documento escaneado junto con las fotos de tu cédula por ambos lados (JPEG, PNG o PDF). El vendedor o un administrador lo revisa antes de la fecha límite y te avisamos del resultado."
      links={[
        {
          to: paths.ndaStatus.build(businessId),
          title: 'Estado de mi acuerdo',
          text: 'Fecha límite y resultado de la revisión.',
          icon: ShieldCheckIcon,
        },
        {
          to: paths.ndaSignature.build(businessId),
          title: 'Volver a la firma',
          text: 'Revisa el texto del acuerdo.',
          icon: FileSignatureIcon,
        },
        {
          to: paths.business.build(businessId),
          title: 'Ficha del negocio',
          text: 'Datos públicos del anuncio.',
          icon: StoreIcon,
        },
      ]}
    />
  );
}

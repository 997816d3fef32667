import { FileSignatureIcon, MessageSquareIcon, StoreIcon, UploadIcon } from 'lucide-react';
import { useParams } from 'react-router';
import { Screen } from '@/components/page/screen';
import { paths } from '@/config/paths';

export default function NdaStatusPage() {
  const { businessId = '' } = useParams();
  return (
    <Screen
      title="Estado del acuerdo de confidencialidad"
      eyebrow="Acuerdo de confidencialidad (NDA)"
      description="Aquí ves en qué punto está tu acuerdo para este negocio: firmado, pendiente de una firma reforzada (electrónica o con documento físico) o rechazado, con la fecha límite para completarlo y el certificado de evidencia cuando ya está firmado."
      links={[
        {
          to: paths.business.build(businessId),
          title: 'Ficha del negocio',
          text: 'Con el acuerdo firmado verás la sección confidencial.',
          icon: StoreIcon,
        },
        {
          to: paths.ndaUpload.build(businessId),
          title: 'Subir documento firmado',
          text: 'Si el vendedor pide firma física, sube aquí el acuerdo escaneado y tu cédula.',
          icon: UploadIcon,
        },
        {
          to: paths.ndaSignature.build(businessId),
          title: 'Firmar el acuerdo',
          text: 'Si aún no lo has firmado, empieza aquí.',
          icon: FileSignatureIcon,
        },
        {
          to: paths.messages.href,
          title: 'Mensajes',
          text: 'Con el acuerdo firmado puedes escribir al vendedor.',
          icon: MessageSquareIcon,
        },
      ]}
    />
  );
}

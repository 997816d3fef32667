import { ArrowLeftIcon, FileSignatureIcon, HelpCircleIcon, ShieldCheckIcon } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Screen } from '@/components/page/screen';
import { Button } from '@/components/ui/button';
import { paths, safeRedirectTarget } from '@/config/paths';

export default function NdaSignaturePage() {
  const { businessId = '', returnUrl } = useParams();
  const back = safeRedirectTarget(
    // React Router has already decoded the parameter; decoding again would throw on "%".
    returnUrl ?? null,
    paths.business.build(businessId),
  );
  return (
    <Screen
      title="Firmar acuerdo de confidencialidad"
      eyebrow="Acuerdo de confidencialidad (NDA)"
      description="Para ver el nombre, la dirección, las finanzas y los documentos de este negocio, aceptas un acuerdo de confidencialidad con el vendedor. Lees el texto completo, escribes tu nombre y confirmas; Traspasa guarda la evidencia de la firma (fecha, hora, versión del documento y navegador) y te entrega un certificado."
      actions={
        <Button asChild variant="outline">
          <Link to={back}>
            <ArrowLeftIcon aria-hidden="true" />
            Volver al negocio
          </Link>
        </Button>
      }
      links={[
        {
          to: paths.ndaStatus.build(businessId),
          title: 'Estado de mi acuerdo',
          text: 'Consulta si tu acuerdo para este negocio ya está firmado o en revisión.',
          icon: ShieldCheckIcon,
        },
        {
          to: paths.business.build(businessId),
          title: 'Ficha del negocio',
          text: 'Revisa de nuevo los datos públicos antes de firmar.',
          icon: FileSignatureIcon,
        },
        {
          to: paths.faq.href,
          title: 'Preguntas frecuentes',
          text: 'Qué compromete el acuerdo y qué datos guardamos.',
          icon: HelpCircleIcon,
        },
      ]}
    />
  );
}

import type { Nda } from '@traspasa/shared/ndas';
import { CheckCircle2Icon, ClockIcon, FileSignatureIcon, ShieldCheckIcon, XCircleIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { Screen } from '@/components/page/screen';
import { EmptyState } from '@/components/page/states';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { toast } from '@/hooks/use-toast';
import { businessHref } from '@/lib/listings/images';
import { useUser } from '@/lib/session';
import { useBusinessNda } from '../api/get-business-nda';
import { ndaNextStep } from '../lib/next-step';
import { ElectronicSignatureCard } from './electronic-signature-card';
import { NdaBusinessLine } from './nda-business-line';
import { NdaDeadline } from './nda-deadline';
import { NdaNextActions } from './nda-next-actions';
import { NdaRejectionNotes } from './nda-notes';
import { NdaLoadError, NdaScreenSkeleton } from './nda-screen-states';
import { NdaSignInPrompt } from './nda-sign-in-prompt';
import { NdaStatusBadge } from './nda-status-badge';
import { PhysicalSignatureCard } from './physical-signature-card';

function StatusLinks({ nda }: { nda: Nda }) {
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:justify-center">
      <NdaNextActions nda={nda} showStatusLink />
    </div>
  );
}

export function NdaUploadScreen() {
  const { businessId = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const session = useUser();
  const user = session.data;
  const query = useBusinessNda(businessId, Boolean(user));
  const justSigned = Boolean((location.state as { justSigned?: boolean } | null)?.justSigned);

  const onElectronicSigned = (nda: Nda) => {
    toast({
      title: 'Acuerdo firmado',
      description: 'Tu firma electrónica quedó registrada. Ya puedes ver la información confidencial.',
    });
    navigate(businessHref(nda.business), { replace: true });
  };

  let body: ReactNode;
  if (session.isPending) body = <NdaScreenSkeleton />;
  else if (!user) {
    // A public route; the enhanced signature completes the signer's own NDA (decision 065).
    body = (
      <NdaSignInPrompt
        title="Inicia sesión para completar la firma"
        extraAction={
          <Button asChild variant="ghost" size="lg">
            <Link to={paths.ndaSignature.build(businessId)}>Ver el acuerdo</Link>
          </Button>
        }
      >
        La firma reforzada completa el acuerdo que aceptaste con tu cuenta. Inicia sesión y volverás aquí para
        firmar con el código que te enviamos por correo o subir el acuerdo firmado en papel con tu cédula.
      </NdaSignInPrompt>
    );
  } else if (query.isPending) body = <NdaScreenSkeleton />;
  else if (query.isError) body = <NdaLoadError error={query.error} onRetry={() => void query.refetch()} />;
  else if (!query.data) {
    body = (
      <EmptyState
        icon={FileSignatureIcon}
        title="Primero acepta el acuerdo"
        action={
          <Button asChild variant="accent">
            <Link to={paths.ndaSignature.build(businessId)}>Firmar acuerdo de confidencialidad</Link>
          </Button>
        }
      >
        La firma reforzada viene después de aceptar el texto del acuerdo. Empieza por ahí.
      </EmptyState>
    );
  } else {
    const nda = query.data;
    const step = ndaNextStep(nda);
    if (step === 'signed') {
      body = (
        <EmptyState
          icon={CheckCircle2Icon}
          title="Tu acuerdo ya está firmado"
          action={<StatusLinks nda={nda} />}
        >
          No tienes nada pendiente: ya puedes ver la información confidencial de este negocio.
        </EmptyState>
      );
    } else if (step === 'in_review') {
      body = (
        <EmptyState
          icon={ClockIcon}
          title="Tus documentos están en revisión"
          action={<StatusLinks nda={nda} />}
        >
          Recibimos el acuerdo firmado y tu cédula. El vendedor o un administrador los revisará y te
          avisaremos por correo del resultado. Si los rechaza y permite volver a subirlos, podrás hacerlo
          desde aquí.
        </EmptyState>
      );
    } else if (step === 'closed') {
      body = (
        <div className="grid gap-4">
          <EmptyState
            icon={XCircleIcon}
            title="Este acuerdo ya no admite la firma reforzada"
            action={<StatusLinks nda={nda} />}
          >
            {nda.status === 'rejected'
              ? 'Fue rechazado y no se permite volver a subir documentos.'
              : 'El plazo para completar la firma reforzada venció.'}
          </EmptyState>
          <NdaRejectionNotes nda={nda} />
        </div>
      );
    } else {
      body = (
        <div className="grid gap-6">
          {justSigned ? (
            <p
              role="status"
              className="flex gap-2 rounded-xl border border-green-200 bg-green-50 p-4 text-sm leading-6 text-green-950"
            >
              <CheckCircle2Icon className="mt-0.5 size-5 shrink-0 text-green-800" aria-hidden="true" />
              <span>
                <strong>Aceptaste el acuerdo.</strong> Este vendedor pide además una firma reforzada antes de
                mostrar su información confidencial. Elige una de las dos formas de abajo.
              </span>
            </p>
          ) : null}
          <section
            aria-label="Tu acuerdo"
            className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center sm:p-5"
          >
            <NdaBusinessLine business={nda.business} />
            <div className="flex items-center gap-3 sm:justify-end">
              <NdaStatusBadge status={nda.status} />
              <Link
                to={paths.ndaStatus.build(nda.businessId)}
                className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-primary hover:underline"
              >
                <ShieldCheckIcon className="size-4" aria-hidden="true" />
                Ver estado
              </Link>
            </div>
            {nda.uploadDeadline ? (
              <NdaDeadline deadline={nda.uploadDeadline} className="sm:col-span-2" />
            ) : null}
            {nda.status === 'rejected' ? (
              <div className="sm:col-span-2">
                <NdaRejectionNotes nda={nda} />
              </div>
            ) : null}
          </section>
          {step === 'reupload' ? (
            // After a rejected upload only a new upload is possible (the server refuses the electronic way).
            <div className="max-w-2xl">
              <PhysicalSignatureCard nda={nda} />
            </div>
          ) : (
            <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
              <ElectronicSignatureCard
                nda={nda}
                signerName={nda.firmadoPor ?? user?.fullName ?? ''}
                onSigned={onElectronicSigned}
              />
              <PhysicalSignatureCard nda={nda} />
            </div>
          )}
        </div>
      );
    }
  }

  return (
    <Screen
      title="Completar la firma reforzada"
      eyebrow="Acuerdo de confidencialidad"
      description="Este vendedor pide una firma reforzada además de la aceptación en línea. Firma electrónicamente con un código que te enviamos por correo, o en papel: descarga el acuerdo, fírmalo y sube el escaneo con tu cédula."
    >
      {body}
    </Screen>
  );
}

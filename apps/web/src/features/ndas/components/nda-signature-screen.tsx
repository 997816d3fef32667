import type { Nda } from '@traspasa/shared/ndas';
import {
  ArrowLeftIcon,
  LayoutDashboardIcon,
  LockOpenIcon,
  ShieldCheckIcon,
  StoreIcon,
  UserCheckIcon,
} from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Screen } from '@/components/page/screen';
import { EmptyState } from '@/components/page/states';
import { Button } from '@/components/ui/button';
import { paths, safeRedirectTarget } from '@/config/paths';
import { toast } from '@/hooks/use-toast';
import { useVerifiedBuyerGate } from '@/hooks/use-verified-buyer-gate';
import { useBusiness } from '@/lib/listings/get-business';
import { businessHref } from '@/lib/listings/images';
import { useUser } from '@/lib/session';
import { useActiveNdaDocument } from '../api/get-active-nda-document';
import { useBusinessNda } from '../api/get-business-nda';
import { sha256Hex } from '../lib/hash';
import { BusinessSummaryCard, BusinessSummarySkeleton } from './business-summary-card';
import { EnhancedSignatureNote } from './enhanced-signature-note';
import { type HashCheck, NdaDocumentBox } from './nda-document-box';
import { NdaRejectionNotes } from './nda-notes';
import { NdaLoadError, NdaScreenSkeleton } from './nda-screen-states';
import { NdaSignForm } from './nda-sign-form';
import { NdaSignInPrompt } from './nda-sign-in-prompt';
import { NdaStateCard } from './nda-state-card';
import { VerifiedBuyersOnlyNote, VerifyToSignAction } from './verified-buyer-notice';

/** Hashes the text on screen in the browser and compares it with the server's hash. */
function useHashCheck(content: string | undefined, expected: string | undefined) {
  const [state, setState] = useState<{ check: HashCheck; hash: string | null }>({
    check: 'checking',
    hash: null,
  });
  useEffect(() => {
    if (content === undefined || !expected) return;
    let cancelled = false;
    setState({ check: 'checking', hash: null });
    sha256Hex(content)
      .then((hash) => {
        if (cancelled) return;
        if (hash === null) setState({ check: 'unavailable', hash: expected });
        else if (hash === expected.toLowerCase()) setState({ check: 'match', hash });
        else setState({ check: 'mismatch', hash: null });
      })
      .catch(() => {
        if (!cancelled) setState({ check: 'unavailable', hash: expected });
      });
    return () => {
      cancelled = true;
    };
  }, [content, expected]);
  return state;
}

const unlocks = [
  'Nombre comercial, razón social y RUC',
  'Dirección exacta',
  'Finanzas detalladas y contratos',
  'Documentos del vendedor y mensajes',
];

/** On a listing whose seller approves each buyer (decision 062): what signing does there. */
function ApprovalNote() {
  return (
    <p className="flex gap-2 rounded-lg border border-primary/20 bg-primary-soft p-3 text-sm leading-6">
      <UserCheckIcon className="mt-1 size-4 shrink-0 text-primary" aria-hidden="true" />
      <span>
        <strong className="font-semibold">El vendedor aprueba cada solicitud.</strong> Al firmar le envías una
        solicitud de acceso con tu perfil de comprador; verás la información confidencial y podrás escribirle
        cuando la apruebe. Te avisaremos por correo.
      </span>
    </p>
  );
}

/**
 * Reading and signing a listing's agreement. `unlockedState` is the navigation state the
 * listing opens its confidential part with (its «Desbloqueado» banner).
 */
export function NdaSignatureScreen({ unlockedState }: { unlockedState: unknown }) {
  const { businessId = '', returnUrl } = useParams();
  const navigate = useNavigate();
  const session = useUser();
  const user = session.data;
  const business = useBusiness(businessId);
  // Verified buyers only (decision 100): an unverified buyer is sent to verify, not to a 403.
  const { gate, identity } = useVerifiedBuyerGate(business.data?.requireVerifiedBuyer);
  // A public screen (decision 065): an anonymous visitor reads the agreement; only a session has an NDA.
  const existing = useBusinessNda(businessId, Boolean(user));
  const document = useActiveNdaDocument();
  const hash = useHashCheck(document.data?.content, document.data?.documentHash);

  const listing = business.data ? businessHref(business.data) : paths.business.build(businessId);
  // React Router has already decoded the parameter; decoding again would throw on "%".
  const back = safeRedirectTarget(returnUrl ?? null, listing);

  const approval = business.data?.accessMode === 'approval';
  const onSigned = (nda: Nda) => {
    if (nda.status === 'signed' && approval) {
      // The seller approves each buyer (decision 062): the listing shows the request's state.
      toast({
        title: 'Acuerdo firmado y solicitud enviada',
        description:
          'Le avisamos al vendedor. Verás la información confidencial cuando apruebe tu solicitud.',
      });
      navigate(back, { replace: true });
    } else if (nda.status === 'signed') {
      // Back on the listing, its «Desbloqueado» banner says it on the confidential section
      // (decision 135); elsewhere (e.g. the messages screen) a toast does.
      if (!/^\/(buyer\/)?businesses\/[^/?#]+/.test(back)) {
        toast({
          title: 'Acuerdo firmado',
          description: 'Ya puedes ver la información confidencial de este negocio.',
        });
      }
      navigate(back, { replace: true, state: unlockedState });
    } else if (nda.status === 'pending') {
      navigate(paths.ndaUpload.build(nda.businessId), { replace: true, state: { justSigned: true } });
    }
  };

  const enhanced = Boolean(business.data?.requiresEnhancedSignature);
  let body: ReactNode;
  if (session.isPending || business.isPending || (user && existing.isPending)) {
    body = <NdaScreenSkeleton />;
  } else if (business.isError) {
    body = <NdaLoadError error={business.error} onRetry={() => void business.refetch()} what="el negocio" />;
  } else if (user && existing.isError) {
    body = <NdaLoadError error={existing.error} onRetry={() => void existing.refetch()} />;
  } else if (existing.data && !existing.data.canSignAgain) {
    body = <NdaStateCard nda={existing.data} />;
  } else if (user && business.data.sellerId === user.id) {
    body = (
      <EmptyState
        icon={LayoutDashboardIcon}
        title="Este negocio es tuyo"
        action={
          <>
            <Button asChild>
              <Link to={paths.ndaAudit.href}>Ver quién firmó el acuerdo</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={listing}>Ver el anuncio</Link>
            </Button>
          </>
        }
      >
        Como vendedor ya ves toda la información de tu anuncio. Los compradores firman este acuerdo contigo;
        puedes revisar sus firmas y su evidencia en la auditoría de acuerdos.
      </EmptyState>
    );
  } else if (business.data.status === 'sold') {
    body = (
      <EmptyState
        icon={StoreIcon}
        title="Este negocio ya se vendió"
        action={
          <Button asChild>
            <Link to={paths.businesses.href}>Ver otros negocios</Link>
          </Button>
        }
      >
        Ya no admite nuevos acuerdos de confidencialidad. Mira otros negocios parecidos en la lista.
      </EmptyState>
    );
  } else if (user && gate === 'verify' && identity.checking) {
    body = <NdaScreenSkeleton />;
  } else if (user && gate === 'verify' && identity.state.kind !== 'verified') {
    body = (
      <EmptyState
        icon={ShieldCheckIcon}
        title="Este vendedor pide compradores con identidad verificada"
        action={<VerifyToSignAction state={identity.state} />}
      >
        Solo firma el acuerdo de confidencialidad con compradores que verificaron su identidad en Traspasa.
        Verifícala con tu documento y una selfie; cuando un administrador la apruebe, vuelve aquí para firmar.
      </EmptyState>
    );
  } else if (document.isPending) {
    body = <NdaScreenSkeleton label="Cargando el texto del acuerdo…" />;
  } else if (document.isError) {
    body = (
      <NdaLoadError
        error={document.error}
        onRetry={() => void document.refetch()}
        what="el texto del acuerdo"
      />
    );
  } else if (!user) {
    body = (
      <>
        {gate === 'anonymous' ? <VerifiedBuyersOnlyNote gate={gate} /> : null}
        {enhanced ? <EnhancedSignatureNote /> : null}
        <NdaDocumentBox document={document.data} hashCheck={hash.check} />
        <NdaSignInPrompt title="Inicia sesión para firmar">
          Firmar el acuerdo necesita una cuenta de Traspasa: así queda a tu nombre, con su evidencia y su
          certificado. Inicia sesión o crea tu cuenta gratis y volverás aquí para firmarlo.
        </NdaSignInPrompt>
      </>
    );
  } else {
    body = (
      <>
        {existing.data ? <NdaRejectionNotes nda={existing.data} /> : null}
        {gate === 'verified' ? <VerifiedBuyersOnlyNote gate={gate} /> : null}
        {enhanced ? <EnhancedSignatureNote /> : null}
        {approval ? <ApprovalNote /> : null}
        <NdaDocumentBox document={document.data} hashCheck={hash.check} />
        <NdaSignForm
          askAccessMessage={approval}
          businessId={business.data.id}
          document={document.data}
          documentHash={hash.hash}
          defaultName={user.fullName ?? ''}
          blocked={hash.check === 'mismatch'}
          onSigned={onSigned}
        />
      </>
    );
  }

  return (
    <Screen
      title="Firmar acuerdo de confidencialidad"
      eyebrow="Acuerdo de confidencialidad"
      description={
        approval
          ? 'Lee el acuerdo, confirma que lo aceptas y escribe tu nombre. Al firmarlo le envías al vendedor una solicitud de acceso; cuando la apruebe verás el nombre, la dirección, las finanzas y los documentos de este negocio, y podrás escribirle.'
          : 'Lee el acuerdo, confirma que lo aceptas y escribe tu nombre. Al firmarlo verás el nombre, la dirección, las finanzas y los documentos de este negocio, y podrás escribirle al vendedor.'
      }
      actions={
        <Button asChild variant="outline">
          <Link to={back}>
            <ArrowLeftIcon aria-hidden="true" />
            Volver al negocio
          </Link>
        </Button>
      }
    >
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start lg:gap-10">
        <aside className="grid gap-4 lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1" aria-label="Resumen">
          {business.isPending ? (
            <BusinessSummarySkeleton />
          ) : business.data ? (
            <BusinessSummaryCard business={business.data} />
          ) : null}
          <div className="hidden rounded-xl border bg-primary-soft p-4 text-sm lg:block">
            <p className="flex items-center gap-2 font-semibold">
              <LockOpenIcon className="size-4 text-primary" aria-hidden="true" />
              Al firmar desbloqueas
            </p>
            <ul className="mt-2 grid gap-1.5 pl-6 text-muted-foreground [list-style:disc]">
              {unlocks.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        </aside>
        <div className="grid min-w-0 gap-6 lg:col-start-1 lg:row-start-1">{body}</div>
      </div>
    </Screen>
  );
}

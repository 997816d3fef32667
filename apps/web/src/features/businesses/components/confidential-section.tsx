import type { ConfidentialFields } from '@traspasa/shared/businesses';
import { RESERVED_NO_NEW_NDAS } from '@traspasa/shared/reservations';
import { FileTextIcon, FolderLockIcon, LockIcon, ShieldCheckIcon } from 'lucide-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { normaliseDocuments } from '@/lib/listing-documents';
import type { BusinessDetail } from '@/lib/listings/types';

const isEcuador = (country: string | null | undefined) => (country ?? '').trim().toLowerCase() === 'ecuador';

/** The structured confidential fields (decision 130) that have a value, in reading order. */
export function confidentialRows(
  business: Pick<BusinessDetail, 'country'> & Partial<ConfidentialFields>,
): Array<{ label: string; value: string }> {
  const rows: Array<[string, string | null | undefined]> = [
    ['Nombre comercial', business.tradeName],
    [isEcuador(business.country) ? 'RUC' : 'Identificación tributaria', business.taxId],
    ['Dirección exacta', business.exactAddress],
    ['Arrendador y condiciones del arriendo', business.leaseTerms],
  ];
  return rows
    .filter((r): r is [string, string] => Boolean(r[1]?.trim()))
    .map(([label, value]) => ({ label, value }));
}

/**
 * The agreement's pieces of the confidential part, which the NDA feature owns: the route
 * (app/) passes them in through the listing screen, so this feature imports none of them.
 */
export type ConfidentialNdaParts = {
  /** «Firmar acuerdo de confidencialidad», or the way to verify first when the seller asks for it. */
  SignNda: ComponentType<{
    businessId: number;
    requireVerifiedBuyer: boolean | null | undefined;
    size?: 'default' | 'lg';
    className?: string;
    buttonClassName?: string;
  }>;
  /** Where a buyer's pending or rejected agreement stands. */
  NdaNotice: ComponentType<{ businessId: number }>;
  /** The signed agreement, for a buyer who signed it. */
  SignedNdaLine: ComponentType<{ businessId: number }>;
  /** What the enhanced signature asks for, on a listing that requires it. */
  EnhancedSignatureNote: ComponentType<{ className?: string }>;
  /** Before signing: what the seller requires and what happens next (decision 062). */
  AccessRequirements: ComponentType<{ businessId: number; className?: string }>;
  /** Signed but still closed: where the buyer's access request stands (decision 062). */
  AccessNotice: ComponentType<{ businessId: number; className?: string }>;
};

/**
 * The confidential part of a listing. Shown only when the server sent it (seller,
 * admin, or a buyer whose NDA is signed); otherwise it explains how to unlock it.
 */
export function ConfidentialSection({
  business,
  parts: { SignNda, NdaNotice, SignedNdaLine, EnhancedSignatureNote, AccessRequirements, AccessNotice },
}: {
  business: BusinessDetail & Partial<ConfidentialFields>;
  parts: ConfidentialNdaParts;
}) {
  const access = business.access ?? {};
  const unlocked = Boolean(access.canViewConfidential);
  const sold = business.status === 'sold';
  const documents = normaliseDocuments(business.id, business.documents);
  const rows = confidentialRows(business);
  const other = business.confidentialInfo?.trim();

  if (unlocked) {
    return (
      <section
        aria-labelledby="confidential-title"
        className="rounded-xl border border-green-200 bg-green-50/60 p-5 sm:p-6"
      >
        <h2 id="confidential-title" className="flex items-center gap-2 text-lg font-semibold">
          <ShieldCheckIcon className="size-5 text-green-800" aria-hidden="true" />
          Información confidencial
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          {access.ndaStatus === 'signed'
            ? business.accessMode === 'approval'
              ? 'Puedes ver esta sección porque firmaste el acuerdo de confidencialidad y el vendedor aprobó tu solicitud. No la compartas con terceros.'
              : 'Puedes ver esta sección porque tienes un acuerdo de confidencialidad firmado para este negocio. No la compartas con terceros.'
            : 'Solo la ven los compradores que firman el acuerdo de confidencialidad de este negocio.'}
        </p>
        {access.ndaStatus === 'signed' ? <SignedNdaLine businessId={business.id} /> : null}
        <Button asChild variant="secondary" className="mt-4 w-full sm:w-fit">
          <Link to={paths.dataRoom.build(business.id)}>
            <FolderLockIcon aria-hidden="true" />
            Abrir la sala de datos
          </Link>
        </Button>
        {rows.length > 0 ? (
          <dl className="mt-4 grid gap-3 sm:grid-cols-2">
            {rows.map((row) => (
              <div key={row.label} className="min-w-0 rounded-lg border border-green-200 bg-card p-3">
                <dt className="text-xs font-medium text-muted-foreground">{row.label}</dt>
                <dd className="mt-1 text-sm break-words whitespace-pre-line">{row.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {other ? (
          <div className="mt-4">
            {rows.length > 0 ? <h3 className="text-sm font-semibold">Otros datos</h3> : null}
            <p className="mt-1 text-sm leading-6 break-words whitespace-pre-line">{other}</p>
          </div>
        ) : null}
        {rows.length === 0 && !other ? (
          <p className="mt-4 text-sm">El vendedor todavía no ha añadido información confidencial.</p>
        ) : null}
        {documents.length > 0 ? (
          <div className="mt-5">
            <h3 className="text-sm font-semibold">Documentos</h3>
            <ul className="mt-2 grid gap-2">
              {documents.map((doc) => (
                <li key={doc.id}>
                  <a
                    href={doc.href}
                    className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-primary underline"
                    download
                  >
                    <FileTextIcon className="size-4 shrink-0" aria-hidden="true" />
                    {doc.name}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <p className="mt-4 text-sm text-muted-foreground">No hay documentos adjuntos.</p>
        )}
      </section>
    );
  }

  // Reserved for another buyer (decision 171): a signed buyer's access is paused; without back-up
  // offers no new agreement is taken.
  const reserved = business.status === 'reserved';
  const paused = Boolean(access.accessPaused);
  const hasNda = access.ndaStatus === 'pending' || access.ndaStatus === 'rejected';
  // Signed, yet closed: the seller approves each buyer (decision 062).
  const awaitingAccess = access.ndaStatus === 'signed';
  const approval = business.accessMode === 'approval';
  return (
    <section aria-labelledby="confidential-title" className="rounded-xl border bg-slate-50 p-5 sm:p-6">
      <h2 id="confidential-title" className="flex items-center gap-2 text-lg font-semibold">
        <LockIcon className="size-5 text-primary" aria-hidden="true" />
        Información confidencial
      </h2>
      <p className="mt-2 text-sm leading-6 text-muted-foreground">
        El nombre comercial, la dirección exacta, los estados financieros detallados y los documentos del
        negocio solo se muestran a compradores que firman el acuerdo de confidencialidad con el vendedor
        {approval ? ' y a quienes el vendedor aprueba.' : '.'}
        {awaitingAccess
          ? null
          : approval
            ? ' Firmarlo es gratis: con tu firma le envías una solicitud y, cuando la apruebe, también podrás escribirle desde Traspasa.'
            : business.requiresEnhancedSignature
              ? ' Firmarlo es gratis; después también podrás escribirle al vendedor desde Traspasa.'
              : ' Firmarlo es gratis y toma un par de minutos; después también podrás escribirle al vendedor desde Traspasa.'}
      </p>
      <ul className="mt-4 grid gap-2 text-sm sm:grid-cols-2" aria-label="Qué se desbloquea">
        {[
          'Nombre y dirección del negocio',
          'Estados financieros',
          'Documentos y permisos',
          'Mensajes con el vendedor',
        ].map((item) => (
          <li key={item} className="flex items-center gap-2">
            <LockIcon className="size-4 text-muted-foreground" aria-hidden="true" />
            {item}
          </li>
        ))}
      </ul>
      {sold ? (
        <p className="mt-5 text-sm font-medium">Este negocio ya se vendió y no admite nuevos acuerdos.</p>
      ) : paused ? (
        <p className="mt-5 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm leading-6 text-amber-950">
          Este negocio está reservado para otro comprador que firmó una carta de intención. Tu acceso a la
          información confidencial y a los documentos queda en pausa mientras dura su exclusividad: no se
          borra nada de lo tuyo, puedes seguir escribiéndole al vendedor y, si la reserva se libera, vuelves a
          verlo todo.
        </p>
      ) : reserved && !hasNda && !awaitingAccess && !business.acceptBackupOffers ? (
        <p className="mt-5 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm leading-6 text-amber-950">
          {RESERVED_NO_NEW_NDAS}
        </p>
      ) : hasNda ? (
        <NdaNotice businessId={business.id} />
      ) : awaitingAccess ? (
        <AccessNotice businessId={business.id} className="mt-5" />
      ) : (
        <>
          {approval || business.requireVerifiedFunds ? (
            <AccessRequirements businessId={business.id} className="mt-5" />
          ) : null}
          {business.requiresEnhancedSignature ? <EnhancedSignatureNote className="mt-5" /> : null}
          {reserved ? (
            <p className="mt-5 text-sm leading-6 text-muted-foreground">
              Está reservado para otro comprador, pero el vendedor acepta ofertas de respaldo: puedes firmar
              el acuerdo; verás la información confidencial si la reserva se libera.
            </p>
          ) : null}
          <SignNda
            businessId={business.id}
            requireVerifiedBuyer={business.requireVerifiedBuyer}
            size="lg"
            className="mt-5"
            buttonClassName="w-full sm:w-fit"
          />
        </>
      )}
    </section>
  );
}

import { FileTextIcon, LockIcon, ShieldCheckIcon } from 'lucide-react';
import { RichText } from '@/components/page/rich-text';
import { ListingNdaNotice, SignedNdaLine } from '@/features/ndas/components/listing-nda-notice';
import { SignNdaAction } from '@/features/ndas/components/verified-buyer-notice';
import { normaliseDocuments } from '../lib/documents';
import type { BusinessDetail } from '../types';

/**
 * The confidential part of a listing. Shown only when the server sent it (seller,
 * admin, or a buyer whose NDA is signed); otherwise it explains how to unlock it.
 */
export function ConfidentialSection({ business }: { business: BusinessDetail }) {
  const access = business.access ?? {};
  const unlocked = Boolean(access.canViewConfidential);
  const sold = business.status === 'sold';
  const documents = normaliseDocuments(business.id, business.documents);

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
            ? 'Puedes ver esta sección porque tienes un acuerdo de confidencialidad firmado para este negocio. No la compartas con terceros.'
            : 'Solo la ven los compradores que firman el acuerdo de confidencialidad de este negocio.'}
        </p>
        {access.ndaStatus === 'signed' ? <SignedNdaLine businessId={business.id} /> : null}
        {business.confidentialInfo ? (
          <RichText text={business.confidentialInfo} className="mt-4" />
        ) : (
          <p className="mt-4 text-sm">El vendedor todavía no ha añadido información confidencial.</p>
        )}
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

  const hasNda = access.ndaStatus === 'pending' || access.ndaStatus === 'rejected';
  return (
    <section aria-labelledby="confidential-title" className="rounded-xl border bg-slate-50 p-5 sm:p-6">
      <h2 id="confidential-title" className="flex items-center gap-2 text-lg font-semibold">
        <LockIcon className="size-5 text-primary" aria-hidden="true" />
        Información confidencial
      </h2>
      <p className="mt-2 text-sm leading-6 text-muted-foreground">
        El nombre comercial, la dirección exacta, los estados financieros detallados y los documentos del
        negocio solo se muestran a compradores que firman el acuerdo de confidencialidad con el vendedor.
        Firmarlo es gratis y toma un par de minutos; después también podrás escribirle al vendedor desde
        Traspasa.
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
      ) : hasNda ? (
        <ListingNdaNotice businessId={business.id} />
      ) : (
        <SignNdaAction
          businessId={business.id}
          requireVerifiedBuyer={business.requireVerifiedBuyer}
          size="lg"
          className="mt-5"
          buttonClassName="w-full sm:w-fit"
        />
      )}
    </section>
  );
}

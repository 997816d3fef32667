import { enhancedSignatureStatusLabels, type Nda } from '@traspasa/shared/ndas';
import { browserLabel } from '@traspasa/shared/user-agent';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { formatDateTime, formatUtc } from '../lib/dates';
import { shortHash } from '../lib/hash';

const methodLabels: Record<string, string> = {
  firmada_electronica: 'Firma electrónica con código por correo',
  subida_fisica: 'Firma en papel con documentos subidos',
  electronic: 'Firma electrónica con código por correo',
  physical: 'Firma en papel con documentos subidos',
};

/** The evidence fields of an NDA (DESIGN.md §3) as a definition list. */
export function NdaEvidenceFields({
  nda,
  extra,
  wide = false,
}: {
  nda: Nda;
  extra?: Array<[string, ReactNode]>;
  /** Label and value side by side from `sm` up (dialogs); stacked otherwise (side panels). */
  wide?: boolean;
}) {
  const rows: Array<[string, ReactNode]> = [
    ...(extra ?? []),
    ['Firmado por', nda.firmadoPor ?? '—'],
    [
      'Aceptado (hora del servidor)',
      nda.clickwrapAcceptedAt ? (
        <time key="accepted" dateTime={nda.clickwrapAcceptedAt} title={formatUtc(nda.clickwrapAcceptedAt)}>
          {formatUtc(nda.clickwrapAcceptedAt)}
        </time>
      ) : (
        '—'
      ),
    ],
    ['Hora del dispositivo del firmante', nda.clickwrapAcceptedAtLocal ?? '—'],
    ['Versión del texto', nda.documentVersion ?? '—'],
    [
      'Huella del texto (SHA-256)',
      nda.documentHash ? (
        <span key="hash" className="font-mono break-all" title={nda.documentHash}>
          {nda.documentHash}
        </span>
      ) : (
        '—'
      ),
    ],
    [
      'Dirección IP',
      <span key="ip" className="font-mono">
        {nda.ipAddress ?? '—'}
      </span>,
    ],
    [
      'Navegador',
      <span key="ua" title={nda.userAgent ?? undefined}>
        {browserLabel(nda.userAgent)}
      </span>,
    ],
    ['Firma reforzada', enhancedSignatureStatusLabels[nda.enhancedSignatureStatus]],
  ];
  if (nda.enhancedSignatureMethod) {
    rows.push(['Método', methodLabels[nda.enhancedSignatureMethod] ?? nda.enhancedSignatureMethod]);
  }
  if (nda.enhancedSignatureProvider) rows.push(['Proveedor de la firma', nda.enhancedSignatureProvider]);
  if (nda.enhancedSignatureDocumentId) {
    rows.push([
      'Identificador del documento firmado',
      <span key="doc" className="font-mono break-all" title={nda.enhancedSignatureDocumentId}>
        {shortHash(nda.enhancedSignatureDocumentId)}
      </span>,
    ]);
  }
  if (nda.enhancedSignatureCompletedAt) {
    rows.push(['Firma reforzada completada', formatDateTime(nda.enhancedSignatureCompletedAt)]);
  }
  if (nda.documentsUploadedAt) rows.push(['Documentos subidos', formatDateTime(nda.documentsUploadedAt)]);
  if (nda.signedAt) rows.push(['Firmado (acceso concedido)', formatDateTime(nda.signedAt)]);
  if (nda.documentDownloadedAt) {
    rows.push(['Última descarga de documentos confidenciales', formatDateTime(nda.documentDownloadedAt)]);
  }
  return (
    <dl className="grid gap-3 text-sm">
      {rows.map(([label, value]) => (
        <div
          key={label}
          className={cn('grid gap-0.5', wide && 'sm:grid-cols-[minmax(0,13rem)_minmax(0,1fr)] sm:gap-4')}
        >
          <dt className="font-medium text-muted-foreground">{label}</dt>
          <dd className="min-w-0 break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

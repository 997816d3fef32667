import { formatDateTime, formatOffsetDateTime } from '@traspasa/shared/dates';
import { enhancedSignatureStatusLabels, type Nda } from '@traspasa/shared/ndas';
import { browserLabel } from '@traspasa/shared/user-agent';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { TechnicalDetails } from './technical-details';

const methodLabels: Record<string, string> = {
  firmada_electronica: 'Firma electrónica con código por correo',
  subida_fisica: 'Firma en papel con documentos subidos',
  electronic: 'Firma electrónica con código por correo',
  physical: 'Firma en papel con documentos subidos',
};

type Row = [string, ReactNode];

/** How the agreement was signed, in plain words. */
export function signatureHow(nda: Pick<Nda, 'clickwrapAcceptedAt' | 'enhancedSignatureMethod'>): string {
  if (!nda.clickwrapAcceptedAt) return 'Todavía no lo aceptó';
  const accepted = 'Firma electrónica aceptada en la web';
  const method = nda.enhancedSignatureMethod ? methodLabels[nda.enhancedSignatureMethod] : null;
  return method ? `${accepted}, reforzada: ${method.charAt(0).toLowerCase()}${method.slice(1)}` : accepted;
}

function Fields({ rows, wide }: { rows: Row[]; wide: boolean }) {
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

const when = (value: string) => (
  <time dateTime={value} key={value}>
    {formatDateTime(value)}
  </time>
);

/**
 * The evidence of an NDA (decision 060): who signed, when (in the reader's zone, named) and
 * how, in plain words; hashes, IP, browser, server and device times under "Ver detalles técnicos".
 */
export function NdaEvidenceFields({
  nda,
  extra,
  wide = false,
}: {
  nda: Nda;
  extra?: Row[];
  /** Label and value side by side from `sm` up (dialogs); stacked otherwise (side panels). */
  wide?: boolean;
}) {
  const rows: Row[] = [
    ...(extra ?? []),
    ['Firmado por', nda.firmadoPor ?? '—'],
    ['Aceptado el', nda.clickwrapAcceptedAt ? when(nda.clickwrapAcceptedAt) : '—'],
    ['Cómo', signatureHow(nda)],
    ['Versión del texto', nda.documentVersion ?? '—'],
    ['Firma reforzada', enhancedSignatureStatusLabels[nda.enhancedSignatureStatus]],
  ];
  if (nda.enhancedSignatureCompletedAt)
    rows.push(['Firma reforzada completada', when(nda.enhancedSignatureCompletedAt)]);
  if (nda.documentsUploadedAt) rows.push(['Documentos subidos', when(nda.documentsUploadedAt)]);
  if (nda.signedAt) rows.push(['Acceso concedido', when(nda.signedAt)]);
  if (nda.documentDownloadedAt) {
    rows.push(['Última descarga de documentos confidenciales', when(nda.documentDownloadedAt)]);
  }

  const technical: Row[] = [
    ['Acuerdo n.º', String(nda.id)],
    [
      'Aceptado, hora del servidor',
      nda.clickwrapAcceptedAt ? formatDateTime(nda.clickwrapAcceptedAt, { timeZone: 'UTC' }) : '—',
    ],
    ['Hora del dispositivo del firmante', formatOffsetDateTime(nda.clickwrapAcceptedAtLocal)],
    [
      'Huella del texto (SHA-256)',
      nda.documentHash ? (
        <span key="hash" className="font-mono break-all">
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
    ['Navegador', browserLabel(nda.userAgent)],
  ];
  if (nda.userAgent) {
    technical.push([
      'Identificación completa del navegador',
      <span key="ua" className="font-mono text-xs break-all">
        {nda.userAgent}
      </span>,
    ]);
  }
  if (nda.enhancedSignatureProvider) technical.push(['Proveedor de la firma', nda.enhancedSignatureProvider]);
  if (nda.enhancedSignatureDocumentId) {
    technical.push([
      'Identificador del documento firmado',
      <span key="doc" className="font-mono break-all">
        {nda.enhancedSignatureDocumentId}
      </span>,
    ]);
  }

  return (
    <div className="grid gap-4">
      <Fields rows={rows} wide={wide} />
      <TechnicalDetails>
        <p className="text-xs text-muted-foreground">
          Lo que Traspasa registró como prueba de la firma. La huella identifica exactamente el texto
          aceptado: cualquier cambio daría otra.
        </p>
        <Fields rows={technical} wide={wide} />
      </TechnicalDetails>
    </div>
  );
}

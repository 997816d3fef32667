import { IDENTITY_RETENTION_DAYS_DEFAULT, identityDocumentLabels } from '@traspasa/shared/identity';
import { BadgeCheckIcon, ClockIcon, RotateCcwIcon, ShieldCheckIcon, XCircleIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { IdentityBadge } from '@/components/identity-badge';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { MyIdentity } from '../api/get-my-identity';
import {
  businessDays,
  countryName,
  documentCountryOf,
  formatLongDate,
  rejectionReasonText,
  statusLabels,
} from '../lib/labels';
import { MyIdentityPhotos } from './my-identity-photos';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="mt-0.5 font-medium break-words">{children}</dd>
    </div>
  );
}

function Panel({
  icon,
  tone,
  children,
}: {
  icon: ReactNode;
  tone: 'pending' | 'approved' | 'rejected';
  children: ReactNode;
}) {
  const ring = {
    pending: 'border-amber-300 bg-amber-50/60',
    approved: 'border-green-300 bg-green-50/60',
    rejected: 'border-red-200 bg-red-50/50',
  }[tone];
  return (
    <div className={`grid gap-4 rounded-2xl border p-5 shadow-sm sm:grid-cols-[auto_1fr] sm:p-6 ${ring}`}>
      <span className="hidden size-12 items-center justify-center rounded-full bg-background shadow-xs sm:flex">
        {icon}
      </span>
      <div className="grid min-w-0 gap-4">{children}</div>
    </div>
  );
}

/** The status of the latest request: pending with the expected time, approved with the badge, rejected with the reason. */
export function IdentityStatus({ data, onRetry }: { data: MyIdentity; onRetry: () => void }) {
  const v = data.verification;

  if (!v || (data.identityVerified && v.status !== 'pending' && v.status !== 'approved')) {
    // Verified without a request on this page's record (an older verification).
    return (
      <Panel tone="approved" icon={<BadgeCheckIcon className="size-6 text-green-700" aria-hidden="true" />}>
        <div className="grid gap-2">
          <IdentityBadge verified={data.identityVerified} className="px-3 py-1 text-sm" />
          <h2 className="text-xl font-bold tracking-tight">Tu identidad está verificada</h2>
          <p className="text-sm text-muted-foreground">
            Tu cuenta muestra la insignia «Identidad verificada»
            {data.verifiedAt ? ` desde el ${formatLongDate(data.verifiedAt)}` : ''}.
          </p>
        </div>
      </Panel>
    );
  }

  const facts = (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-4">
      <Fact label="Documento">{identityDocumentLabels[v.documentType]}</Fact>
      <Fact label="País">{countryName(documentCountryOf(v.documentType, v.documentCountry))}</Fact>
      <Fact label="Número">
        <span className="font-mono">{v.documentNumberHint}</span>
      </Fact>
      <Fact label="Enviada">{formatLongDate(v.createdAt)}</Fact>
    </dl>
  );

  const imagesNote = v.imagesDeletedAt ? (
    <p className="flex gap-2 rounded-lg border bg-background p-3 text-sm">
      <ShieldCheckIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
      <span>
        Las fotos de esta solicitud se borraron el {formatLongDate(v.imagesDeletedAt)}. Guardamos solo el
        resultado, el tipo de documento, el país y una huella cifrada del número.
      </span>
    </p>
  ) : (
    <div className="grid gap-3">
      {v.status !== 'pending' ? (
        <p className="flex gap-2 text-sm text-muted-foreground">
          <ShieldCheckIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          Las fotos se borran {IDENTITY_RETENTION_DAYS_DEFAULT} días después de la decisión.
        </p>
      ) : null}
      <MyIdentityPhotos verification={v} />
    </div>
  );

  if (v.status === 'pending') {
    return (
      <Panel tone="pending" icon={<ClockIcon className="size-6 text-amber-700" aria-hidden="true" />}>
        <div className="grid gap-2">
          <Badge variant={statusLabels.pending.tone}>{statusLabels.pending.label}</Badge>
          <h2 className="text-xl font-bold tracking-tight">Estamos revisando tu identidad</h2>
          <p className="text-sm leading-6 text-muted-foreground">
            Lo revisamos en hasta {businessDays(v.expectedReviewDays)}. Un administrador compara tus fotos con
            los datos que escribiste; el resultado aparecerá en esta página.
          </p>
        </div>
        {facts}
        {imagesNote}
      </Panel>
    );
  }

  if (v.status === 'approved') {
    return (
      <Panel tone="approved" icon={<BadgeCheckIcon className="size-6 text-green-700" aria-hidden="true" />}>
        <div className="grid gap-2">
          <IdentityBadge verified={v.status === 'approved'} className="px-3 py-1 text-sm" />
          <h2 className="text-xl font-bold tracking-tight">Tu identidad está verificada</h2>
          <p className="text-sm text-muted-foreground">
            Aprobada el {formatLongDate(v.decidedAt ?? data.verifiedAt)}. Tu cuenta muestra la insignia
            «Identidad verificada».
          </p>
        </div>
        {facts}
        {imagesNote}
      </Panel>
    );
  }

  const reason = rejectionReasonText(v.rejectionReason);
  return (
    <Panel tone="rejected" icon={<XCircleIcon className="size-6 text-red-700" aria-hidden="true" />}>
      <div className="grid gap-2">
        <Badge variant={statusLabels.rejected.tone}>No aprobada</Badge>
        <h2 className="text-xl font-bold tracking-tight">No pudimos verificar tu identidad</h2>
        <p className="text-sm text-muted-foreground">
          Revisamos tu solicitud el {formatLongDate(v.decidedAt)}.
        </p>
      </div>
      {reason ? (
        <div className="rounded-lg border border-red-200 bg-background p-3 text-sm">
          <p className="font-semibold">Motivo</p>
          <p className="mt-1">{reason}</p>
        </div>
      ) : null}
      {facts}
      <div className="grid gap-2">
        <Button size="lg" className="w-full sm:w-fit" onClick={onRetry}>
          <RotateCcwIcon aria-hidden="true" />
          Intentar de nuevo
        </Button>
        <p className="text-xs text-muted-foreground">Empiezas una solicitud nueva, con fotos nuevas.</p>
      </div>
      {imagesNote}
    </Panel>
  );
}

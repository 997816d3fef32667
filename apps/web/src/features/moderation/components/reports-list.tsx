import { formatDate } from '@traspasa/shared/dates';
import type { BusinessReportStatus } from '@traspasa/shared/enums';
import { type BusinessReport, reportReasonLabels } from '@traspasa/shared/listings';
import { FlagIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState, ErrorState } from '@/components/page/states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { paths } from '@/config/paths';
import { toast } from '@/hooks/use-toast';
import { isApiError } from '@/lib/api-client';
import { listingErrorMessage } from '@/lib/listing-error-message';
import { useReports, useUpdateReport } from '../api/moderation-api';

const statusLabels: Record<BusinessReportStatus, string> = {
  pending: 'Pendientes',
  reviewed: 'Revisadas',
  resolved: 'Resueltas',
  dismissed: 'Descartadas',
};

function ReportItem({ report }: { report: BusinessReport }) {
  const [notes, setNotes] = useState(report.adminNotes ?? '');
  const update = useUpdateReport();
  const set = (status: 'reviewed' | 'resolved' | 'dismissed') =>
    update.mutate(
      { id: report.id, status, adminNotes: notes.trim() || null },
      {
        onSuccess: () => toast({ title: 'Denuncia actualizada' }),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: 'No se pudo actualizar',
            description: listingErrorMessage(error, 'Inténtalo de nuevo.'),
          }),
      },
    );
  return (
    <li className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Badge variant="destructive">{reportReasonLabels[report.reason]}</Badge>
        <span className="text-muted-foreground">{formatDate(report.createdAt)}</span>
        <span className="text-muted-foreground">· Usuario #{report.userId ?? '—'}</span>
      </div>
      <Link to={paths.business.build(report.businessId)} className="font-semibold text-primary underline">
        {report.businessTitle}
      </Link>
      <p className="text-sm whitespace-pre-line">{report.details || 'Sin detalles.'}</p>
      <div className="grid gap-2">
        <Label htmlFor={`notes-${report.id}`}>Notas internas</Label>
        <Textarea
          id={`notes-${report.id}`}
          rows={2}
          className="min-h-16"
          value={notes}
          maxLength={2000}
          onChange={(e) => setNotes(e.target.value)}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline"
          className="min-h-11"
          disabled={update.isPending}
          onClick={() => set('reviewed')}
        >
          Marcar revisada
        </Button>
        <Button size="sm" className="min-h-11" disabled={update.isPending} onClick={() => set('resolved')}>
          Resuelta
        </Button>
        <Button
          size="sm"
          variant="ghost"
          className="min-h-11"
          disabled={update.isPending}
          onClick={() => set('dismissed')}
        >
          Descartar
        </Button>
      </div>
    </li>
  );
}

export function ReportsList() {
  const [status, setStatus] = useState<BusinessReportStatus>('pending');
  const query = useReports(status);
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap gap-2">
        {(Object.keys(statusLabels) as BusinessReportStatus[]).map((s) => (
          <Button
            key={s}
            size="sm"
            variant={status === s ? 'default' : 'outline'}
            className="min-h-11 rounded-full"
            aria-pressed={status === s}
            onClick={() => setStatus(s)}
          >
            {statusLabels[s]}
          </Button>
        ))}
      </div>
      {query.isPending ? (
        <div className="grid gap-3" role="status" aria-label="Cargando denuncias">
          <Skeleton className="h-40 w-full" />
        </div>
      ) : query.isError ? (
        <ErrorState
          title="No pudimos cargar las denuncias"
          message={
            isApiError(query.error) && query.error.status === 404
              ? 'Las denuncias todavía no están disponibles en el servidor.'
              : 'Revisa tu conexión e inténtalo de nuevo.'
          }
          onRetry={() => void query.refetch()}
        />
      ) : query.data.items.length === 0 ? (
        <EmptyState icon={FlagIcon} title={`No hay denuncias ${statusLabels[status].toLowerCase()}`}>
          Cuando alguien denuncie un anuncio, aparecerá aquí.
        </EmptyState>
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2">
          {query.data.items.map((r) => (
            <ReportItem key={r.id} report={r} />
          ))}
        </ul>
      )}
    </div>
  );
}

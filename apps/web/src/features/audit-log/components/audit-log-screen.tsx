import { type AuditLogEntry, auditTargetLabels } from '@traspasa/shared/audit-log';
import { formatShortDateTime } from '@traspasa/shared/dates';
import { ExternalLinkIcon, ScrollTextIcon } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { ListStates } from '@/components/data-list/list-states';
import { PageBody, PageHeader } from '@/components/page/page-header';
import { Badge } from '@/components/ui/badge';
import { LoadMore } from '@/components/ui/load-more';
import { requestErrorMessage } from '@/lib/request-error';
import { useAuditLog } from '../api/audit-log';
import {
  type AuditFilters,
  auditFiltersFromSearch,
  hasAuditFilters,
  searchFromAuditFilters,
} from '../lib/filters';
import { AuditFilterBar } from './audit-filters';

export const formatWhen = (iso: string) => formatShortDateTime(iso);

/** "Anuncio «Cafetería del parque»", "Usuario 42 (ya no existe)". */
export function targetText(target: NonNullable<AuditLogEntry['target']>): string {
  const kind = auditTargetLabels[target.type];
  if (target.label) return `${kind} «${target.label}»`;
  if (target.id !== null) return `${kind} ${target.id} (ya no existe)`;
  return kind;
}

export function AuditTarget({ entry }: { entry: AuditLogEntry }) {
  const { target } = entry;
  if (!target) return <span className="text-muted-foreground">—</span>;
  const text = targetText(target);
  if (!target.href) return <span>{text}</span>;
  return (
    <Link
      to={target.href}
      className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
    >
      {text}
      <ExternalLinkIcon className="size-3.5 shrink-0" aria-hidden="true" />
    </Link>
  );
}

function Who({ entry }: { entry: AuditLogEntry }) {
  return entry.admin ? (
    <Link to={`/admin/users/${entry.admin.id}`} className="font-medium underline-offset-4 hover:underline">
      {entry.admin.name}
    </Link>
  ) : (
    <span className="text-muted-foreground">
      {entry.action === 'account_deleted' ? 'La propia persona' : 'El sistema'}
    </span>
  );
}

/** One entry: who, what (in words), to which object, when, and the description. */
export function AuditEntry({ entry }: { entry: AuditLogEntry }) {
  return (
    <li className="grid grid-cols-1 gap-2 rounded-xl border bg-card p-4 shadow-sm md:grid-cols-[11rem_minmax(0,1fr)] md:gap-4">
      <p className="text-sm text-muted-foreground">
        <time dateTime={entry.createdAt}>{formatWhen(entry.createdAt)}</time>
      </p>
      <div className="grid min-w-0 gap-1.5">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <Who entry={entry} />
          {/* The longer labels («Resolvió una disputa sobre…») wrap on a phone. */}
          <Badge variant="secondary" className="max-w-full shrink whitespace-normal">
            {entry.actionLabel}
          </Badge>
        </p>
        <p className="text-sm">
          <AuditTarget entry={entry} />
        </p>
        {entry.description ? (
          <p className="text-sm break-words text-muted-foreground">{entry.description}</p>
        ) : null}
      </div>
    </li>
  );
}

/** `/admin/audit-log`: who did what to which object and when, newest first. */
export function AuditLogScreen() {
  const [params, setParams] = useSearchParams();
  const filters = auditFiltersFromSearch(params);
  const query = useAuditLog(filters);
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const update = (patch: Partial<AuditFilters>) =>
    setParams(searchFromAuditFilters({ ...filters, ...patch }), { replace: true });

  return (
    <>
      <title>Registro de auditoría | Traspasa</title>
      <PageHeader
        eyebrow="Administración"
        title="Registro de auditoría"
        description="Cada acción de administración queda aquí: quién la hizo, sobre qué y cuándo. Abre el objeto para ver cómo está ahora."
      />
      <PageBody className="grid grid-cols-1 gap-6">
        <AuditFilterBar
          filters={filters}
          onChange={update}
          onReset={() => setParams(new URLSearchParams(), { replace: true })}
        />
        <ListStates
          query={query}
          isEmpty={items.length === 0}
          loading="Cargando el registro"
          skeletonClassName="h-20"
          errorTitle="No pudimos cargar el registro"
          errorMessage={(error) =>
            requestErrorMessage(error, 'Revisa tu conexión a internet e inténtalo de nuevo.')
          }
          empty={{
            icon: ScrollTextIcon,
            title: hasAuditFilters(filters) ? 'Nada con estos filtros' : 'Aún no hay acciones',
            text: hasAuditFilters(filters)
              ? 'Prueba con otra persona, otra acción u otras fechas.'
              : 'Cuando alguien de administración apruebe un anuncio, suspenda una cuenta o haga cualquier otro cambio, aparecerá aquí.',
          }}
        >
          <ol className="grid gap-3" aria-label="Acciones de administración, las más recientes primero">
            {items.map((entry) => (
              <AuditEntry key={entry.id} entry={entry} />
            ))}
          </ol>
          <LoadMore query={query} what="acciones" />
        </ListStates>
      </PageBody>
    </>
  );
}

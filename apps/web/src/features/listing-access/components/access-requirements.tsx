import type { BuyerAccessView } from '@traspasa/shared/listing-access';
import { CheckCircle2Icon, CircleIcon, ClockIcon, UserCheckIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { useBuyerAccess } from '../api/buyer-access';

/**
 * Before signing, on a listing whose seller approves each buyer or asks for verified funds:
 * what the seller requires (met or not, with the way to meet it) and what happens after
 * signing. Nothing for an immediate listing without requirements. The server stays the judge.
 */
export function AccessRequirements({ businessId, className }: { businessId: number; className?: string }) {
  const query = useBuyerAccess(businessId);
  if (query.isPending) return <Skeleton className={cn('h-16 w-full', className)} />;
  // Without the view the sign button still works; the server refuses with its own sentence.
  if (!query.data) return null;
  return <AccessRequirementsView view={query.data} className={className} />;
}

export function AccessRequirementsView({ view, className }: { view: BuyerAccessView; className?: string }) {
  // Identity is said by the verified-buyers note next to the sign button, which also offers to verify.
  const requirements = view.requirements.filter((r) => r.kind !== 'identity');
  if (view.mode === 'immediate' && requirements.length === 0) return null;
  return (
    <section
      aria-label="Qué pide el vendedor"
      className={cn('grid gap-3 rounded-lg border border-primary/20 bg-primary-soft p-3 text-sm', className)}
    >
      {view.mode === 'approval' ? (
        <p className="flex gap-2 leading-6">
          <UserCheckIcon className="mt-1 size-4 shrink-0 text-primary" aria-hidden="true" />
          <span>
            <strong className="font-semibold">El vendedor aprueba cada solicitud.</strong> Al firmar el
            acuerdo le envías una solicitud con tu perfil; verás la parte confidencial, los documentos y
            podrás escribirle cuando la apruebe.
          </span>
        </p>
      ) : null}
      {requirements.length > 0 ? (
        <div className="grid gap-1.5">
          <p className="font-semibold">Para firmar, el vendedor pide:</p>
          <ul className="grid gap-1.5">
            {requirements.map((r) => (
              <li key={r.kind} className="flex gap-2">
                {r.met ? (
                  <CheckCircle2Icon className="mt-0.5 size-4 shrink-0 text-green-800" aria-hidden="true" />
                ) : (
                  <CircleIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                )}
                <span className="flex min-w-0 flex-wrap items-center gap-x-2">
                  <span>{r.label}</span>
                  <span className="sr-only">{r.met ? ' (lo cumples)' : ' (te falta)'}</span>
                  {r.met ? (
                    <span className="text-xs font-medium text-green-800" aria-hidden="true">
                      Lo cumples
                    </span>
                  ) : (
                    <Link
                      to={r.path}
                      className="inline-flex min-h-11 items-center font-medium text-primary underline"
                    >
                      {r.kind === 'identity' ? 'Verificar mi identidad' : 'Verificar mis fondos'}
                    </Link>
                  )}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {view.missingText ? (
        <p role="note" className="font-medium text-amber-900">
          {view.missingText}
        </p>
      ) : null}
      {view.nextStepText ? (
        <p className="flex gap-2 text-muted-foreground">
          <ClockIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {view.nextStepText}
        </p>
      ) : null}
    </section>
  );
}

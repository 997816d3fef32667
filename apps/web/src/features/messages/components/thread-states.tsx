// The thread's other states: loading, not found, failed, and "you cannot write yet".
import { NDA_REQUIRED_MESSAGE } from '@traspasa/shared/messages';
import { ArrowLeftIcon, FileSignatureIcon, LockIcon, SearchIcon, UserXIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/page/states';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';

export function BackLink({ href }: { href: string }) {
  return (
    <Button asChild variant="ghost" size="icon" className="-ml-1 shrink-0 lg:hidden">
      <Link to={href} aria-label="Volver a tus conversaciones">
        <ArrowLeftIcon className="size-5!" aria-hidden="true" />
      </Link>
    </Button>
  );
}

export function ThreadSkeleton({ backHref }: { backHref: string }) {
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="flex items-center gap-3 border-b px-3 py-2.5 sm:px-4">
        <BackLink href={backHref} />
        <Skeleton className="size-11 rounded-full" />
        <div className="grid gap-1.5">
          <Skeleton className="h-4 w-40" />
          <Skeleton className="h-3 w-24" />
        </div>
      </div>
      <h1 className="sr-only">Cargando la conversación…</h1>
      <div className="flex flex-1 flex-col justify-end gap-3 bg-muted/50 p-4" aria-hidden="true">
        <Skeleton className="h-10 w-3/5 rounded-2xl" />
        <Skeleton className="ml-auto h-14 w-2/3 rounded-2xl" />
        <Skeleton className="h-10 w-1/2 rounded-2xl" />
        <Skeleton className="ml-auto h-10 w-2/5 rounded-2xl" />
      </div>
      <div className="border-t p-3">
        <Skeleton className="h-11 w-full rounded-2xl" />
      </div>
    </div>
  );
}

export function ThreadProblem({ backHref, children }: { backHref: string; children: ReactNode }) {
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="flex items-center gap-2 border-b px-3 py-2 lg:hidden">
        <BackLink href={backHref} />
        <span className="text-sm font-medium">Tus conversaciones</span>
      </div>
      <div className="flex flex-1 items-center justify-center overflow-y-auto p-4">{children}</div>
    </div>
  );
}

/** /messages/abc or /messages/<your own id>: nothing to open. */
export function InvalidThread({ backHref, self }: { backHref: string; self: boolean }) {
  return (
    <ThreadProblem backHref={backHref}>
      <title>Conversación no encontrada | Traspasa</title>
      <h1 className="sr-only">Conversación no encontrada</h1>
      <EmptyState
        icon={UserXIcon}
        title={self ? 'No puedes escribirte a ti mismo' : 'No encontramos esta conversación'}
        className="w-full max-w-lg"
        action={
          <Button asChild>
            <Link to={paths.messages.href}>Ver tus conversaciones</Link>
          </Button>
        }
      >
        {self
          ? 'Elige una de tus conversaciones o escribe al vendedor de un negocio desde su anuncio.'
          : 'Revisa el enlace o elige una de tus conversaciones.'}
      </EmptyState>
    </ThreadProblem>
  );
}

/** Why you cannot write, with the way forward (sign the NDA, find a listing). */
export function CannotSend({
  reason,
  businessId,
  returnTo,
}: {
  reason: string | null;
  businessId: number | null;
  returnTo: string;
}) {
  const ndaGate = !reason || reason === NDA_REQUIRED_MESSAGE || /acuerdo de confidencialidad/i.test(reason);
  return (
    <div className="shrink-0 border-t bg-amber-50 px-4 pt-3 pb-16 lg:pb-3" role="note">
      <div className="flex items-start gap-3">
        <LockIcon className="mt-0.5 size-5 shrink-0 text-amber-800" aria-hidden="true" />
        <div className="grid gap-2">
          <p className="text-sm text-amber-950">{reason ?? NDA_REQUIRED_MESSAGE}</p>
          {ndaGate && businessId ? (
            <Button asChild variant="accent" size="sm" className="w-fit">
              <Link to={paths.ndaSignature.build(businessId, returnTo)}>
                <FileSignatureIcon aria-hidden="true" />
                Firmar acuerdo de confidencialidad
              </Link>
            </Button>
          ) : ndaGate ? (
            <Button asChild variant="outline" size="sm" className="w-fit bg-background">
              <Link to={paths.businesses.href}>
                <SearchIcon aria-hidden="true" />
                Ver negocios
              </Link>
            </Button>
          ) : null}
        </div>
      </div>
    </div>
  );
}

import { formatDate, formatTime } from '@traspasa/shared/dates';
import { formatCents, type NegotiationDetail } from '@traspasa/shared/offers';
import { signExtensionInput } from '@traspasa/shared/reservations';
import { BadgeCheckIcon, CalendarPlusIcon, LockIcon, UnlockIcon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PendingButton } from '@/components/ui/pending-button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/hooks/use-toast';
import { useUser } from '@/lib/session';
import { useExtensionCode, useReservation, useSignExtension } from '../../api/reservation';
import { offerErrorMessage } from '../../lib/errors';
import { CloseDealDialog, ProposeExtensionDialog, ReleaseDialog } from './reservation-dialogs';

/**
 * Once both signed: the reservation (decision 171) — until when the buyer has exclusivity, and
 * what the caller may do with it (close the sale, release it, extend it, sign an extension).
 */
export function ReservationPanel({
  detail,
  readOnly = false,
}: {
  detail: NegotiationDetail;
  readOnly?: boolean;
}) {
  const { data: user } = useUser();
  const reservation = useReservation(detail.id, { enabled: true });
  const [dialog, setDialog] = useState<'close' | 'release' | 'extend' | null>(null);
  const view = reservation.data;
  if (reservation.isPending) return <Skeleton className="h-40 w-full" />;
  if (!view) return null;
  // An admin reads the negotiation; acting on it is the parties' (decision 170).
  const actions = new Set<string>(readOnly ? [] : [...view.actions, ...detail.allowedActions]);
  const accepted = detail.versions.find((v) => v.number === detail.acceptedVersionNumber);
  const proposed = view.extensions.find((e) => e.status === 'proposed');
  const setOpen = (which: typeof dialog) => (open: boolean) => setDialog(open ? which : null);

  return (
    <section
      aria-labelledby="reservation-title"
      className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm sm:p-5"
    >
      <h2 id="reservation-title" className="flex items-center gap-2 text-lg font-semibold">
        {view.status === 'active' ? (
          <LockIcon className="size-5 text-primary" aria-hidden="true" />
        ) : view.status === 'closed' ? (
          <BadgeCheckIcon className="size-5 text-green-700" aria-hidden="true" />
        ) : (
          <UnlockIcon className="size-5 text-muted-foreground" aria-hidden="true" />
        )}
        {view.status === 'active'
          ? 'Negocio reservado'
          : view.status === 'closed'
            ? 'Venta cerrada'
            : 'Reserva liberada'}
      </h2>
      {view.status === 'active' ? (
        <p className="text-sm leading-6">
          {detail.buyer.name} tiene la exclusividad hasta el <strong>{formatDate(view.endsAt)}</strong>:
          mientras tanto el negocio no negocia con nadie más y los demás compradores no ven su información
          confidencial.
        </p>
      ) : view.status === 'closed' ? (
        <p className="text-sm leading-6">
          Cerrada el {formatDate(view.closedAt)}
          {view.closedPriceCents !== null
            ? ` por ${formatCents(view.closedPriceCents)} (precio privado)`
            : ''}
          .
        </p>
      ) : (
        <p className="text-sm leading-6">
          Liberada el {formatDate(view.releasedAt)}.
          {view.releaseReason ? ` Motivo: ${view.releaseReason}` : ''}
        </p>
      )}
      {view.extensions
        .filter((e) => e.status === 'signed')
        .map((e) => (
          <p key={e.id} className="text-sm text-muted-foreground">
            Extensión de {e.days} días firmada por los dos
            {e.newEndsAt ? `: hasta el ${formatDate(e.newEndsAt)}` : ''}.
          </p>
        ))}
      {proposed ? (
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
          {detail.seller.name} propuso {proposed.days} días más de exclusividad. Falta la firma del comprador.
        </p>
      ) : null}

      {actions.has('close') ||
      actions.has('release') ||
      actions.has('propose_extension') ||
      actions.has('extend') ? (
        <div className="grid gap-2 pt-1">
          {actions.has('close') ? (
            <Button variant="accent" className="w-full" onClick={() => setDialog('close')}>
              <BadgeCheckIcon aria-hidden="true" />
              Cerrar la venta
            </Button>
          ) : null}
          {actions.has('propose_extension') || actions.has('extend') ? (
            <Button variant="outline" className="w-full" onClick={() => setDialog('extend')}>
              <CalendarPlusIcon aria-hidden="true" />
              Extender la exclusividad
            </Button>
          ) : null}
          {actions.has('release') ? (
            <Button variant="ghost" className="w-full text-destructive" onClick={() => setDialog('release')}>
              <UnlockIcon aria-hidden="true" />
              Liberar la reserva
            </Button>
          ) : null}
        </div>
      ) : null}
      {actions.has('sign_extension') && proposed ? (
        <SignExtensionForm negotiationId={detail.id} days={proposed.days} />
      ) : null}

      {accepted ? (
        <CloseDealDialog
          negotiationId={detail.id}
          open={dialog === 'close'}
          onOpenChange={setOpen('close')}
          agreedCents={accepted.priceCents}
        />
      ) : null}
      <ReleaseDialog
        negotiationId={detail.id}
        open={dialog === 'release'}
        onOpenChange={setOpen('release')}
      />
      <ProposeExtensionDialog
        negotiationId={detail.id}
        open={dialog === 'extend'}
        onOpenChange={setOpen('extend')}
        defaultName={user?.fullName ?? ''}
      />
    </section>
  );
}

function SignExtensionForm({ negotiationId, days }: { negotiationId: number; days: number }) {
  const { data: user } = useUser();
  const code = useExtensionCode(negotiationId);
  const sign = useSignExtension(negotiationId);
  const [value, setValue] = useState('');
  const [typedName, setTypedName] = useState(user?.fullName ?? '');
  const [error, setError] = useState<string>();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = signExtensionInput.safeParse({ code: value, typedName });
    if (!body.success) {
      setError(body.error.issues[0]?.message);
      return;
    }
    sign.mutate(body.data, {
      onSuccess: () =>
        toast({
          variant: 'success',
          title: 'Extensión firmada',
          description: `Tienes ${days} días más de exclusividad.`,
        }),
      onError: (err) => setError(offerErrorMessage(err, 'No pudimos registrar tu firma.')),
    });
  };
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid gap-3 border-t pt-3"
      aria-label="Firmar la extensión"
    >
      <Button
        variant="outline"
        className="w-full sm:w-fit"
        disabled={code.isPending}
        onClick={() => code.mutate()}
      >
        {code.data ? 'Enviar otro código' : 'Enviarme el código para firmar la extensión'}
      </Button>
      {code.data ? (
        <p className="text-sm text-muted-foreground" aria-live="polite">
          Enviamos el código a {code.data.sentTo}. Vale hasta las {formatTime(code.data.expiresAt)}.
        </p>
      ) : null}
      <FormField label="Código de 6 dígitos">
        <Input
          value={value}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          disabled={!code.data}
          onChange={(e) => setValue(e.target.value.replace(/\D/g, '').slice(0, 6))}
          className="max-w-48 font-mono text-lg tracking-[0.4em]"
        />
      </FormField>
      <FormField label="Tu nombre completo">
        <Input value={typedName} onChange={(e) => setTypedName(e.target.value)} autoComplete="name" />
      </FormField>
      {error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <PendingButton
        type="submit"
        pending={sign.isPending}
        pendingLabel="Firmando…"
        disabled={!code.data}
        className="w-full sm:w-fit"
      >
        Firmar la extensión
      </PendingButton>
    </form>
  );
}

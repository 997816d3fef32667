import { formatMoneyInput, parseMoneyInput } from '@traspasa/shared/money';
import { formatCents } from '@traspasa/shared/offers';
import {
  closeDealInput,
  proposeExtensionInput,
  RESERVATION_EXTENSION_MAX_DAYS,
  RESERVATION_REASON_MAX,
} from '@traspasa/shared/reservations';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { MoneyInput } from '@/components/ui/money-input';
import { PendingButton } from '@/components/ui/pending-button';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/hooks/use-toast';
import { useCloseDeal, useProposeExtension, useReleaseReservation } from '../../api/reservation';
import { offerErrorMessage } from '../../lib/errors';

type DialogProps = { negotiationId: number; open: boolean; onOpenChange: (open: boolean) => void };

function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  onSubmit,
  submit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  children: ReactNode;
  onSubmit: (event: FormEvent) => void;
  submit: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form className="grid gap-4" onSubmit={onSubmit} noValidate>
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          {children}
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancelar
            </Button>
            {submit}
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** «Cerrar la venta»: the agreed price, kept private (decision 171); the listing becomes sold. */
export function CloseDealDialog({
  negotiationId,
  open,
  onOpenChange,
  agreedCents,
}: DialogProps & { agreedCents: number }) {
  const close = useCloseDeal(negotiationId);
  const [price, setPrice] = useState(() => formatMoneyInput(agreedCents / 100));
  const [error, setError] = useState<string>();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseMoneyInput(price);
    if (!parsed.ok || parsed.value === null) {
      setError(parsed.ok ? 'Escribe el precio acordado.' : parsed.error);
      return;
    }
    const body = closeDealInput.safeParse({ priceCents: Math.round(parsed.value * 100) });
    if (!body.success) {
      setError(body.error.issues[0]?.message);
      return;
    }
    close.mutate(body.data, {
      onSuccess: () => {
        onOpenChange(false);
        toast({ variant: 'success', title: 'Venta cerrada', description: 'El negocio figura como vendido.' });
      },
      onError: (err) => setError(offerErrorMessage(err, 'No pudimos cerrar la venta.')),
    });
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Cerrar la venta"
      description="Hazlo cuando hayan firmado el contrato de compraventa. El anuncio pasa a «Vendido» y deja de recibir interesados."
      onSubmit={onSubmit}
      submit={
        <PendingButton type="submit" pending={close.isPending} pendingLabel="Cerrando…">
          Cerrar la venta
        </PendingButton>
      }
    >
      <FormField
        label="Precio final acordado"
        error={error}
        hint={`La carta aceptada decía ${formatCents(agreedCents)}. Este precio es privado: nadie más lo ve.`}
      >
        <MoneyInput value={price} onValueChange={setPrice} />
      </FormField>
    </FormDialog>
  );
}

/** «Liberar la reserva»: the deal fell through; other buyers get their access back. */
export function ReleaseDialog({ negotiationId, open, onOpenChange }: DialogProps) {
  const release = useReleaseReservation(negotiationId);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Liberar la reserva"
      description="El negocio vuelve a estar disponible: los demás compradores recuperan su acceso y puede recibir ofertas."
      onSubmit={(event) => {
        event.preventDefault();
        release.mutate(
          { reason: reason.trim() || undefined },
          {
            onSuccess: () => {
              onOpenChange(false);
              toast({ title: 'Reserva liberada', description: 'El negocio vuelve a recibir ofertas.' });
            },
            onError: (err) => setError(offerErrorMessage(err, 'No pudimos liberar la reserva.')),
          },
        );
      }}
      submit={
        <PendingButton
          type="submit"
          variant="destructive"
          pending={release.isPending}
          pendingLabel="Liberando…"
        >
          Liberar la reserva
        </PendingButton>
      }
    >
      <FormField label="Motivo (opcional)" hint="El comprador lo lee en el aviso." error={error}>
        <Textarea
          value={reason}
          maxLength={RESERVATION_REASON_MAX}
          onChange={(e) => setReason(e.target.value)}
        />
      </FormField>
    </FormDialog>
  );
}

/** The seller proposes more days of exclusivity, signed with the typed name; the buyer signs it with a code. */
export function ProposeExtensionDialog({
  negotiationId,
  open,
  onOpenChange,
  defaultName,
}: DialogProps & { defaultName: string }) {
  const propose = useProposeExtension(negotiationId);
  const [days, setDays] = useState('30');
  const [typedName, setTypedName] = useState(defaultName);
  const [errors, setErrors] = useState<{ days?: string; typedName?: string; form?: string }>({});
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = proposeExtensionInput.safeParse({ days: Number(days || Number.NaN), typedName });
    if (!body.success) {
      const found: typeof errors = {};
      for (const issue of body.error.issues)
        found[issue.path[0] === 'days' ? 'days' : 'typedName'] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    propose.mutate(body.data, {
      onSuccess: () => {
        onOpenChange(false);
        toast({
          title: 'Extensión propuesta',
          description: 'El comprador la firma con un código que le enviamos.',
        });
      },
      onError: (err) => setErrors({ form: offerErrorMessage(err, 'No pudimos proponer la extensión.') }),
    });
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Extender la exclusividad"
      description="Propón más días de exclusividad. La extensión vale cuando el comprador también la firme."
      onSubmit={onSubmit}
      submit={
        <PendingButton type="submit" pending={propose.isPending} pendingLabel="Enviando…">
          Firmar y proponer
        </PendingButton>
      }
    >
      <FormField
        label="Días más"
        error={errors.days}
        hint={`Entre 1 y ${RESERVATION_EXTENSION_MAX_DAYS} días.`}
      >
        <Input
          inputMode="numeric"
          value={days}
          onChange={(e) => setDays(e.target.value.replace(/\D/g, '').slice(0, 3))}
        />
      </FormField>
      <FormField label="Tu nombre completo" hint="Tu firma de la propuesta." error={errors.typedName}>
        <Input value={typedName} onChange={(e) => setTypedName(e.target.value)} autoComplete="name" />
      </FormField>
      {errors.form ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errors.form}
        </p>
      ) : null}
    </FormDialog>
  );
}

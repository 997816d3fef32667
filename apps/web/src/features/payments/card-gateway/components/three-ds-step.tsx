import { LandmarkIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { PendingButton } from '@/components/ui/pending-button';

/**
 * The bank's 3-D Secure step (docs/decisions/095-local-card-gateway.md): the bank asks the
 * buyer to confirm the payment; kushki.js opens the bank's check over this page, and once it
 * approves the payment is completed here.
 */
export function ThreeDsStep({
  amount,
  leaving,
  onContinue,
  onCancel,
}: {
  /** "$49", already formatted. */
  amount: string;
  /** The bank's check is open over the page. */
  leaving: boolean;
  onContinue: () => void;
  onCancel: () => void;
}) {
  // The step replaces the form the buyer was at: focus (and a phone's scroll) moves to it.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView({ block: 'center' });
  }, []);
  return (
    <section aria-labelledby="three-ds-title" className="flex flex-col items-center py-4 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-secondary text-primary">
        <LandmarkIcon className="size-6" aria-hidden="true" />
      </span>
      <h2 id="three-ds-title" ref={heading} tabIndex={-1} className="mt-4 text-xl font-semibold outline-none">
        Confirma el pago en tu banco
      </h2>
      <p className="mt-2 max-w-sm text-sm leading-6 text-muted-foreground">
        Tu banco pide que confirmes este pago de{' '}
        <span className="font-semibold text-foreground">{amount}</span> con su verificación segura (3-D
        Secure), que se abre sobre esta página. Al terminar completamos el pago aquí.
      </p>
      <p className="mt-3 max-w-sm text-sm leading-6 text-muted-foreground">
        Todavía no se hizo ningún cargo.
      </p>
      <div className="mt-6 grid w-full max-w-xs gap-2">
        <PendingButton size="lg" pending={leaving} pendingLabel="Esperando a tu banco…" onClick={onContinue}>
          Confirmar con mi banco
        </PendingButton>
        <Button variant="outline" disabled={leaving} onClick={onCancel}>
          Usar otra tarjeta
        </Button>
      </div>
    </section>
  );
}

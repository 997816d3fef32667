import { dealFileLabels, dealFileUrl } from '@traspasa/shared/deal-file';
import { ArchiveIcon } from 'lucide-react';
import { useState } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/hooks/use-toast';
import { downloadFile } from '@/lib/download';
import { requestErrorMessage } from '@/lib/request-error';

const statusTexts = {
  401: 'Tu sesión terminó. Inicia sesión de nuevo para descargarlo.',
  404: 'No encontramos esta negociación o ya no tienes acceso a ella.',
};

/**
 * «Descargar expediente»: the negotiation's deal file (decision 176), a signed ZIP with its own
 * verifier, for the buyer, the seller and admins. Shared by the negotiation page and the road to
 * closing, so it lives outside both features.
 */
export function DealFileButton({
  negotiationId,
  withHint = false,
  variant = 'outline',
  size = 'sm',
}: {
  negotiationId: number;
  /** One line under the button saying what the ZIP holds. */
  withHint?: boolean;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
}) {
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      await downloadFile(dealFileUrl(negotiationId), `expediente-negociacion-${negotiationId}.zip`);
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'No pudimos descargar el expediente',
        description: requestErrorMessage(error, 'Inténtalo de nuevo en unos segundos.', {
          byStatus: statusTexts,
        }),
      });
    } finally {
      setBusy(false);
    }
  };
  const button = (
    <Button variant={variant} size={size} onClick={() => void onClick()} disabled={busy} aria-busy={busy}>
      {busy ? <Spinner size="sm" label="Preparando el expediente…" /> : <ArchiveIcon aria-hidden="true" />}
      {dealFileLabels.download}
    </Button>
  );
  if (!withHint) return button;
  return (
    <div className="grid justify-items-start gap-1.5">
      {button}
      <p className="text-xs leading-5 text-muted-foreground">{dealFileLabels.hint}</p>
    </div>
  );
}

import { DownloadIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/hooks/use-toast';
import { downloadFile } from '@/lib/download';
import { offerErrorMessage } from '../../lib/errors';

/** Downloads one of the negotiation's PDFs (letter of a version, certificate) with the session. */
export function PdfButton({
  path,
  fileName,
  children,
  variant = 'outline',
  size = 'sm',
  className,
}: {
  path: string;
  fileName: string;
  children: ReactNode;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  className?: string;
}) {
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      await downloadFile(path, fileName);
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'No pudimos descargar el PDF',
        description: offerErrorMessage(error),
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant={variant}
      size={size}
      className={className}
      onClick={() => void onClick()}
      disabled={busy}
      aria-busy={busy}
    >
      {busy ? <Spinner size="sm" label="Descargando…" /> : <DownloadIcon aria-hidden="true" />}
      {children}
    </Button>
  );
}

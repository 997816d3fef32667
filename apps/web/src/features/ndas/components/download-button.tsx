import { DownloadIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/hooks/use-toast';
import { downloadFile } from '@/lib/download';
import { ndaErrorMessage } from '../lib/errors';

/** A button that downloads a private file, with a spinner while it comes and a toast if it fails. */
export function DownloadButton({
  path,
  fileName,
  children,
  variant = 'outline',
  size,
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
        title: 'No pudimos descargar el archivo',
        description: ndaErrorMessage(error),
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

export const certificatePath = (ndaId: number) => `/api/ndas/${ndaId}/certificate.pdf`;
export const certificateFileName = (ndaId: number) => `certificado-acuerdo-${ndaId}.pdf`;

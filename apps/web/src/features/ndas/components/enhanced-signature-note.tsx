import { NDA_UPLOAD_DEADLINE_DAYS } from '@traspasa/shared/ndas';
import { ShieldAlertIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

/**
 * Said before the clickwrap, wherever a buyer decides to sign (decisions 060 and 065): a
 * listing with the enhanced signature is not open after the online acceptance alone.
 */
export function EnhancedSignatureNote({ className }: { className?: string }) {
  return (
    <p
      className={cn(
        'flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm leading-6 text-amber-950',
        className,
      )}
    >
      <ShieldAlertIcon className="mt-1 size-4 shrink-0" aria-hidden="true" />
      <span>
        Este vendedor pide una <strong>firma reforzada</strong>. Además de aceptar el acuerdo en línea,
        tendrás {NDA_UPLOAD_DEADLINE_DAYS} días para firmarlo electrónicamente con un código que te enviamos
        por correo, o para subirlo firmado en papel junto con las dos caras de tu cédula. La información
        confidencial se abre al completar esa firma (en papel, cuando el vendedor o un administrador la
        revise).
      </span>
    </p>
  );
}

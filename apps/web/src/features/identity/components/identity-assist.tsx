import type { AdminIdentityDetail, IdentityAssist } from '@traspasa/shared/identity';
import {
  AlertTriangleIcon,
  CheckCircle2Icon,
  HelpCircleIcon,
  Loader2Icon,
  SparklesIcon,
  XCircleIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { type AssistTone, assistLines } from '../lib/assist';

const toneIcon: Record<AssistTone, ReactNode> = {
  match: <CheckCircle2Icon className="size-5 shrink-0 text-green-700" aria-hidden="true" />,
  mismatch: <XCircleIcon className="size-5 shrink-0 text-red-700" aria-hidden="true" />,
  unknown: <HelpCircleIcon className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />,
  warning: <AlertTriangleIcon className="size-5 shrink-0 text-red-700" aria-hidden="true" />,
  working: <Loader2Icon className="size-5 shrink-0 animate-spin text-muted-foreground" aria-hidden="true" />,
};

/**
 * What the server read from the photos (OCR of the number, the passport's MRZ) and whether
 * the number already verified another account. Marked as help: the decision is the reviewer's.
 */
export function IdentityAssistPanel({
  assist,
  documentType,
}: {
  assist: IdentityAssist;
  documentType: AdminIdentityDetail['documentType'];
}) {
  const lines = assistLines(assist, documentType);
  return (
    <section
      aria-labelledby="assist-title"
      className="grid gap-3 rounded-xl border border-dashed border-primary/40 bg-primary-soft/50 p-4"
    >
      <div>
        <h2 id="assist-title" className="flex items-center gap-2 font-semibold">
          <SparklesIcon className="size-4 text-primary" aria-hidden="true" />
          Comprobaciones automáticas
        </h2>
        <p className="mt-1 text-xs text-muted-foreground">
          Solo son una ayuda: la lectura automática puede equivocarse. Tú decides mirando las fotos.
        </p>
      </div>
      <ul className="grid gap-2">
        {lines.map((line) => (
          <li
            key={line.key}
            className={cn(
              'flex gap-2.5 rounded-lg bg-background p-3 text-sm',
              line.tone === 'warning' && 'border border-red-300',
            )}
          >
            {toneIcon[line.tone]}
            <div className="min-w-0">
              <p className="font-medium">{line.text}</p>
              {line.detail ? (
                <p className="mt-0.5 text-xs break-words text-muted-foreground">{line.detail}</p>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

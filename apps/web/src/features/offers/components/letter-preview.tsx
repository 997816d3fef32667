import { FileTextIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

/**
 * The letter of intent as it reads with the terms typed so far: the same text the server
 * stores and hashes (both come from the one renderer in packages/shared, decision 170).
 */
export function LetterPreview({ text, className }: { text: string; className?: string }) {
  return (
    <section
      aria-labelledby="letter-preview-title"
      className={cn('flex min-h-0 flex-col rounded-xl border bg-card shadow-sm', className)}
    >
      <div className="flex items-center gap-2 border-b px-4 py-3">
        <FileTextIcon className="size-4 text-primary" aria-hidden="true" />
        <h2 id="letter-preview-title" className="text-sm font-semibold">
          Vista previa de la carta
        </h2>
        <span className="ml-auto text-xs text-muted-foreground">Se actualiza mientras escribes</span>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto px-4 py-4 sm:px-6">
        <p className="text-[0.8125rem] leading-6 whitespace-pre-wrap text-foreground [overflow-wrap:anywhere]">
          {text}
        </p>
      </div>
    </section>
  );
}

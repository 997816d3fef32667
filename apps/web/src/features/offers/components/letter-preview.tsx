import { FileTextIcon } from 'lucide-react';
import { useId } from 'react';
import { cn } from '@/lib/utils';

/**
 * The letter of intent as it reads with the terms typed so far: the same text the server
 * stores and hashes (both come from the one renderer in packages/shared, decision 170).
 */
export function LetterPreview({ text, className }: { text: string; className?: string }) {
  // The form renders it twice (beside the form, and under «Ver carta» on a phone): ids of their own.
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={cn('flex min-h-0 flex-col rounded-xl border bg-card shadow-sm', className)}
    >
      <div className="flex items-center gap-2 border-b px-4 py-3">
        <FileTextIcon className="size-4 text-primary" aria-hidden="true" />
        <h2 id={titleId} className="text-sm font-semibold">
          Vista previa de la carta
        </h2>
        <span className="ml-auto text-xs text-muted-foreground">Se actualiza mientras escribes</span>
      </div>
      <div
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the letter scrolls in its box, which must take the keyboard's focus to be read (axe scrollable-region-focusable)
        tabIndex={0}
        className="min-h-0 flex-1 overflow-y-auto rounded-b-xl px-4 py-4 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring sm:px-6"
      >
        <p className="text-[0.8125rem] leading-6 whitespace-pre-wrap text-foreground [overflow-wrap:anywhere]">
          {text}
        </p>
      </div>
    </section>
  );
}

import { CheckIcon, CopyIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/**
 * «Copiar» for one value of a transfer (the amount, the reference, an account number): the
 * value goes to the clipboard and the button says «Copiado» for a moment, announced politely.
 */
export function CopyButton({ value, what, className }: { value: string; what: string; className?: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 2500);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('failed');
    }
  };

  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="min-h-10 shrink-0"
        onClick={() => void copy()}
      >
        {state === 'copied' ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
        {state === 'copied' ? 'Copiado' : 'Copiar'}
        <span className="sr-only"> {what}</span>
      </Button>
      <span role="status" aria-live="polite" className="sr-only">
        {state === 'copied'
          ? `${what} copiado`
          : state === 'failed'
            ? `No pudimos copiar ${what}: selecciónalo y cópialo a mano.`
            : ''}
      </span>
    </span>
  );
}

import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/**
 * Readable long-form typography without the typography plugin: a measure of
 * about 65 characters, relaxed leading and spaced blocks.
 */
export function Prose({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={cn(
        'max-w-prose text-base leading-7 text-foreground/90',
        '[&_p]:mt-4 [&_p:first-child]:mt-0',
        '[&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6',
        '[&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6',
        '[&_li]:pl-1 [&_li::marker]:text-muted-foreground',
        '[&_h3]:mt-8 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-foreground',
        '[&_strong]:font-semibold [&_strong]:text-foreground',
        '[&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:no-underline',
        '[&_table]:mt-4 [&_table]:w-full [&_table]:text-sm',
        '[&_th]:border-b [&_th]:border-border [&_th]:py-2 [&_th]:pr-4 [&_th]:text-left [&_th]:align-bottom [&_th]:font-semibold',
        '[&_td]:border-b [&_td]:border-border [&_td]:py-2 [&_td]:pr-4 [&_td]:align-top',
        className,
      )}
    >
      {children}
    </div>
  );
}

import { type ReactNode, useMemo } from 'react';
import { parseBlocks, parseInline } from '@/lib/text/blocks';
import { cn } from '@/lib/utils';

function Inline({ text }: { text: string }) {
  return (
    <>
      {parseInline(text).map((part, i) =>
        part.bold ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of an immutable string
          <strong key={i} className="font-semibold text-foreground">
            {part.text}
          </strong>
        ) : (
          part.text
        ),
      )}
    </>
  );
}

/**
 * Renders server text (descriptions, resource content) as headings, lists and
 * paragraphs — as React text nodes, never as HTML.
 */
export function RichText({ text, className }: { text: string | null | undefined; className?: string }) {
  const blocks = useMemo(() => parseBlocks(text), [text]);
  const out: ReactNode[] = blocks.map((block, i) => {
    const key = `${block.kind}-${i}`;
    switch (block.kind) {
      case 'heading': {
        const Tag = `h${block.level}` as 'h2' | 'h3' | 'h4';
        return (
          <Tag
            key={key}
            className={cn(
              'font-semibold tracking-tight text-foreground',
              block.level === 2 ? 'mt-8 text-xl' : 'mt-6 text-lg',
            )}
          >
            <Inline text={block.text} />
          </Tag>
        );
      }
      case 'list': {
        const Tag = block.ordered ? 'ol' : 'ul';
        return (
          <Tag
            key={key}
            className={cn('mt-4 grid gap-1.5 pl-6', block.ordered ? 'list-decimal' : 'list-disc')}
          >
            {block.items.map((item, j) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: items of an immutable list
              <li key={j}>
                <Inline text={item} />
              </li>
            ))}
          </Tag>
        );
      }
      case 'quote':
        return (
          <blockquote key={key} className="mt-4 border-l-4 border-primary/30 pl-4 italic">
            <Inline text={block.text} />
          </blockquote>
        );
      default:
        return (
          <p key={key} className="mt-4">
            <Inline text={block.text} />
          </p>
        );
    }
  });
  return (
    <div className={cn('text-base leading-7 text-slate-700 [&>*:first-child]:mt-0', className)}>{out}</div>
  );
}

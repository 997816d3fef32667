import type { ReactNode } from 'react';
import ReactMarkdown, { type Components, defaultUrlTransform } from 'react-markdown';
import { cn } from '@/lib/utils';

/** Only web and mail links survive; anything else (javascript:, data:, vbscript:) is dropped. */
export function safeMarkdownUrl(url: string): string {
  const cleaned = defaultUrlTransform(url);
  if (!cleaned) return '';
  if (/^(https?:|mailto:)/i.test(cleaned)) return cleaned;
  // Relative links within the site (/resources/3, #section) are fine.
  return /^[/#]/.test(cleaned) && !cleaned.startsWith('//') ? cleaned : '';
}

const components: Components = {
  h1: ({ children }) => <h2 className="mt-8 text-2xl font-semibold tracking-tight">{children}</h2>,
  h2: ({ children }) => <h2 className="mt-8 text-xl font-semibold tracking-tight">{children}</h2>,
  h3: ({ children }) => <h3 className="mt-6 text-lg font-semibold">{children}</h3>,
  h4: ({ children }) => <h4 className="mt-5 font-semibold">{children}</h4>,
  p: ({ children }) => <p className="mt-4 leading-7">{children}</p>,
  ul: ({ children }) => <ul className="mt-4 list-disc space-y-1.5 pl-6 leading-7">{children}</ul>,
  ol: ({ children }) => <ol className="mt-4 list-decimal space-y-1.5 pl-6 leading-7">{children}</ol>,
  blockquote: ({ children }) => (
    <blockquote className="mt-4 border-l-4 border-primary/40 pl-4 text-muted-foreground">
      {children}
    </blockquote>
  ),
  strong: ({ children }) => <strong className="font-semibold text-foreground">{children}</strong>,
  code: ({ children }) => <code className="rounded bg-muted px-1 py-0.5 font-mono text-sm">{children}</code>,
  pre: ({ children }) => (
    <pre className="mt-4 overflow-x-auto rounded-lg bg-muted p-4 text-sm">{children}</pre>
  ),
  hr: () => <hr className="my-8 border-border" />,
  // Pictures are not part of a resource's body: the cover is its one image.
  img: ({ alt }) => (alt ? <span>{alt}</span> : null),
  a: ({ href, children }) => {
    if (!href) return <span>{children as ReactNode}</span>;
    const external = /^https?:/i.test(href);
    return (
      <a
        href={href}
        className="font-medium text-primary underline underline-offset-2 hover:no-underline"
        {...(external ? { target: '_blank', rel: 'noopener noreferrer nofollow' } : {})}
      >
        {children}
        {external ? <span className="sr-only"> (se abre en una pestaña nueva)</span> : null}
      </a>
    );
  },
};

/**
 * A resource's body, written in Markdown by an admin. Raw HTML is never interpreted: without
 * rehype-raw, react-markdown shows `<script>` and any other tag as text (decision 102).
 */
export function Markdown({ text, className }: { text: string | null | undefined; className?: string }) {
  if (!text?.trim()) return null;
  return (
    <div className={cn('max-w-none text-base text-foreground [&>*:first-child]:mt-0', className)}>
      <ReactMarkdown components={components} urlTransform={safeMarkdownUrl}>
        {text}
      </ReactMarkdown>
    </div>
  );
}

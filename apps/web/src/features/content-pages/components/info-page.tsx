import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/** Top band of an information page: eyebrow, headline and a short lead. */
export function InfoPageHeader({
  eyebrow,
  title,
  lead,
}: {
  eyebrow: string;
  title: string;
  lead: ReactNode;
}) {
  return (
    <header className="border-b border-border bg-primary-soft">
      <div className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6 lg:py-20">
        <p className="text-sm font-semibold uppercase tracking-wide text-primary">{eyebrow}</p>
        <h1 className="mt-3 max-w-3xl text-3xl font-bold tracking-tight text-balance text-foreground sm:text-5xl">
          {title}
        </h1>
        <p className="mt-5 max-w-2xl text-lg leading-8 text-muted-foreground">{lead}</p>
      </div>
    </header>
  );
}

export interface Highlight {
  icon: LucideIcon;
  title: string;
  text: ReactNode;
}

/** A grid of short icon + title + text cards. */
export function HighlightGrid({ items, className }: { items: Highlight[]; className?: string }) {
  return (
    <ul className={cn('grid gap-4 sm:grid-cols-2 lg:gap-6', className)}>
      {items.map(({ icon: Icon, title, text }) => (
        <li key={title} className="rounded-xl border border-border bg-card p-5 shadow-sm sm:p-6">
          <span className="flex size-11 items-center justify-center rounded-lg bg-secondary text-primary">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <h3 className="mt-4 text-base font-semibold text-foreground">{title}</h3>
          <p className="mt-2 text-sm leading-6 text-muted-foreground">{text}</p>
        </li>
      ))}
    </ul>
  );
}

/** Closing band with one or two actions. */
export function InfoPageCta({
  title,
  text,
  primary,
  secondary,
}: {
  title: string;
  text: string;
  primary: { to: string; label: string };
  secondary?: { to: string; label: string };
}) {
  return (
    <section aria-labelledby="info-cta-title" className="mx-auto w-full max-w-6xl px-4 pb-16 sm:px-6">
      <div className="rounded-2xl bg-primary px-6 py-10 text-primary-foreground sm:px-10 sm:py-12">
        <h2 id="info-cta-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {title}
        </h2>
        <p className="mt-3 max-w-2xl text-base leading-7 text-primary-foreground/85">{text}</p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <Button asChild variant="accent" size="lg">
            <Link to={primary.to}>{primary.label}</Link>
          </Button>
          {secondary ? (
            <Button
              asChild
              variant="outline"
              size="lg"
              className="border-white/40 bg-transparent text-primary-foreground hover:bg-white/10"
            >
              <Link to={secondary.to}>{secondary.label}</Link>
            </Button>
          ) : null}
        </div>
      </div>
    </section>
  );
}

import type { ReactNode } from 'react';
import { type LinkCardItem, LinkCards } from '@/components/page/link-cards';
import { PageBody } from '@/components/page/page-header';
import { Badge } from '@/components/ui/badge';
import { useUser } from '@/lib/session';
import { displayName, roleLabel } from '@/lib/user-names';

export type DashboardShellProps = {
  title: string;
  intro: ReactNode;
  sections: Array<{ title: string; links: LinkCardItem[] }>;
  children?: ReactNode;
};

/** A role's panel: greeting, role, and the actions that exist for it. */
export function DashboardShell({ title, intro, sections, children }: DashboardShellProps) {
  const { data: user } = useUser();
  const name = displayName(user);
  return (
    <>
      <title>{`${title} | Traspasa`}</title>
      <header className="border-b bg-primary-soft">
        <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">{title}</p>
          <h1 className="mt-1 text-2xl font-bold tracking-tight sm:text-4xl">Hola, {name}</h1>
          <div className="mt-3 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <span>Tu cuenta:</span>
            <Badge variant="secondary">{roleLabel(user?.role)}</Badge>
            {user?.secondaryRole ? (
              <Badge variant="outline">También {roleLabel(user.secondaryRole).toLowerCase()}</Badge>
            ) : null}
            {user?.identityVerified ? <Badge variant="success">Identidad verificada</Badge> : null}
          </div>
          <p className="mt-4 max-w-3xl text-base leading-7 text-muted-foreground">{intro}</p>
        </div>
      </header>
      <PageBody className="flex flex-col gap-10">
        {children}
        {sections.map((section) => (
          <section key={section.title} aria-label={section.title}>
            <h2 className="text-lg font-semibold">{section.title}</h2>
            <LinkCards items={section.links} className="mt-4" />
          </section>
        ))}
      </PageBody>
    </>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { DocumentSection } from '../types';
import { Prose } from './prose';

interface LegalDocumentProps {
  title: string;
  updatedOn: string;
  intro: ReactNode;
  sections: DocumentSection[];
  /** The other legal document, linked at the end. */
  related: { to: string; label: string };
}

/** A legal text with its table of contents: a list on top on phones, a sticky column on wide screens. */
export function LegalDocument({ title, updatedOn, intro, sections, related }: LegalDocumentProps) {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 lg:py-16">
      <header className="max-w-prose">
        <p className="text-sm font-semibold uppercase tracking-wide text-primary">Legal</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-foreground sm:text-4xl">{title}</h1>
        <p className="mt-3 text-sm text-muted-foreground">Última actualización: {updatedOn}</p>
        <Prose className="mt-6">{intro}</Prose>
      </header>

      <div className="mt-10 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-12">
        <nav
          aria-labelledby="toc-title"
          className="mb-10 rounded-xl border border-border bg-muted/40 p-5 lg:sticky lg:top-24 lg:mb-0 lg:max-h-[calc(100vh-7rem)] lg:self-start lg:overflow-y-auto"
        >
          <h2 id="toc-title" className="text-sm font-semibold text-foreground">
            Contenido
          </h2>
          <ol className="mt-3 space-y-1 text-sm">
            {sections.map((section, index) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="flex min-h-11 items-center gap-2 rounded-md px-2 py-1.5 text-muted-foreground hover:bg-background hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring lg:min-h-0"
                >
                  <span className="w-6 shrink-0 tabular-nums text-muted-foreground">{index + 1}.</span>
                  <span>{section.title}</span>
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <div className="min-w-0 space-y-12">
          {sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className="scroll-mt-24"
            >
              <h2
                id={`${section.id}-title`}
                className="max-w-prose text-xl font-semibold tracking-tight text-foreground sm:text-2xl"
              >
                {index + 1}. {section.title}
              </h2>
              <Prose className="mt-4">{section.content}</Prose>
            </section>
          ))}

          <footer className="max-w-prose border-t border-border pt-6 text-sm text-muted-foreground">
            <p>
              Consulta también nuestra{' '}
              <Link to={related.to} className="font-medium text-primary underline underline-offset-4">
                {related.label}
              </Link>
              . Si tienes dudas, escríbenos a{' '}
              <a
                href="mailto:legal@traspasa.test"
                className="font-medium text-primary underline underline-offset-4"
              >
                legal@traspasa.test
              </a>
              .
            </p>
          </footer>
        </div>
      </div>
    </div>
  );
}

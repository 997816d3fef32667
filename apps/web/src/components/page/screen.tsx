import type { ReactNode } from 'react';
import { type LinkCardItem, LinkCards } from './link-cards';
import { PageBody, PageHeader } from './page-header';

export type ScreenProps = {
  /** Document title (without the " | Traspasa" suffix). */
  title: string;
  heading?: ReactNode;
  eyebrow?: ReactNode;
  /** One paragraph: what this screen is for. */
  description: ReactNode;
  actions?: ReactNode;
  links?: LinkCardItem[];
  linksTitle?: string;
  children?: ReactNode;
};

/** A titled app screen with its purpose and where to go next. */
export function Screen({
  title,
  heading,
  eyebrow,
  description,
  actions,
  links,
  linksTitle,
  children,
}: ScreenProps) {
  return (
    <>
      <title>{`${title} | Traspasa`}</title>
      <PageHeader title={heading ?? title} eyebrow={eyebrow} description={description} actions={actions} />
      <PageBody className="flex flex-col gap-8">
        {children}
        {links && links.length > 0 ? (
          <section aria-labelledby="screen-links">
            <h2 id="screen-links" className="text-lg font-semibold">
              {linksTitle ?? 'Qué puedes hacer ahora'}
            </h2>
            <LinkCards items={links} className="mt-4" />
          </section>
        ) : null}
      </PageBody>
    </>
  );
}

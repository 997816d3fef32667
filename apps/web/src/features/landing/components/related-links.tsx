import { plural } from '@traspasa/shared/plural';
import { Link } from 'react-router';

/** The related cities or categories of a landing page, each with its number of listings. */
export function RelatedLinks({
  id,
  title,
  links,
}: {
  id: string;
  title: string;
  links: { name: string; path: string; count: number }[];
}) {
  if (links.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold text-foreground">
        {title}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.path}>
            <Link
              to={link.path}
              className="inline-flex min-h-11 items-center gap-2 rounded-full border bg-card px-4 text-sm font-medium text-foreground transition-colors hover:border-primary/40 hover:bg-primary-soft focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              {link.name}
              <span className="figure text-xs font-normal text-muted-foreground">
                {link.count.toLocaleString('es-EC')}
                <span className="sr-only"> {plural(link.count, 'negocio', 'negocios')}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

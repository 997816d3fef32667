import { ChevronRightIcon } from 'lucide-react';
import { Link } from 'react-router';

/** Inicio › Negocios en venta › Restaurantes › Quito; the last one is the page itself. */
export function Breadcrumbs({ items }: { items: { name: string; path: string }[] }) {
  return (
    <nav aria-label="Ruta de navegación">
      <ol className="flex flex-wrap items-center gap-x-1 gap-y-1 text-sm text-muted-foreground">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={item.path} className="inline-flex min-w-0 items-center gap-1">
              {last ? (
                <span aria-current="page" className="font-medium text-foreground">
                  {item.name}
                </span>
              ) : (
                <>
                  <Link
                    to={item.path}
                    className="inline-flex min-h-11 items-center hover:text-foreground hover:underline md:min-h-0"
                  >
                    {item.name}
                  </Link>
                  <ChevronRightIcon className="size-3.5 shrink-0" aria-hidden="true" />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

import { businessCategories, businessCategoryLabels } from '@traspasa/shared/enums';
import { landingPath } from '@traspasa/shared/landing-slugs';
import { countText } from '@traspasa/shared/plural';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { useCategoryCounts } from '../api/get-category-counts';
import { categoryIcons } from './category-icons';
import { SectionHeading } from './section-heading';

function countLabel(count: number): string {
  if (count === 0) return 'Sin anuncios aún';
  return countText(count, 'negocio', 'negocios');
}

export function CategoriesGrid() {
  const counts = useCategoryCounts();

  return (
    <section
      aria-labelledby="categories-title"
      className="mx-auto w-full max-w-6xl px-4 py-14 sm:px-6 lg:py-20"
    >
      <SectionHeading
        id="categories-title"
        eyebrow="Categorías"
        title="Explora por tipo de negocio"
        description="Desde restaurantes y tiendas de barrio hasta empresas de tecnología y transporte."
      />
      <ul className="mt-8 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-7 lg:gap-4">
        {businessCategories.map((category) => {
          const Icon = categoryIcons[category];
          const count = counts.data?.[category] ?? 0;
          return (
            <li key={category}>
              <Link
                // A category with listings has its own page (decision 152); crawlers reach it from here.
                to={count > 0 ? landingPath({ category }) : `/businesses?category=${category}`}
                className="group flex h-full min-h-28 flex-col justify-between gap-3 rounded-xl border border-border bg-card p-4 transition-colors hover:border-primary/40 hover:bg-primary-soft focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                <span className="flex size-10 items-center justify-center rounded-lg bg-secondary text-primary transition-colors group-hover:bg-primary group-hover:text-primary-foreground">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span className="block">
                  <span className="block text-sm font-semibold leading-snug text-foreground">
                    {businessCategoryLabels[category]}
                  </span>
                  {counts.isPending ? (
                    <Skeleton className="mt-1.5 h-3.5 w-16" />
                  ) : counts.isError ? null : (
                    <span className="figure mt-0.5 block text-xs text-muted-foreground">
                      {countLabel(count)}
                    </span>
                  )}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

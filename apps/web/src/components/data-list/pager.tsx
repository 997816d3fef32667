import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';

/**
 * «Anterior», «Página 2 de 5», «Siguiente» under a numbered list; nothing when it fits one
 * page. `page` is the address's page (what the buttons move from); `shownPage` the page the
 * rows on screen are, which lags while the next one loads.
 */
export function Pager({
  page,
  pageCount,
  shownPage = page,
  onPage,
}: {
  page: number;
  pageCount: number;
  shownPage?: number;
  onPage: (page: number) => void;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Páginas" className="flex items-center justify-between gap-2">
      <Button variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeftIcon aria-hidden="true" />
        Anterior
      </Button>
      <p className="text-sm text-muted-foreground">
        Página {shownPage} de {pageCount}
      </p>
      <Button variant="outline" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        Siguiente
        <ChevronRightIcon aria-hidden="true" />
      </Button>
    </nav>
  );
}

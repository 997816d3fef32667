import { CompassIcon, HomeIcon, SearchIcon } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

export default function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <>
      <title>Página no encontrada | Traspasa</title>
      <meta name="robots" content="noindex" />
      <section className="mx-auto flex w-full max-w-2xl flex-1 flex-col items-center justify-center px-4 py-16 text-center sm:py-24">
        <span className="flex size-16 items-center justify-center rounded-full bg-secondary text-primary">
          <CompassIcon className="size-8" aria-hidden="true" />
        </span>
        <p className="mt-6 text-sm font-semibold tracking-wide text-primary uppercase">Error 404</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">No encontramos esta página</h1>
        <p className="mt-4 text-base leading-7 text-muted-foreground">
          La dirección <span className="font-mono text-sm break-all text-foreground">{pathname}</span> no
          existe o el negocio que buscabas ya no está publicado. Revisa que esté bien escrita o sigue buscando
          desde aquí.
        </p>
        <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Button asChild size="lg">
            <Link to={paths.businesses.href}>
              <SearchIcon aria-hidden="true" />
              Ver negocios en venta
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to={paths.home.href}>
              <HomeIcon aria-hidden="true" />
              Ir al inicio
            </Link>
          </Button>
        </div>
        <p className="mt-8 text-sm text-muted-foreground">
          ¿Necesitas ayuda? Consulta las{' '}
          <Link to={paths.faq.href} className="font-medium text-primary underline">
            preguntas frecuentes
          </Link>
          .
        </p>
      </section>
    </>
  );
}

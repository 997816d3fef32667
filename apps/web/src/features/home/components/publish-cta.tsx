import { ArrowRightIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

export function PublishCta() {
  return (
    <section aria-labelledby="publish-title" className="mx-auto w-full max-w-6xl px-4 py-14 sm:px-6 lg:py-20">
      <div className="relative overflow-hidden rounded-3xl bg-primary px-6 py-12 text-primary-foreground sm:px-12 sm:py-16">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -right-16 -bottom-24 size-72 rounded-full bg-accent/15"
        />
        <div className="relative max-w-2xl">
          <h2 id="publish-title" className="text-2xl font-bold tracking-tight text-balance sm:text-4xl">
            ¿Estás pensando en vender tu negocio?
          </h2>
          <p className="mt-4 text-base leading-7 text-primary-foreground/85 sm:text-lg sm:leading-8">
            Publícalo gratis, decide qué se muestra y qué queda bajo acuerdo de confidencialidad, y conversa
            solo con compradores serios.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild variant="accent" size="lg">
              <Link to="/create-business">
                Publicar mi negocio
                <ArrowRightIcon aria-hidden="true" />
              </Link>
            </Button>
            <Button
              asChild
              variant="outline"
              size="lg"
              className="border-white/40 bg-transparent text-primary-foreground hover:bg-white/10"
            >
              <Link to="/valorar-mi-negocio">Calcula cuánto vale</Link>
            </Button>
            <Button
              asChild
              variant="outline"
              size="lg"
              className="border-white/40 bg-transparent text-primary-foreground hover:bg-white/10"
            >
              <Link to="/faq">Preguntas frecuentes</Link>
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}

import { Link } from 'react-router';
import { SupportEmail } from '@/components/support-email';
import {
  aboutHighlights,
  aboutLead,
  aboutStory,
  aboutWhatWeAreNot,
} from '@/features/content-pages/about-content';
import { HighlightGrid, InfoPageCta, InfoPageHeader } from '@/features/content-pages/components/info-page';
import { Prose } from '@/features/content-pages/components/prose';

export default function AboutPage() {
  return (
    <>
      <title>Quiénes somos | Traspasa</title>
      <meta
        name="description"
        content="Conoce Traspasa: el mercado en español para comprar y vender pequeños negocios en Ecuador y Latinoamérica con acuerdos de confidencialidad y anuncios revisados."
      />
      <InfoPageHeader
        eyebrow="Quiénes somos"
        title="Un mercado serio para traspasar negocios"
        lead={aboutLead}
      />

      <div className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6 lg:py-16">
        <section
          aria-labelledby="story-title"
          className="lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,1.6fr)] lg:gap-12"
        >
          <h2 id="story-title" className="text-2xl font-bold tracking-tight text-foreground sm:text-3xl">
            Por qué existimos
          </h2>
          <Prose className="mt-4 lg:mt-0">{aboutStory}</Prose>
        </section>

        <section aria-labelledby="how-title" className="mt-16">
          <h2 id="how-title" className="text-2xl font-bold tracking-tight text-foreground sm:text-3xl">
            Cómo te cuidamos
          </h2>
          <HighlightGrid items={aboutHighlights} className="mt-6" />
        </section>

        <section
          aria-labelledby="not-title"
          className="mt-16 lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,1.6fr)] lg:gap-12"
        >
          <h2 id="not-title" className="text-2xl font-bold tracking-tight text-foreground sm:text-3xl">
            Lo que no hacemos
          </h2>
          <Prose className="mt-4 lg:mt-0">
            {aboutWhatWeAreNot}
            <p>
              Lee nuestra <Link to="/mission">misión y valores</Link>, las{' '}
              <Link to="/faq">preguntas frecuentes</Link> o escríbenos a <SupportEmail />.
            </p>
          </Prose>
        </section>
      </div>

      <InfoPageCta
        title="¿Listo para dar el siguiente paso?"
        text="Busca entre los negocios publicados o publica el tuyo gratis con el nivel básico."
        primary={{ to: '/businesses', label: 'Ver negocios en venta' }}
        secondary={{ to: '/create-business', label: 'Publicar mi negocio' }}
      />
    </>
  );
}

import { CheckIcon } from 'lucide-react';
import { HighlightGrid, InfoPageCta, InfoPageHeader } from '@/features/content-pages/components/info-page';
import { Prose } from '@/features/content-pages/components/prose';
import {
  missionCommitments,
  missionStatement,
  missionValues,
  missionVision,
  missionWhy,
} from '@/features/content-pages/mission-content';

export default function MissionPage() {
  return (
    <>
      <title>Nuestra misión | Traspasa</title>
      <meta
        name="description"
        content="La misión de Traspasa: que los pequeños negocios de Latinoamérica sigan vivos conectando a sus dueños con quienes quieren continuarlos, con confianza y confidencialidad."
      />
      <InfoPageHeader
        eyebrow="Nuestra misión"
        title="Que ningún buen negocio cierre por no encontrar sucesor"
        lead={missionStatement}
      />

      <div className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6 lg:py-16">
        <section
          aria-labelledby="why-title"
          className="lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,1.6fr)] lg:gap-12"
        >
          <h2 id="why-title" className="text-2xl font-bold tracking-tight text-foreground sm:text-3xl">
            Por qué lo hacemos
          </h2>
          <Prose className="mt-4 lg:mt-0">{missionWhy}</Prose>
        </section>

        <section
          aria-labelledby="vision-title"
          className="mt-16 rounded-2xl border border-border bg-muted/50 p-6 sm:p-10"
        >
          <h2 id="vision-title" className="text-sm font-semibold uppercase tracking-wide text-primary">
            Nuestra visión
          </h2>
          <p className="mt-3 max-w-3xl text-xl font-medium leading-8 text-foreground sm:text-2xl sm:leading-10">
            {missionVision}
          </p>
        </section>

        <section aria-labelledby="values-title" className="mt-16">
          <h2 id="values-title" className="text-2xl font-bold tracking-tight text-foreground sm:text-3xl">
            Nuestros valores
          </h2>
          <HighlightGrid items={missionValues} className="mt-6" />
        </section>

        <section aria-labelledby="commitments-title" className="mt-16">
          <h2
            id="commitments-title"
            className="text-2xl font-bold tracking-tight text-foreground sm:text-3xl"
          >
            Nuestros compromisos contigo
          </h2>
          <ul className="mt-6 grid max-w-3xl gap-4">
            {missionCommitments.map((commitment) => (
              <li key={commitment} className="flex gap-3 text-base leading-7 text-foreground/90">
                <span className="mt-1 flex size-6 shrink-0 items-center justify-center rounded-full bg-secondary text-primary">
                  <CheckIcon className="size-4" aria-hidden="true" />
                </span>
                <span>{commitment}</span>
              </li>
            ))}
          </ul>
        </section>
      </div>

      <InfoPageCta
        title="Súmate a Traspasa"
        text="Crea tu cuenta gratis como comprador, vendedor o consultor."
        primary={{ to: '/auth?tab=register', label: 'Crear cuenta gratis' }}
        secondary={{ to: '/about', label: 'Conocer Traspasa' }}
      />
    </>
  );
}

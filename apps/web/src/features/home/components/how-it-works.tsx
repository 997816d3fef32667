import {
  BadgeCheckIcon,
  ClipboardCheckIcon,
  FileSignatureIcon,
  type LucideIcon,
  MessagesSquareIcon,
  SearchIcon,
  StoreIcon,
} from 'lucide-react';
import { SectionHeading } from './section-heading';

interface Step {
  icon: LucideIcon;
  title: string;
  text: string;
}

const sellerSteps: Step[] = [
  {
    icon: StoreIcon,
    title: 'Publica tu negocio',
    text: 'Describe tu negocio, sube fotos y decide qué datos son confidenciales. Publicar con el nivel básico es gratis.',
  },
  {
    icon: ClipboardCheckIcon,
    title: 'Lo revisamos y aprobamos',
    text: 'Una persona de nuestro equipo revisa el anuncio antes de publicarlo y te explica cualquier cambio necesario.',
  },
  {
    icon: BadgeCheckIcon,
    title: 'Recibe compradores con acuerdo firmado',
    text: 'Solo quienes firman el acuerdo de confidencialidad ven tus datos sensibles y pueden escribirte.',
  },
];

const buyerSteps: Step[] = [
  {
    icon: SearchIcon,
    title: 'Busca tu próximo negocio',
    text: 'Filtra por categoría, ciudad, precio y utilidad anual. Los precios están en dólares.',
  },
  {
    icon: FileSignatureIcon,
    title: 'Firma el acuerdo de confidencialidad',
    text: 'En un minuto y con validez legal. Así ves el nombre real, la dirección, las cifras y los documentos.',
  },
  {
    icon: MessagesSquareIcon,
    title: 'Conversa con el vendedor',
    text: 'Resuelve tus dudas por mensajes dentro de Traspasa y avanza con la negociación a tu ritmo.',
  },
];

function StepList({ title, steps, id }: { title: string; steps: Step[]; id: string }) {
  return (
    <div className="rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8">
      <h3 id={id} className="text-lg font-semibold text-foreground">
        {title}
      </h3>
      <ol aria-labelledby={id} className="mt-6 space-y-6">
        {steps.map(({ icon: Icon, title: stepTitle, text }, index) => (
          <li key={stepTitle} className="flex gap-4">
            <span className="relative flex size-11 shrink-0 items-center justify-center rounded-full bg-secondary text-primary">
              <Icon className="size-5" aria-hidden="true" />
              <span
                className="absolute -top-1 -right-1 flex size-5 items-center justify-center rounded-full bg-primary text-[0.6875rem] font-bold text-primary-foreground"
                aria-hidden="true"
              >
                {index + 1}
              </span>
            </span>
            <div className="min-w-0">
              <p className="font-semibold text-foreground">
                <span className="sr-only">Paso {index + 1}: </span>
                {stepTitle}
              </p>
              <p className="mt-1 text-sm leading-6 text-muted-foreground">{text}</p>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}

export function HowItWorks() {
  return (
    <section aria-labelledby="how-title" className="mx-auto w-full max-w-6xl px-4 py-14 sm:px-6 lg:py-20">
      <SectionHeading
        id="how-title"
        eyebrow="Cómo funciona"
        title="Tres pasos, vendas o compres"
        description="Un proceso claro para que la información correcta llegue a la persona correcta."
      />
      <div className="mt-8 grid gap-5 lg:grid-cols-2 lg:gap-6">
        <StepList id="how-sellers" title="Si vendes" steps={sellerSteps} />
        <StepList id="how-buyers" title="Si compras" steps={buyerSteps} />
      </div>
    </section>
  );
}

import { MailIcon } from 'lucide-react';
import { Link } from 'react-router';
import { SupportEmail } from '@/components/support-email';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { Button } from '@/components/ui/button';
import { InfoPageHeader } from '@/features/content-pages/components/info-page';
import { Prose } from '@/features/content-pages/components/prose';
import { faqGroups } from '@/features/content-pages/faq-content';
import { cn } from '@/lib/utils';

function ContactCard({ id, className }: { id: string; className?: string }) {
  return (
    <section aria-labelledby={id} className={cn('rounded-2xl bg-muted/60 p-6', className)}>
      <h2 id={id} className="text-lg font-semibold text-foreground">
        ¿Te quedó alguna duda?
      </h2>
      <p className="mt-1 text-sm leading-6 text-muted-foreground">
        Respondemos en un máximo de 10 días hábiles. Revisa también los{' '}
        <Link to="/legal/terms" className="font-medium text-primary underline underline-offset-4">
          términos
        </Link>{' '}
        y la{' '}
        <Link to="/legal/privacy" className="font-medium text-primary underline underline-offset-4">
          política de privacidad
        </Link>
        .
      </p>
      <Button asChild variant="outline" className="mt-4 w-full sm:w-auto lg:w-full">
        <SupportEmail>
          <MailIcon aria-hidden="true" />
          Escríbenos
        </SupportEmail>
      </Button>
    </section>
  );
}

export default function FaqPage() {
  return (
    <>
      <title>Preguntas frecuentes | Traspasa</title>
      <meta
        name="description"
        content="Respuestas sobre Traspasa: costos, acuerdos de confidencialidad, verificación de identidad, moderación de anuncios, cómo contactar a un vendedor, pagos y cómo eliminar tu cuenta."
      />
      <InfoPageHeader
        eyebrow="Ayuda"
        title="Preguntas frecuentes"
        lead="Todo lo que necesitas saber para comprar o vender un negocio en Traspasa. Si no encuentras tu respuesta, escríbenos."
      />

      <div className="mx-auto grid w-full max-w-6xl grid-cols-[minmax(0,1fr)] gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-12 lg:py-16">
        <aside className="min-w-0 lg:sticky lg:top-24 lg:self-start">
          <nav aria-label="Temas" className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
            <p className="mb-3 hidden text-sm font-semibold text-foreground lg:block">Temas</p>
            <ul className="flex gap-2 sm:flex-wrap lg:flex-col lg:gap-1">
              {faqGroups.map((group) => (
                <li key={group.id} className="shrink-0">
                  <a
                    href={`#${group.id}`}
                    className="inline-flex min-h-11 items-center rounded-full border border-border bg-background px-4 text-sm font-medium text-foreground hover:border-primary hover:text-primary lg:w-full lg:rounded-lg lg:border-transparent lg:px-3 lg:text-muted-foreground lg:hover:bg-muted lg:hover:text-foreground"
                  >
                    {group.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <ContactCard id="faq-contact-side" className="mt-8 hidden lg:block" />
        </aside>

        <div className="min-w-0 max-w-3xl space-y-12">
          {faqGroups.map((group) => (
            <section
              key={group.id}
              id={group.id}
              aria-labelledby={`${group.id}-title`}
              className="scroll-mt-24"
            >
              <h2
                id={`${group.id}-title`}
                className="text-xl font-semibold tracking-tight text-foreground sm:text-2xl"
              >
                {group.title}
              </h2>
              <Accordion
                type="multiple"
                className="mt-4 rounded-xl border border-border bg-card px-4 sm:px-6"
              >
                {group.items.map((item) => (
                  <AccordionItem key={item.id} value={item.id}>
                    <AccordionTrigger className="py-4 text-base">{item.question}</AccordionTrigger>
                    <AccordionContent>
                      <Prose className="text-[0.9375rem] leading-7">{item.answer}</Prose>
                    </AccordionContent>
                  </AccordionItem>
                ))}
              </Accordion>
            </section>
          ))}
          <ContactCard id="faq-contact-bottom" className="lg:hidden" />
        </div>
      </div>
    </>
  );
}

import { CheckIcon, HelpCircleIcon, StoreIcon, TagIcon } from 'lucide-react';
import { Link } from 'react-router';
import { LinkCards } from '@/components/page/link-cards';
import { PageBody, PageHeader } from '@/components/page/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';

const tiers = [
  {
    name: 'Básico',
    price: 'Gratis',
    summary: 'Para publicar tu negocio y empezar a recibir interesados.',
    features: [
      'Hasta 5 fotos',
      'Acuerdo de confidencialidad para compradores',
      'Mensajes con compradores',
      'Revisión del anuncio',
    ],
    cta: 'Publicar gratis',
    highlighted: false,
  },
  {
    name: 'Premium',
    price: 'Paquete de pago único',
    summary: 'Para anuncios que quieren mostrar más y generar confianza.',
    features: [
      'Hasta 15 fotos',
      'Área de documentos confidenciales',
      'Tarjeta resaltada en los resultados',
      'Todo lo del básico',
    ],
    cta: 'Elegir Premium',
    highlighted: true,
  },
  {
    name: 'Destacado',
    price: 'Paquete de pago único',
    summary: 'Para vender antes: máxima visibilidad durante 30 días.',
    features: [
      'Todo lo de Premium',
      'En la portada de Traspasa',
      'Primeros puestos en los resultados',
      'Durante 30 días',
    ],
    cta: 'Elegir Destacado',
    highlighted: false,
  },
] as const;

export default function SubscriptionPlansPage() {
  return (
    <>
      <title>Planes y paquetes para vender tu negocio | Traspasa</title>
      <meta
        name="description"
        content="Publicar un negocio en Traspasa es gratis. Con los paquetes Premium y Destacado tu anuncio muestra más fotos, documentos y aparece primero."
      />
      <PageHeader
        eyebrow="Planes"
        title="Planes y paquetes"
        description="Publicar un anuncio básico es gratis. Si quieres más fotos, un área de documentos o aparecer primero, compra un paquete para ese anuncio: el crédito se usa cuando un administrador lo aprueba. Verás el precio final, con tu código de descuento aplicado, antes de pagar con tarjeta."
      />
      <PageBody className="flex flex-col gap-10">
        <ul className="grid gap-5 lg:grid-cols-3">
          {tiers.map((tier) => (
            <li
              key={tier.name}
              className={cn(
                'flex flex-col rounded-2xl border bg-card p-6 shadow-sm',
                tier.highlighted && 'border-2 border-primary shadow-md',
              )}
            >
              <div className="flex items-center justify-between gap-2">
                <h2 className="text-xl font-bold">{tier.name}</h2>
                {tier.highlighted ? <Badge variant="accent">Recomendado</Badge> : null}
              </div>
              <p className="mt-2 text-lg font-semibold text-primary">{tier.price}</p>
              <p className="mt-2 text-sm text-muted-foreground">{tier.summary}</p>
              <ul className="mt-5 grid gap-2 text-sm">
                {tier.features.map((feature) => (
                  <li key={feature} className="flex items-start gap-2">
                    <CheckIcon className="mt-0.5 size-4 shrink-0 text-green-700" aria-hidden="true" />
                    {feature}
                  </li>
                ))}
              </ul>
              <Button asChild variant={tier.highlighted ? 'accent' : 'outline'} className="mt-6">
                <Link to={tier.name === 'Básico' ? paths.createBusiness.href : paths.checkout.href}>
                  {tier.cta}
                </Link>
              </Button>
            </li>
          ))}
        </ul>
        <section aria-labelledby="plans-more">
          <h2 id="plans-more" className="text-lg font-semibold">
            Antes de elegir
          </h2>
          <LinkCards
            className="mt-4"
            items={[
              {
                to: paths.businesses.href,
                title: 'Mira anuncios publicados',
                text: 'Compara cómo se ven los anuncios básicos y los destacados.',
                icon: StoreIcon,
              },
              {
                to: paths.subscribe.href,
                title: 'Suscripciones',
                text: 'Planes mensuales para compradores y vendedores frecuentes.',
                icon: TagIcon,
              },
              {
                to: paths.faq.href,
                title: 'Preguntas frecuentes',
                text: 'Pagos, facturas y devoluciones.',
                icon: HelpCircleIcon,
              },
            ]}
          />
        </section>
      </PageBody>
    </>
  );
}

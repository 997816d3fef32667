// What Traspasa sells (decision 090): the features plans grant, the plans, and the listing
// packages. This is reference data, not demo data: `ensureCatalogue` (payments.repository.ts)
// writes it at every start (insert or update by name / product id), so a production database
// without demo data sells the same things. An admin's deactivation (`active = false`) is kept.
import { type FeatureName, featureNames } from '@traspasa/shared/payments';
import type { stripeProducts } from '../../db/schema/payments.ts';

export const catalogueFeatures: Record<FeatureName, string> = {
  credito_destacado_mensual:
    'Un crédito Destacado cada mes que pagas el plan: tu negocio en la portada y primero en las búsquedas durante 30 días.',
  fotos_adicionales: 'Hasta 25 fotos en cada anuncio, sea cual sea su paquete.',
  acuerdos_ilimitados:
    'Solicita acuerdos de confidencialidad sin límite (sin plan: 10 cada 30 días) y accede a la información reservada de los negocios que te interesan.',
};

export type CatalogueProduct = typeof stripeProducts.$inferInsert;
const includes = (...names: FeatureName[]) => names.join(',');
const sellerTools = includes('credito_destacado_mensual', 'fotos_adicionales');

export const cataloguePlans = [
  {
    stripeProductId: 'prod_local_comprador_pro_mensual',
    name: 'Comprador Pro',
    description: 'Para quien busca su próximo negocio en serio: acuerdos de confidencialidad sin límite.',
    tipoUsuario: 'comprador',
    nivelAcceso: 'pro',
    incluye: includes('acuerdos_ilimitados'),
    periodicidad: 'mensual',
    precioUsd: '19.00',
    sortOrder: 10,
  },
  {
    stripeProductId: 'prod_local_comprador_pro_anual',
    name: 'Comprador Pro anual',
    description: 'Todo lo de Comprador Pro, con dos meses gratis.',
    tipoUsuario: 'comprador',
    nivelAcceso: 'pro',
    incluye: includes('acuerdos_ilimitados'),
    periodicidad: 'anual',
    precioUsd: '190.00',
    sortOrder: 11,
  },
  {
    stripeProductId: 'prod_local_vendedor_profesional_mensual',
    name: 'Vendedor Profesional',
    description: 'Vende más rápido: un crédito Destacado cada mes y hasta 25 fotos en cada anuncio.',
    tipoUsuario: 'vendedor',
    nivelAcceso: 'profesional',
    incluye: sellerTools,
    periodicidad: 'mensual',
    precioUsd: '29.00',
    sortOrder: 20,
  },
  {
    stripeProductId: 'prod_local_vendedor_profesional_anual',
    name: 'Vendedor Profesional anual',
    description: 'Todo lo de Vendedor Profesional, con dos meses gratis.',
    tipoUsuario: 'vendedor',
    nivelAcceso: 'profesional',
    incluye: sellerTools,
    periodicidad: 'anual',
    precioUsd: '290.00',
    sortOrder: 21,
  },
  {
    stripeProductId: 'prod_local_vendedor_empresarial_anual',
    name: 'Empresarial',
    description:
      'Para intermediarios y grupos con varios negocios a la venta: todas las herramientas de vendedor y de comprador en una sola cuenta.',
    tipoUsuario: 'vendedor',
    nivelAcceso: 'empresarial',
    incluye: includes(...featureNames),
    periodicidad: 'anual',
    precioUsd: '590.00',
    sortOrder: 30,
  },
] as const satisfies readonly CatalogueProduct[];

export const cataloguePackages = [
  {
    stripeProductId: 'prod_local_paquete_premium_1',
    name: 'Paquete Premium',
    description: 'Un anuncio Premium: hasta 15 fotos y una tarjeta resaltada en los resultados.',
    tipoUsuario: 'vendedor',
    nivelAcceso: 'premium',
    periodicidad: 'unico',
    precioUsd: '25.00',
    packageTier: 'premium',
    packageCount: 1,
    sortOrder: 40,
  },
  {
    stripeProductId: 'prod_local_paquete_premium_3',
    name: 'Paquete Premium ×3',
    description: 'Tres anuncios Premium, para quien vende varios negocios.',
    tipoUsuario: 'vendedor',
    nivelAcceso: 'premium',
    periodicidad: 'unico',
    precioUsd: '60.00',
    packageTier: 'premium',
    packageCount: 3,
    sortOrder: 41,
  },
  {
    stripeProductId: 'prod_local_paquete_destacado_1',
    name: 'Paquete Destacado',
    description:
      'Un anuncio Destacado: todo lo de Premium, en la portada y primero en las búsquedas durante 30 días.',
    tipoUsuario: 'vendedor',
    nivelAcceso: 'featured',
    periodicidad: 'unico',
    precioUsd: '49.00',
    packageTier: 'featured',
    packageCount: 1,
    sortOrder: 50,
  },
  {
    stripeProductId: 'prod_local_paquete_destacado_3',
    name: 'Paquete Destacado ×3',
    description: 'Tres anuncios Destacados, con un 18 % de ahorro.',
    tipoUsuario: 'vendedor',
    nivelAcceso: 'featured',
    periodicidad: 'unico',
    precioUsd: '120.00',
    packageTier: 'featured',
    packageCount: 3,
    sortOrder: 51,
  },
] as const satisfies readonly CatalogueProduct[];

import type { discountCodes, stripeFeatures, stripeProducts } from '../schema/payments.ts';

// Subscription plans for the local sandbox provider (DESIGN.md "Payments"). The
// `prod_local_…` ids are what the sandbox checkout recognises.
//
// `incluye` lists the names of the `stripe_features` a plan grants, comma-separated
// (there is no plan↔feature table): the payment pipeline turns them into
// `user_features`, and the plans page shows each feature's Spanish description.

export const seedFeatures = [
  {
    name: 'destacar_anuncio',
    description:
      'Tu negocio aparece destacado en la página de inicio y al comienzo de los resultados de búsqueda.',
  },
  {
    name: 'acceso_ilimitado_ndas',
    description:
      'Firma acuerdos de confidencialidad sin límite y accede a la información reservada de los negocios que te interesan.',
  },
  {
    name: 'estadisticas_avanzadas',
    description: 'Visitas, guardados, solicitudes de acuerdo y contactos de cada negocio, día por día.',
  },
  {
    name: 'soporte_prioritario',
    description: 'Nuestro equipo te responde en menos de 24 horas hábiles por correo electrónico y WhatsApp.',
  },
  {
    name: 'alertas_personalizadas',
    description:
      'Recibe por correo electrónico los negocios nuevos que coinciden con tus filtros de búsqueda.',
  },
  {
    name: 'documentos_privados',
    description:
      'Sube estados financieros y contratos al área privada de tu negocio, visible solo para quien firmó el acuerdo.',
  },
] as const satisfies readonly (typeof stripeFeatures.$inferInsert)[];

type FeatureName = (typeof seedFeatures)[number]['name'];
const includes = (...names: FeatureName[]) => names.join(',');

export const seedPlans = [
  {
    stripeProductId: 'prod_local_comprador_pro_mensual',
    name: 'Comprador Pro',
    description:
      'Para quien busca su próximo negocio en serio: acuerdos de confidencialidad sin límite y alertas de negocios nuevos.',
    active: true,
    tipoUsuario: 'comprador',
    nivelAcceso: 'pro',
    incluye: includes('acceso_ilimitado_ndas', 'alertas_personalizadas'),
    periodicidad: 'mensual',
    precioUsd: '19.00',
  },
  {
    stripeProductId: 'prod_local_comprador_pro_anual',
    name: 'Comprador Pro anual',
    description: 'Todo lo de Comprador Pro con dos meses gratis y soporte prioritario.',
    active: true,
    tipoUsuario: 'comprador',
    nivelAcceso: 'pro',
    incluye: includes('acceso_ilimitado_ndas', 'alertas_personalizadas', 'soporte_prioritario'),
    periodicidad: 'anual',
    precioUsd: '190.00',
  },
  {
    stripeProductId: 'prod_local_vendedor_profesional_mensual',
    name: 'Vendedor Profesional',
    description:
      'Vende más rápido: tu negocio destacado, estadísticas de cada visita y un área privada para tus documentos.',
    active: true,
    tipoUsuario: 'vendedor',
    nivelAcceso: 'profesional',
    incluye: includes('destacar_anuncio', 'estadisticas_avanzadas', 'documentos_privados'),
    periodicidad: 'mensual',
    precioUsd: '29.00',
  },
  {
    stripeProductId: 'prod_local_vendedor_profesional_anual',
    name: 'Vendedor Profesional anual',
    description: 'Todo lo de Vendedor Profesional con dos meses gratis y soporte prioritario.',
    active: true,
    tipoUsuario: 'vendedor',
    nivelAcceso: 'profesional',
    incluye: includes(
      'destacar_anuncio',
      'estadisticas_avanzadas',
      'documentos_privados',
      'soporte_prioritario',
    ),
    periodicidad: 'anual',
    precioUsd: '290.00',
  },
  {
    stripeProductId: 'prod_local_vendedor_empresarial_anual',
    name: 'Empresarial',
    description:
      'Para intermediarios y grupos con varios negocios a la venta: todas las herramientas de vendedor y de comprador en una sola cuenta.',
    active: true,
    tipoUsuario: 'vendedor',
    nivelAcceso: 'empresarial',
    incluye: includes(
      'destacar_anuncio',
      'estadisticas_avanzadas',
      'documentos_privados',
      'acceso_ilimitado_ndas',
      'alertas_personalizadas',
      'soporte_prioritario',
    ),
    periodicidad: 'anual',
    precioUsd: '590.00',
  },
] as const satisfies readonly (typeof stripeProducts.$inferInsert)[];

export function seedDiscountCodes(now: Date): (typeof discountCodes.$inferInsert)[] {
  return [
    { code: 'BIENVENIDA10', discountType: 'percentage', discountValue: '10.00', isActive: true },
    {
      code: 'LANZAMIENTO25',
      discountType: 'fixed_amount',
      discountValue: '25.00',
      maxUses: 100,
      expiresAt: new Date(now.getTime() + 90 * 24 * 60 * 60 * 1000),
      isActive: true,
    },
  ];
}

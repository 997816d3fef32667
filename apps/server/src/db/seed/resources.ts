import type { resources } from '../schema/content.ts';
import { seedImageUrl } from './images.ts';
import { buyingGuides } from './resources-buying.ts';
import { sellingGuides } from './resources-selling.ts';
import type { SeedResource } from './types.ts';

// Official sites of real Ecuadorian public institutions only.
const externalLinks: readonly SeedResource[] = [
  {
    title: 'Consulta de RUC y obligaciones tributarias (SRI)',
    description:
      'Verifica en el Servicio de Rentas Internas el estado del RUC del negocio, sus establecimientos y si tiene obligaciones pendientes.',
    type: 'herramienta',
    image: ['finance', 1],
    externalUrl: 'https://www.sri.gob.ec',
    source: 'Servicio de Rentas Internas (SRI)',
  },
  {
    title: 'Portal de información de compañías (Superintendencia de Compañías)',
    description:
      'Consulta los datos de una compañía: socios o accionistas, administradores, estados financieros presentados y cumplimiento de obligaciones.',
    type: 'herramienta',
    image: ['construction', 2],
    externalUrl: 'https://www.supercias.gob.ec',
    source: 'Superintendencia de Compañías, Valores y Seguros',
  },
  {
    title: 'Obligaciones patronales con el IESS',
    description:
      'Consulta si el empleador está al día con los aportes de sus trabajadores antes de asumir la nómina.',
    type: 'herramienta',
    image: ['healthcare', 1],
    externalUrl: 'https://www.iess.gob.ec',
    source: 'Instituto Ecuatoriano de Seguridad Social (IESS)',
  },
  {
    title: 'Búsqueda y registro de marcas (SENADI)',
    description:
      'Comprueba que la marca y el nombre comercial del negocio estén registrados a nombre del vendedor y cómo transferirlos.',
    type: 'herramienta',
    image: ['retail', 3],
    externalUrl: 'https://www.derechosintelectuales.gob.ec',
    source: 'Servicio Nacional de Derechos Intelectuales (SENADI)',
  },
  {
    title: 'Líneas de crédito para pymes (CFN)',
    description:
      'Conoce los productos de financiamiento de la Corporación Financiera Nacional para activos fijos y capital de trabajo.',
    type: 'articulo',
    image: ['manufacturing', 1],
    externalUrl: 'https://www.cfn.fin.ec',
    source: 'Corporación Financiera Nacional (CFN)',
  },
];

export const seedResourceList: readonly SeedResource[] = [
  ...buyingGuides,
  ...sellingGuides,
  ...externalLinks,
];

const DAY_MS = 24 * 60 * 60 * 1000;

export function seedResources(now: Date): (typeof resources.$inferInsert)[] {
  return seedResourceList.map((r, i) => {
    const createdAt = new Date(now.getTime() - (110 - i * 6) * DAY_MS);
    const isExternal = r.externalUrl !== undefined;
    return {
      title: r.title,
      description: r.description,
      content: r.content ?? null,
      type: r.type,
      imageUrl: seedImageUrl(r.image[0], r.image[1]),
      externalUrl: r.externalUrl ?? null,
      isExternal,
      source: r.source ?? 'Equipo Traspasa',
      published: true,
      publishedAt: createdAt,
      createdAt,
      updatedAt: createdAt,
    };
  });
}

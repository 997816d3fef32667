import type { professionals } from '../schema/content.ts';

type ProfessionalInsert = typeof professionals.$inferInsert;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The directory of professionals; the first entry belongs to consultor@traspasa.test. */
export function seedProfessionals(consultantUserId: number, now: Date): ProfessionalInsert[] {
  const entries: Omit<ProfessionalInsert, 'createdAt' | 'updatedAt'>[] = [
    {
      name: 'Luis Fernando Espinosa Carrión',
      profession: 'Asesor en compraventa de empresas',
      description:
        'Acompaño a dueños de pymes y a compradores en todo el proceso de traspaso: valoración inicial, preparación del negocio para la venta, búsqueda de compradores, negociación y cierre. Más de 60 operaciones cerradas en Ecuador entre restaurantes, farmacias, empresas de servicios y pequeñas industrias.',
      contact: 'consultor@traspasa.test · Celular: +593 99 451 2280',
      userId: consultantUserId,
      category: 'Intermediación',
      specialties: ['Venta de pymes', 'Valoración por múltiplos', 'Negociación', 'Cartas de intención'],
      services: [
        'Valoración inicial del negocio',
        'Preparación del memorando de venta',
        'Búsqueda y filtro de compradores',
        'Acompañamiento en negociación y cierre',
      ],
      website: 'https://espinosa-asesores.example.com',
      linkedin: 'https://linkedin.example.com/in/luisfernandoespinosa',
      location: 'Quito, Ecuador',
      experience: '15 años',
    },
    {
      name: 'María José Villavicencio Andrade',
      profession: 'Abogada societaria',
      description:
        'Abogada especializada en derecho societario y contratos mercantiles. Redacto y reviso promesas de compraventa, contratos de cesión de participaciones y de traspaso de establecimientos de comercio, y me encargo de los trámites ante la Superintendencia de Compañías.',
      contact: 'mj.villavicencio@traspasa.test · Celular: +593 98 812 4456',
      category: 'Legal',
      specialties: ['Derecho societario', 'Cesión de participaciones', 'Contratos mercantiles'],
      services: [
        'Revisión legal del negocio antes de comprar',
        'Redacción de promesa y contrato de compraventa',
        'Transferencia de acciones y participaciones',
        'Trámites ante la Superintendencia de Compañías',
      ],
      website: 'https://villavicencio-abogados.example.com',
      linkedin: 'https://linkedin.example.com/in/mariajosevillavicencio',
      location: 'Quito, Ecuador',
      experience: '12 años',
    },
    {
      name: 'Juan Pablo Zambrano Mendoza',
      profession: 'Abogado corporativo',
      description:
        'Asesoro a compradores y vendedores de negocios en Guayaquil y Samborondón. Me enfoco en identificar riesgos antes de firmar: deudas ocultas, juicios, contingencias laborales y problemas con los permisos municipales.',
      contact: 'jp.zambrano@traspasa.test · Teléfono: +593 4 260 3318',
      category: 'Legal',
      specialties: ['Revisión legal del negocio', 'Contingencias laborales', 'Permisos municipales'],
      services: ['Informe de riesgos legales', 'Negociación de garantías', 'Acompañamiento en notaría'],
      website: 'https://zambrano-legal.example.com',
      linkedin: 'https://linkedin.example.com/in/juanpablozambrano',
      location: 'Guayaquil, Ecuador',
      experience: '10 años',
    },
    {
      name: 'Verónica Patricia Calle Ordóñez',
      profession: 'Contadora pública autorizada',
      description:
        'Preparo y reviso estados financieros de pequeñas y medianas empresas del Austro. Ayudo a los vendedores a ordenar su contabilidad antes de salir al mercado y a los compradores a entender qué tan reales son las cifras que les presentan.',
      contact: 'veronica.calle@traspasa.test · Celular: +593 99 736 1120',
      category: 'Contable',
      specialties: ['Estados financieros', 'Normalización de utilidades', 'NIIF para pymes'],
      services: [
        'Preparación de estados financieros',
        'Revisión de cifras para compradores',
        'Cierre contable',
      ],
      website: 'https://calle-contadores.example.com',
      linkedin: 'https://linkedin.example.com/in/veronicacalle',
      location: 'Cuenca, Ecuador',
      experience: '14 años',
    },
    {
      name: 'Santiago Xavier Ruiz Benavides',
      profession: 'Perito valuador de empresas',
      description:
        'Economista y perito valuador de empresas. Elaboro informes de valoración por flujos descontados, múltiplos de mercado y valor de activos, útiles para negociar el precio, para socios que se separan y para presentar ante entidades financieras.',
      contact: 'santiago.ruiz@traspasa.test · Celular: +593 98 220 7754',
      category: 'Valoración',
      specialties: ['Flujos de caja descontados', 'Múltiplos de mercado', 'Valoración de intangibles'],
      services: ['Informe de valoración', 'Revisión de precio pedido', 'Valoración para financiamiento'],
      website: 'https://ruiz-valoraciones.example.com',
      linkedin: 'https://linkedin.example.com/in/santiagoruizbenavides',
      location: 'Quito, Ecuador',
      experience: '18 años',
    },
    {
      name: 'Daniela Alejandra Moreira Cedeño',
      profession: 'Asesora tributaria',
      description:
        'Te ayudo a que la compra o la venta de tu negocio no termine en una sorpresa con el SRI: revisión de obligaciones pendientes, impacto tributario de comprar activos o acciones, y planificación del primer año del nuevo dueño.',
      contact: 'daniela.moreira@traspasa.test · Celular: +593 96 118 4032',
      category: 'Tributario',
      specialties: ['Obligaciones con el SRI', 'Régimen RIMPE', 'Impuesto a la renta de sociedades'],
      services: [
        'Revisión tributaria previa a la compra',
        'Actualización del RUC',
        'Planificación tributaria',
      ],
      website: 'https://moreira-tributaria.example.com',
      linkedin: 'https://linkedin.example.com/in/danielamoreira',
      location: 'Manta, Ecuador',
      experience: '9 años',
    },
    {
      name: 'Fernando Javier Ochoa Peña',
      profession: 'Auditor y consultor financiero',
      description:
        'Auditor externo con experiencia en comercio, salud y agroindustria. Hago revisiones financieras enfocadas en la compra de negocios: calidad de los ingresos, capital de trabajo, inventarios y cuentas por cobrar.',
      contact: 'fernando.ochoa@traspasa.test · Teléfono: +593 7 258 9043',
      category: 'Contable',
      specialties: ['Auditoría financiera', 'Revisión financiera del negocio', 'Control de inventarios'],
      services: [
        'Revisión financiera del negocio',
        'Conteo y valoración de inventario',
        'Informe de capital de trabajo',
      ],
      website: 'https://ochoa-auditores.example.com',
      linkedin: 'https://linkedin.example.com/in/fernandoochoa',
      location: 'Loja, Ecuador',
      experience: '20 años',
    },
    {
      name: 'Lucía Fernanda Paz Gutiérrez',
      profession: 'Abogada laboral',
      description:
        'Cuando cambia el dueño de un negocio, los trabajadores y sus derechos siguen ahí. Reviso contratos, afiliaciones al IESS, décimos, utilidades y posibles liquidaciones para que el traspaso se haga en regla.',
      contact: 'lucia.paz@traspasa.test · Celular: +593 99 604 3371',
      category: 'Legal',
      specialties: ['Derecho laboral', 'Obligaciones con el IESS', 'Sustitución patronal'],
      services: ['Auditoría laboral', 'Cálculo de pasivos laborales', 'Liquidaciones y actas de finiquito'],
      website: 'https://paz-laboral.example.com',
      linkedin: 'https://linkedin.example.com/in/luciapazgutierrez',
      location: 'Guayaquil, Ecuador',
      experience: '11 años',
    },
    {
      name: 'Mónica Elizabeth Yépez Castro',
      profession: 'Contadora de pymes',
      description:
        'Llevo la contabilidad de más de 80 pequeños negocios de la Sierra centro. Si compras un negocio, te ayudo a que empiece ordenado desde el primer día: facturación electrónica, declaraciones y nómina.',
      contact: 'monica.yepez@traspasa.test · Celular: +593 98 377 2905',
      category: 'Tributario',
      specialties: ['Facturación electrónica', 'Declaraciones mensuales', 'Nómina e IESS'],
      services: [
        'Contabilidad mensual',
        'Declaraciones de IVA y renta',
        'Puesta en orden de negocios recién comprados',
      ],
      website: 'https://yepez-contable.example.com',
      linkedin: 'https://linkedin.example.com/in/monicayepez',
      location: 'Ambato, Ecuador',
      experience: '13 años',
    },
    {
      name: 'Roberto Carlos Salazar Tapia',
      profession: 'Corredor de locales comerciales',
      description:
        'Corredor de bienes raíces especializado en locales comerciales y galpones. Negocio con los propietarios la cesión o renovación del arriendo cuando cambia el dueño del negocio, que muchas veces es lo que define si la operación se cierra.',
      contact: 'roberto.salazar@traspasa.test · Celular: +593 99 205 6618',
      category: 'Intermediación',
      specialties: ['Locales comerciales', 'Cesión de contratos de arriendo', 'Galpones industriales'],
      services: ['Negociación con el arrendador', 'Búsqueda de locales', 'Avalúo de arriendos de mercado'],
      website: 'https://salazar-locales.example.com',
      linkedin: 'https://linkedin.example.com/in/robertosalazartapia',
      location: 'Quito, Ecuador',
      experience: '16 años',
    },
    {
      name: 'Gabriel Ignacio Maldonado Vega',
      profession: 'Abogado de propiedad intelectual',
      description:
        'Una marca bien registrada vale dinero en una venta. Reviso y regularizo marcas, nombres comerciales y dominios ante el SENADI, y preparo su transferencia al nuevo dueño.',
      contact: 'gabriel.maldonado@traspasa.test · Teléfono: +593 2 245 8810',
      category: 'Legal',
      specialties: ['Registro de marcas', 'Transferencia de marcas', 'Nombres comerciales'],
      services: [
        'Búsqueda de antecedentes de marca',
        'Registro ante el SENADI',
        'Contratos de cesión de marca',
      ],
      website: 'https://maldonado-pi.example.com',
      linkedin: 'https://linkedin.example.com/in/gabrielmaldonadovega',
      location: 'Quito, Ecuador',
      experience: '8 años',
    },
    {
      name: 'Natalia Cristina Herrera Loor',
      profession: 'Asesora de financiamiento pyme',
      description:
        'Ayudo a compradores a financiar la adquisición de un negocio: preparo el proyecto, el flujo de caja y la carpeta de crédito para bancos, cooperativas y la banca pública de desarrollo.',
      contact: 'natalia.herrera@traspasa.test · Celular: +593 96 540 8817',
      category: 'Financiero',
      specialties: ['Crédito para adquisición', 'Proyecciones financieras', 'Garantías'],
      services: ['Carpeta de crédito', 'Comparación de ofertas de financiamiento', 'Plan de pagos'],
      website: 'https://herrera-finanzas.example.com',
      linkedin: 'https://linkedin.example.com/in/nataliaherreraloor',
      location: 'Guayaquil, Ecuador',
      experience: '7 años',
    },
    {
      name: 'Andrés Felipe Cárdenas Ríos',
      profession: 'Intermediario de negocios',
      description:
        'Intermediario de compraventa de empresas en Antioquia y el Eje Cafetero. Trabajo con vendedores que quieren una salida ordenada y con compradores extranjeros, incluidos ecuatorianos que invierten en Colombia.',
      contact: 'andres.cardenas@traspasa.test · Celular: +57 310 448 2291',
      category: 'Intermediación',
      specialties: ['Restaurantes y hotelería', 'Compradores extranjeros', 'Negociación'],
      services: ['Valoración de referencia', 'Búsqueda de compradores', 'Coordinación del cierre'],
      website: 'https://cardenas-negocios.example.com',
      linkedin: 'https://linkedin.example.com/in/andrescardenasrios',
      location: 'Medellín, Colombia',
      experience: '12 años',
    },
    {
      name: 'Carlos Eduardo Quispe Mamani',
      profession: 'Consultor en valoración y revisión de negocios',
      description:
        'Contador y magíster en finanzas. Hago valoraciones y revisiones de compra de pymes peruanas, con especial experiencia en turismo, textiles y comercio en Lima, Cusco y Arequipa.',
      contact: 'carlos.quispe@traspasa.test · Celular: +51 987 221 604',
      category: 'Valoración',
      specialties: ['Valoración de pymes', 'Turismo y hotelería', 'Revisión financiera del negocio'],
      services: [
        'Informe de valoración',
        'Revisión financiera y tributaria',
        'Modelo financiero para el comprador',
      ],
      website: 'https://quispe-consultores.example.com',
      linkedin: 'https://linkedin.example.com/in/carlosquispemamani',
      location: 'Lima, Perú',
      experience: '15 años',
    },
    {
      name: 'Alejandra Sofía Núñez Herrera',
      profession: 'Asesora fiscal y contable',
      description:
        'Contadora pública con maestría en impuestos. Acompaño compras de negocios en México revisando el cumplimiento ante el SAT, la facturación (CFDI) y las obligaciones laborales ante el IMSS.',
      contact: 'alejandra.nunez@traspasa.test · Teléfono: +52 55 4123 8806',
      category: 'Tributario',
      specialties: ['Cumplimiento ante el SAT', 'CFDI', 'Obligaciones ante el IMSS'],
      services: ['Revisión fiscal previa a la compra', 'Planeación fiscal', 'Contabilidad mensual'],
      website: 'https://nunez-fiscal.example.com',
      linkedin: 'https://linkedin.example.com/in/alejandranunezherrera',
      location: 'Ciudad de México, México',
      experience: '10 años',
    },
  ];
  // Staggered timestamps so "newest first" has a stable, meaningful order.
  return entries.map((e, i) => {
    const createdAt = new Date(now.getTime() - (120 - i * 7) * DAY_MS);
    // The demo directory is public: every entry approved (the consultant's too, so editing it
    // shows the review step, decision 102).
    const years = Number.parseInt(e.experience ?? '', 10);
    return {
      imageUrl: null,
      ...e,
      yearsExperience: Number.isFinite(years) ? years : null,
      status: 'approved',
      submittedAt: createdAt,
      reviewedAt: createdAt,
      createdAt,
      updatedAt: createdAt,
    };
  });
}

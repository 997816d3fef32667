import type pg from 'pg';

/**
 * Set-based generation of benchmark listings: one INSERT … SELECT FROM generate_series per
 * chunk, with the vocabulary passed as arrays. Deterministic (setseed per chunk).
 * The vocabulary follows the demo seed (src/db/seed/listings-*.ts): same kinds of
 * businesses, cities and countries, so the text search sees realistic Spanish.
 */

/** [title noun, category, weight]: weight 10 = very common, 1 = rare (≈0.25 % of the rows). */
const NOUNS: readonly [string, string, number][] = [
  ['Restaurante', 'restaurant', 12],
  ['Cafetería', 'restaurant', 10],
  ['Panadería', 'restaurant', 10],
  ['Pastelería', 'restaurant', 4],
  ['Marisquería', 'restaurant', 3],
  ['Cevichería', 'restaurant', 3],
  ['Pizzería', 'restaurant', 5],
  ['Heladería', 'restaurant', 4],
  ['Taquería', 'restaurant', 2],
  ['Asadero de pollos', 'restaurant', 3],
  ['Chifa', 'restaurant', 1],
  ['Minimarket', 'retail', 10],
  ['Ferretería', 'retail', 8],
  ['Tienda de ropa', 'retail', 8],
  ['Librería y papelería', 'retail', 4],
  ['Zapatería', 'retail', 3],
  ['Joyería', 'retail', 2],
  ['Floristería', 'retail', 2],
  ['Tienda de mascotas', 'retail', 3],
  ['Licorería', 'retail', 3],
  ['Boutique de accesorios', 'retail', 2],
  ['Lavandería de autoservicio', 'service', 5],
  ['Peluquería', 'service', 6],
  ['Barbería', 'service', 5],
  ['Salón de belleza', 'service', 6],
  ['Spa y centro de masajes', 'service', 2],
  ['Taller automotriz', 'service', 6],
  ['Lubricadora', 'service', 3],
  ['Lavadora de autos', 'service', 3],
  ['Imprenta digital', 'service', 3],
  ['Agencia de marketing digital', 'service', 3],
  ['Estudio fotográfico', 'service', 2],
  ['Gimnasio', 'service', 5],
  ['Cerrajería', 'service', 1],
  ['Fábrica de muebles', 'manufacturing', 3],
  ['Carpintería', 'manufacturing', 3],
  ['Taller textil', 'manufacturing', 3],
  ['Fábrica de chocolate', 'manufacturing', 1],
  ['Metalmecánica', 'manufacturing', 2],
  ['Fábrica de helados', 'manufacturing', 2],
  ['Embotelladora de agua', 'manufacturing', 1],
  ['Tostadora de café', 'manufacturing', 1],
  ['Empresa de desarrollo de software', 'technology', 4],
  ['Tienda en línea', 'technology', 4],
  ['Proveedor de internet', 'technology', 2],
  ['Plataforma SaaS de facturación', 'technology', 1],
  ['Servicio técnico de computadoras', 'technology', 3],
  ['Tienda de celulares y accesorios', 'technology', 4],
  ['Farmacia', 'healthcare', 8],
  ['Consultorio odontológico', 'healthcare', 4],
  ['Laboratorio clínico', 'healthcare', 3],
  ['Clínica veterinaria', 'healthcare', 4],
  ['Centro de fisioterapia', 'healthcare', 2],
  ['Óptica', 'healthcare', 3],
  ['Botica', 'healthcare', 2],
  ['Academia de inglés', 'education', 3],
  ['Centro de desarrollo infantil', 'education', 3],
  ['Escuela de música', 'education', 2],
  ['Centro de tutorías', 'education', 2],
  ['Instituto de idiomas', 'education', 2],
  ['Escuela de conducción', 'education', 1],
  ['Hostal', 'hospitality', 6],
  ['Hotel boutique', 'hospitality', 3],
  ['Hostería', 'hospitality', 3],
  ['Cabañas turísticas', 'hospitality', 2],
  ['Agencia de viajes', 'hospitality', 3],
  ['Glamping', 'hospitality', 1],
  ['Constructora', 'construction', 3],
  ['Depósito de materiales de construcción', 'construction', 3],
  ['Empresa de remodelaciones', 'construction', 2],
  ['Vidriería', 'construction', 2],
  ['Empresa de instalaciones eléctricas', 'construction', 2],
  ['Finca cacaotera', 'agriculture', 2],
  ['Finca cafetera', 'agriculture', 2],
  ['Camaronera', 'agriculture', 1],
  ['Finca florícola de rosas', 'agriculture', 1],
  ['Hacienda ganadera', 'agriculture', 2],
  ['Viñedo boutique', 'agriculture', 1],
  ['Granja avícola', 'agriculture', 2],
  ['Empresa de transporte de carga', 'transportation', 3],
  ['Servicio de mensajería y última milla', 'transportation', 2],
  ['Flota de taxis', 'transportation', 2],
  ['Transporte escolar', 'transportation', 2],
  ['Empresa de mudanzas', 'transportation', 2],
  ['Operador logístico', 'transportation', 1],
  ['Inmobiliaria', 'realestate', 4],
  ['Edificio de departamentos en renta', 'realestate', 2],
  ['Administradora de condominios', 'realestate', 2],
  ['Locales comerciales en renta', 'realestate', 2],
  ['Agencia de seguros', 'finance', 3],
  ['Estudio contable', 'finance', 3],
  ['Corredora de seguros', 'finance', 2],
  ['Casa de cambio', 'finance', 1],
  ['Despacho contable y fiscal', 'finance', 2],
  ['Salón de eventos', 'other', 3],
  ['Funeraria', 'other', 1],
  ['Estudio de tatuajes', 'other', 1],
  ['Escuela de surf', 'other', 1],
  ['Centro de eventos y recepciones', 'other', 2],
];

const QUALIFIERS = [
  'con clientela fija',
  'con más de diez años de trayectoria',
  'con local propio',
  'en zona turística',
  'con permisos al día',
  'con marca registrada',
  'frente al parque central',
  'en centro comercial',
  'con delivery propio',
  'con alta rentabilidad',
  'en esquina comercial',
  'con equipos nuevos',
  'en el centro histórico',
  'cerca de universidades',
  'de barrio',
  'familiar',
  'artesanal',
  'con producción propia',
  'con contratos recurrentes',
  'con personal capacitado',
  'llave en mano',
  'en avenida principal',
  'con terraza',
  'con cartera de clientes corporativos',
];

/** Appended to ≈0.2 % of the titles: words a search should find among very few rows. */
const RARE_SUFFIXES = [
  'de prendas de alpaca',
  'bean-to-bar',
  'con muelle propio',
  'con certificación orgánica',
  'con helipuerto',
  'con piscinas de tilapia',
];

/** [city, country, weight]: Ecuador is the main market. */
const CITIES: readonly [string, string, number][] = [
  ['Quito', 'Ecuador', 8],
  ['Guayaquil', 'Ecuador', 7],
  ['Cuenca', 'Ecuador', 4],
  ['Ambato', 'Ecuador', 2],
  ['Manta', 'Ecuador', 2],
  ['Loja', 'Ecuador', 2],
  ['Riobamba', 'Ecuador', 2],
  ['Machala', 'Ecuador', 2],
  ['Ibarra', 'Ecuador', 2],
  ['Salinas', 'Ecuador', 1],
  ['Santo Domingo', 'Ecuador', 2],
  ['Esmeraldas', 'Ecuador', 1],
  ['Bogotá', 'Colombia', 4],
  ['Medellín', 'Colombia', 3],
  ['Cali', 'Colombia', 2],
  ['Barranquilla', 'Colombia', 2],
  ['Cartagena', 'Colombia', 2],
  ['Bucaramanga', 'Colombia', 1],
  ['Ciudad de México', 'México', 4],
  ['Guadalajara', 'México', 2],
  ['Monterrey', 'México', 2],
  ['Puebla', 'México', 1],
  ['Querétaro', 'México', 1],
  ['Mérida', 'México', 1],
  ['Lima', 'Perú', 4],
  ['Cusco', 'Perú', 1],
  ['Arequipa', 'Perú', 1],
  ['Trujillo', 'Perú', 1],
  ['Piura', 'Perú', 1],
  ['Santiago', 'Chile', 3],
  ['Valparaíso', 'Chile', 1],
  ['Concepción', 'Chile', 1],
  ['La Serena', 'Chile', 1],
  ['San José', 'Costa Rica', 2],
  ['Liberia', 'Costa Rica', 1],
  ['Tamarindo', 'Costa Rica', 1],
  ['Ciudad de Panamá', 'Panamá', 2],
  ['David', 'Panamá', 1],
  ['Buenos Aires', 'Argentina', 3],
  ['Córdoba', 'Argentina', 1],
  ['Mendoza', 'Argentina', 1],
  ['Madrid', 'España', 2],
  ['Valencia', 'España', 1],
  ['Sevilla', 'España', 1],
];

const SENTENCES = [
  'Atendemos a una clientela fija de vecinos, oficinas y estudiantes de la zona.',
  'El local está en una calle de alto tráfico peatonal y tiene contrato de arriendo vigente.',
  'Las ventas crecieron cada año desde la apertura, incluso durante la pandemia.',
  'El personal está capacitado y quiere seguir con el nuevo dueño.',
  'Entregamos el negocio funcionando, con procesos documentados y permisos al día.',
  'Los equipos fueron renovados hace dos años y tienen mantenimiento preventivo.',
  'Contamos con proveedores confiables con crédito a treinta días.',
  'Los pedidos por aplicaciones de domicilio representan una parte creciente de las ventas.',
  'Tenemos buenas reseñas en redes sociales y en Google Maps.',
  'La marca está registrada y el dominio web se incluye en la venta.',
  'El dueño acompaña la transición durante los primeros tres meses.',
  'Hay espacio para crecer con una segunda sucursal o con ventas en línea.',
  'La temporada alta coincide con las vacaciones escolares y los feriados.',
  'Trabajamos con contratos recurrentes de empresas e instituciones.',
  'El inventario se entrega valorizado al día de la firma.',
  'La contabilidad está al día y las declaraciones de impuestos se presentan a tiempo.',
  'El negocio funciona de lunes a sábado con horario extendido.',
  'Incluye mobiliario, vehículo de reparto y sistema de facturación electrónica.',
  'Los márgenes son estables gracias a compras directas a productores locales.',
  'La clientela corporativa garantiza ingresos constantes durante todo el año.',
  'El local tiene licencia de funcionamiento, permiso de bomberos y patente municipal.',
  'Ofrecemos capacitación completa al comprador en la operación diaria.',
];

const SELLING_REASONS = [
  'Me jubilo y mis hijos no quieren continuar con el negocio.',
  'Me mudo a otra ciudad por motivos familiares.',
  'Los socios tomamos rumbos distintos.',
  'Quiero dedicarme a otro proyecto.',
  'Motivos de salud.',
  'Vamos a emigrar el próximo año.',
];

const FIRST_NAMES = [
  'María',
  'José',
  'Valentina',
  'Andrés',
  'Camila',
  'Diego',
  'Lucía',
  'Carlos',
  'Sofía',
  'Jorge',
];
const LAST_NAMES = ['Pérez', 'González', 'Rodríguez', 'Torres', 'Vásquez', 'Morales', 'Castillo', 'Herrera'];

function expand<T extends readonly unknown[]>(rows: readonly T[], weight: (row: T) => number): T[] {
  return rows.flatMap((row) => Array.from({ length: weight(row) }, () => row));
}

export interface GenerateResult {
  sellers: number;
  listings: number;
  loadMs: number;
  indexMs: number;
  analyzeMs: number;
  tableSize: string;
}

/**
 * Inserts `sellers` seller accounts and `listings` listings. The businesses' secondary indexes
 * are dropped during the load and rebuilt from their own definitions afterwards (a bulk load
 * into an empty table is much faster that way); the chunks run on `parallel` connections.
 */
export async function generate(
  pool: pg.Pool,
  opts: { listings: number; sellers: number; parallel: number },
): Promise<GenerateResult> {
  const started = performance.now();
  await pool.query(
    `insert into users (username, email, password, full_name, role, identity_verified, created_at)
     select 'vendedor' || lpad(g::text, 4, '0'),
            'vendedor' || g || '@bench.traspasa.test',
            'bench-account-without-login',
            ($1::text[])[1 + (g % cardinality($1::text[]))] || ' ' || ($2::text[])[1 + (g * 7 % cardinality($2::text[]))],
            'seller',
            g % 5 < 2,
            now() - interval '800 days'
     from generate_series(1, $3::int) g`,
    [FIRST_NAMES, LAST_NAMES, opts.sellers],
  );
  const { rows: sellerRows } = await pool.query<{ id: number }>(
    `select id from users where role = 'seller' and email like '%@bench.traspasa.test' order by id`,
  );
  const sellerIds = sellerRows.map((r) => r.id);

  const { rows: indexRows } = await pool.query<{ name: string; def: string }>(
    `select i.indexname as name, i.indexdef as def
     from pg_indexes i
     where i.schemaname = 'public' and i.tablename = 'businesses'
       and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
  );
  for (const idx of indexRows) await pool.query(`drop index "${idx.name}"`);

  const nouns = expand(NOUNS, (n) => n[2]);
  const cities = expand(CITIES, (c) => c[2]);
  const params = [
    nouns.map((n) => n[0]),
    nouns.map((n) => n[1]),
    QUALIFIERS,
    RARE_SUFFIXES,
    cities.map((c) => c[0]),
    cities.map((c) => c[1]),
    SENTENCES,
    SELLING_REASONS,
    sellerIds,
  ];
  const insertSql = `
    with r as materialized (
      select g,
        1 + floor(random() * cardinality($1::text[]))::int as ni,
        1 + floor(random() * cardinality($3::text[]))::int as qi,
        case when random() < 0.002 then 1 + floor(random() * cardinality($4::text[]))::int end as xi,
        1 + floor(random() * cardinality($5::text[]))::int as ci,
        1 + floor(random() * cardinality($7::text[]))::int as d1,
        1 + floor(random() * cardinality($7::text[]))::int as d2,
        1 + floor(random() * cardinality($7::text[]))::int as d3,
        1 + floor(random() * cardinality($8::text[]))::int as sr,
        1 + floor(random() * cardinality($9::int[]))::int as si,
        random() as rs,
        random() as rf,
        -- asking price log-uniform between 15 000 and 1 200 000
        exp(ln(15000) + random() * ln(80)) as price,
        1.2 + random() * 3 as rev_mult,
        random() * 0.35 - 0.05 as margin,
        random() as age,
        random() as upd,
        floor(exp(random() * ln(120)))::int as employees,
        1 + floor(random() * 40)::int as years,
        1 + floor(random() * 3)::int as nimg
      from generate_series($10::int, $11::int) g
    ), s as (
      select r.*,
        case when rs < 0.90 then 'approved' when rs < 0.93 then 'sold' when rs < 0.96 then 'pending'
             when rs < 0.98 then 'draft' else 'rejected' end as status,
        rs < 0.90 and rf < 0.034 as featured,
        round(price / 500) * 500 as asking,
        round(price * rev_mult / 1000) * 1000 as revenue,
        now() - age * interval '730 days' as created
      from r
    )
    insert into businesses (
      seller_id, title, slug, description, category, country, location, asking_price, annual_revenue,
      annual_profit, years_operation, employee_count, selling_reason, package_tier, status, rejection_reason,
      images, featured, featured_until, created_at, updated_at, refreshed_at, sold_at)
    select
      ($9::int[])[si],
      ($1::text[])[ni] || ' ' || ($3::text[])[qi] || ' en ' || ($5::text[])[ci]
        || coalesce(' ' || ($4::text[])[xi], ''),
      'negocio-bench-' || g,
      ($7::text[])[d1] || ' ' || ($7::text[])[d2] || ' ' || ($7::text[])[d3]
        || ' Ubicado en ' || ($5::text[])[ci] || ', ' || ($6::text[])[ci] || '.',
      ($2::text[])[ni],
      ($6::text[])[ci],
      ($5::text[])[ci],
      asking,
      revenue,
      round(revenue * margin / 100) * 100,
      years,
      employees,
      ($8::text[])[sr],
      case when featured then 'featured' when rf > 0.85 then 'premium' else 'basic' end,
      status,
      case when status = 'rejected' then 'Faltan fotos del local y los estados financieros.' end,
      array(select '/uploads/public/bench/' || g || '-' || k || '-gallery.webp' from generate_series(1, nimg) k),
      featured,
      case when featured then now() + interval '20 days' end,
      created,
      created + upd * (now() - created),
      -- Freshness (decision 151): the last change stands for the last approval or renewal.
      created + upd * (now() - created),
      case when status = 'sold' then created + upd * (now() - created) end
    from s`;

  const chunks = Math.max(1, Math.min(opts.parallel, Math.ceil(opts.listings / 25_000)));
  const per = Math.ceil(opts.listings / chunks);
  await Promise.all(
    Array.from({ length: chunks }, async (_, i) => {
      const lo = i * per + 1;
      const hi = Math.min(opts.listings, (i + 1) * per);
      if (lo > hi) return;
      const client = await pool.connect();
      try {
        await client.query('begin');
        await client.query('select setseed($1)', [0.1 + i / (chunks * 10)]);
        await client.query(insertSql, [...params, lo, hi]);
        await client.query('commit');
      } catch (err) {
        await client.query('rollback').catch(() => {});
        throw err;
      } finally {
        client.release();
      }
    }),
  );
  const loaded = performance.now();

  // Rebuild the dropped indexes, two at a time (one per core), with room to sort in memory.
  const queue = [...indexRows];
  await Promise.all(
    Array.from({ length: Math.max(1, opts.parallel) }, async () => {
      const client = await pool.connect();
      try {
        await client.query(`set maintenance_work_mem = '256MB'`);
        for (let idx = queue.shift(); idx; idx = queue.shift()) await client.query(idx.def);
      } finally {
        client.release();
      }
    }),
  );
  const indexed = performance.now();
  await pool.query('vacuum analyze businesses');
  await pool.query('vacuum analyze users');
  const analyzed = performance.now();
  const { rows: size } = await pool.query<{ size: string }>(
    `select pg_size_pretty(pg_total_relation_size('businesses')) as size`,
  );
  return {
    sellers: sellerIds.length,
    listings: opts.listings,
    loadMs: loaded - started,
    indexMs: indexed - loaded,
    analyzeMs: analyzed - indexed,
    tableSize: size[0]?.size ?? '?',
  };
}

// Demo feedback and error occurrences, so /admin/feedback and /admin/errors show
// what a running marketplace gets: a few comments in each state and some grouped errors.
import { groupUnfingerprintedErrors } from '../../modules/error-logs/error-logs.service.ts';
import type { Db } from '../client.ts';
import { errorLogs } from '../schema/admin.ts';
import { feedbackMessages } from '../schema/feedback.ts';

interface Person {
  id: number;
  fullName: string | null;
  email: string;
}

const hoursAgo = (now: Date, h: number) => new Date(now.getTime() - h * 3600_000);
const UA_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const UA_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

export async function seedSupport(
  db: Db,
  people: { admin: Person; buyer: Person; seller: Person },
  now: Date,
): Promise<void> {
  const { admin, buyer, seller } = people;
  await db.insert(feedbackMessages).values([
    {
      userId: seller.id,
      name: seller.fullName,
      email: seller.email,
      category: 'pagos',
      priority: 'alta',
      message:
        'Pagué el plan Vendedor Profesional con tarjeta y el recibo me llegó, pero mi anuncio sigue apareciendo como básico. ¿Pueden revisarlo?',
      pageUrl: '/pricing',
      userAgent: UA_CHROME,
      ipAddress: '181.39.12.40',
      createdAt: hoursAgo(now, 5),
      updatedAt: hoursAgo(now, 5),
    },
    {
      name: 'Patricio Morales',
      email: 'patricio.morales@example.com',
      category: 'sugerencia',
      priority: 'baja',
      message:
        'Sería útil poder filtrar los negocios por ciudad además de por país. Busco una cafetería en Cuenca y tengo que revisar todos los de Ecuador.',
      pageUrl: '/businesses?country=EC',
      userAgent: UA_IPHONE,
      ipAddress: '190.152.44.7',
      createdAt: hoursAgo(now, 30),
      updatedAt: hoursAgo(now, 30),
    },
    {
      userId: buyer.id,
      name: buyer.fullName,
      email: buyer.email,
      category: 'problema',
      priority: 'normal',
      message:
        'Al firmar el acuerdo de confidencialidad desde el celular, el botón «Firmar» quedaba debajo del teclado y no podía tocarlo.',
      pageUrl: '/businesses/3/nda',
      userAgent: UA_IPHONE,
      ipAddress: '186.4.220.15',
      status: 'responded',
      response:
        'Gracias por avisarnos. Ya corregimos la pantalla: el botón se mueve por encima del teclado. Si vuelve a pasarte, escríbenos de nuevo.',
      respondedBy: admin.id,
      respondedAt: hoursAgo(now, 50),
      createdAt: hoursAgo(now, 72),
      updatedAt: hoursAgo(now, 50),
    },
    {
      name: 'Carmen Villacís',
      email: 'carmen.villacis@example.com',
      category: 'general',
      priority: 'normal',
      message: 'Vendí mi papelería gracias a ustedes en tres semanas. ¡Muchas gracias por el acompañamiento!',
      pageUrl: '/',
      userAgent: UA_CHROME,
      ipAddress: '200.7.249.30',
      status: 'resolved',
      response: '¡Qué gusto leerte, Carmen! Te deseamos lo mejor en lo que sigue.',
      respondedBy: admin.id,
      respondedAt: hoursAgo(now, 140),
      createdAt: hoursAgo(now, 160),
      updatedAt: hoursAgo(now, 120),
    },
  ]);

  const frontendStack = (fn: string) =>
    `TypeError: Cannot read properties of undefined (reading 'askingPrice')\n    at ${fn} (http://localhost:3000/assets/index-D4x9Kq2L.js:41:18220)\n    at renderWithHooks (http://localhost:3000/assets/index-D4x9Kq2L.js:8:4420)`;
  const backendStack =
    'Error: Connection terminated unexpectedly\n    at Client._handleErrorEvent (/app/node_modules/pg/lib/client.js:336:17)\n    at uploadListingPhoto (/app/apps/server/src/modules/business-media/business-media.service.ts:88:11)';
  const occurrence = (hours: number, extra: Partial<typeof errorLogs.$inferInsert>) => ({
    level: 'error',
    createdAt: hoursAgo(now, hours),
    ...extra,
    message: extra.message ?? '',
  });
  await db.insert(errorLogs).values([
    ...[2, 9, 20, 44].map((h, i) =>
      occurrence(h, {
        message: "Cannot read properties of undefined (reading 'askingPrice')",
        stack: frontendStack('ListingPriceCard'),
        source: 'frontend',
        endpoint: `http://localhost:3000/businesses/${[4, 11, 4, 17][i]}`,
        userId: i % 2 === 0 ? buyer.id : null,
        userAgent: i % 2 === 0 ? UA_IPHONE : UA_CHROME,
        ip: '186.4.220.15',
        metadata: { kind: 'javascript-error', url: `http://localhost:3000/businesses/${[4, 11, 4, 17][i]}` },
      }),
    ),
    ...[6, 31].map((h) =>
      occurrence(h, {
        message: 'Connection terminated unexpectedly',
        stack: backendStack,
        source: 'backend',
        endpoint: '/api/businesses/12/media',
        method: 'POST',
        userId: seller.id,
        userAgent: UA_CHROME,
        ip: '181.39.12.40',
        metadata: { statusCode: 500, route: '/api/businesses/:id/media' },
      }),
    ),
    occurrence(12, {
      level: 'warning',
      message: 'La solicitud a /api/messages/unread-count tardó 8200 ms',
      source: 'frontend',
      endpoint: 'http://localhost:3000/messages',
      userAgent: UA_CHROME,
      ip: '190.152.44.7',
      metadata: { kind: 'api-error', endpoint: '/api/messages/unread-count', status: 0 },
    }),
  ]);
  // Fingerprints and groups, as recordErrorLog would have made them at the time.
  await groupUnfingerprintedErrors(db);
}

// The demo's deals (decisions 170–175), written through the modules' own services (each action
// in its own transaction, as a request runs it), so letters, hashes, chains, events, notices and files are the real ones:
// - on one listing, a negotiation in three versions (offer, counter, the buyer's counter still
//   open and waiting for the seller), and a data room with files in three folders and one
//   answered question;
// - on a second listing, an offer accepted and signed by both (the listing «Reservado») with
//   its road to closing, a few steps done.
// The services take the app; the seed has none yet (it runs before the server is built), so it
// hands them `seedServices`: the seed's database, the real storage, and a mailer that keeps
// what it is given. The signing codes are read from those kept mails, as a person reads theirs,
// and signed through the same path as `POST /api/negotiations/:id/sign`.
import { type OfferTerms, offerTerms } from '@traspasa/shared/offers';
import type { FastifyInstance } from 'fastify';
import type { Mail } from '../../lib/mailer.ts';
import type { RequestContext } from '../../lib/request-context.ts';
import type { Storage } from '../../lib/storage.ts';
import { ClosingService } from '../../modules/closing/closing.service.ts';
import { addFileToRoom, DataRoomService } from '../../modules/data-room/data-room.service.ts';
import { QuestionsService } from '../../modules/data-room/questions.service.ts';
import { OffersService } from '../../modules/offers/offers.service.ts';
import type { Db } from '../client.ts';
import type { users } from '../schema/users.ts';
import { demoDocuments, renderDemoPdf } from './deal-documents.ts';

type UserRow = typeof users.$inferSelect;

export interface DealListing {
  id: number;
  title: string;
  annualRevenue: number;
  annualProfit: number | null;
}

export interface DemoDealsInput {
  buyer: UserRow;
  seller: UserRow;
  /** The listing negotiated in three versions, whose data room is filled. */
  negotiated: DealListing;
  /** The listing whose accepted offer both signed: reserved, with its road to closing. */
  reserved: DealListing;
}

export interface DemoDealsResult {
  negotiationId: number;
  reservedNegotiationId: number;
  files: number;
  /** Steps of the road marked done. */
  stepsDone: number;
}

const BUYER_CTX: RequestContext = {
  ip: '181.39.24.17',
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
};
const SELLER_CTX: RequestContext = {
  ip: '181.39.102.88',
  userAgent:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
};

const silent = () => {};
const silentLog = {
  fatal: silent,
  error: silent,
  warn: silent,
  info: silent,
  debug: silent,
  trace: silent,
  child() {
    return silentLog;
  },
};

/** What the services read from the app: the seed's database and storage, a mailer that keeps. */
function seedServices(db: Db, storage: Storage, mails: Mail[]): FastifyInstance {
  return {
    db,
    storage,
    mailer: { send: async (mail: Mail) => void mails.push(mail) },
    // The seed is one actor writing a handful of rows: nothing to throttle.
    rateLimiter: { consume: async () => [] },
    config: { appUrl: 'http://localhost:3000', limits: { uploadsPerUserHour: 1000 } },
    log: silentLog,
  } as unknown as FastifyInstance;
}

/** Dollars (whole) to cents, rounded to hundreds of dollars like a person's offer. */
const round100 = (dollars: number) => Math.round(dollars / 100) * 100 * 100;

/** The listing's defaults with another price, all of it paid at closing unless told otherwise. */
function withPrice(base: OfferTerms, priceCents: number, patch: Partial<OfferTerms> = {}): OfferTerms {
  return offerTerms.parse({
    ...base,
    priceCents,
    payment: { atClosingCents: priceCents, instalments: [], sellerFinancing: null },
    ...patch,
  });
}

/** The code in the last signing mail sent to `email` (offers.mails: «Tu código para firmar: 123456»). */
function codeFor(mails: Mail[], email: string): string {
  const mail = mails.findLast((m) => m.to === email && /^Tu código para firmar: \d{6}$/.test(m.subject));
  const code = mail?.subject.slice(-6);
  if (!code) throw new Error(`The demo seed found no signing code mailed to ${email}`);
  return code;
}

interface Ctx {
  app: FastifyInstance;
  offers: OffersService;
  mails: Mail[];
  buyer: UserRow;
  seller: UserRow;
}

/** A negotiation in three versions, the buyer's second offer open for the seller to answer. */
async function negotiate({ offers, buyer, seller }: Ctx, listing: DealListing): Promise<number> {
  const a = (await offers.defaults(buyer, listing.id)).terms;
  const asking = a.priceCents / 100;
  const first = await offers.make(
    buyer,
    {
      businessId: listing.id,
      terms: withPrice(a, round100(asking * 0.82), {
        dueDiligenceDays: 45,
        conditions: ['Aprobación del crédito de BanEcuador por el 40 % del precio.'],
      }),
    },
    BUYER_CTX,
  );
  await offers.counter(
    seller,
    first.id,
    { terms: withPrice(a, round100(asking * 0.97), { dueDiligenceDays: 30, conditions: [] }) },
    SELLER_CTX,
  );
  const third = round100(asking * 0.9);
  // A quarter of the price financed: prices are whole hundreds of dollars, so the share is exact.
  const financed = third / 4;
  await offers.counter(
    buyer,
    first.id,
    {
      terms: withPrice(a, third, {
        payment: {
          atClosingCents: third - financed,
          instalments: [],
          sellerFinancing: { amountCents: financed, months: 12, annualRatePercent: 8 },
        },
        dueDiligenceDays: 30,
        conditions: ['Cesión del contrato de arriendo con el consentimiento escrito del arrendador.'],
      }),
    },
    BUYER_CTX,
  );
  return first.id;
}

/** The listing's data room: three documents in three folders, a question the seller answered. */
async function fillRoom({ app, buyer, seller }: Ctx, listing: DealListing): Promise<number> {
  const documents = demoDocuments({ ...listing, year: new Date().getFullYear() });
  const [room, pdfs] = await Promise.all([
    new DataRoomService(app).room(seller, listing.id),
    Promise.all(documents.map(renderDemoPdf)),
  ]);
  const added = [];
  for (const [i, doc] of documents.entries()) {
    const folder = room.folders.find((f) => f.name === doc.folder);
    if (!folder) throw new Error(`The demo room has no folder «${doc.folder}»`);
    added.push(
      await addFileToRoom(app, {
        businessId: listing.id,
        folderId: folder.id,
        uploadedBy: seller.id,
        buffer: pdfs[i]!,
        filename: doc.filename,
      }),
    );
  }
  const results = added[0]!;
  const questions = new QuestionsService(app);
  const question = await questions.ask(buyer, listing.id, {
    folderId: results.folderId,
    fileId: results.fileId,
    body: '¿La utilidad incluye el sueldo del dueño? Quisiera saber cuánto se paga usted al mes.',
  });
  await questions.answer(seller, listing.id, question.id, {
    body: 'No: la utilidad es después de los sueldos del personal, pero antes del mío. Yo retiro $1.200 al mes, que no están en los gastos.',
    visibility: 'all_buyers',
  });
  return added.length;
}

/**
 * An offer accepted and signed by both: the listing is reserved and its road opens, the permits
 * done by whoever does them and the lease started, with a comment.
 */
async function reserve(
  { app, offers, mails, buyer, seller }: Ctx,
  listing: DealListing,
): Promise<{ negotiationId: number; stepsDone: number }> {
  const b = (await offers.defaults(buyer, listing.id)).terms;
  const offered = await offers.make(
    buyer,
    { businessId: listing.id, terms: withPrice(b, round100((b.priceCents / 100) * 0.93)) },
    BUYER_CTX,
  );
  await offers.accept(seller, offered.id, SELLER_CTX);
  for (const [person, ctx] of [
    [buyer, BUYER_CTX],
    [seller, SELLER_CTX],
  ] as const) {
    await offers.requestSigningCode(person, offered.id, ctx);
    await offers.sign(
      person,
      offered.id,
      { fullName: person.fullName ?? person.username, code: codeFor(mails, person.email) },
      ctx,
    );
  }

  const closing = new ClosingService(app);
  const road = await closing.view(seller, offered.id);
  const step = (prefix: string) => road.items.find((item) => item.title.startsWith(prefix));
  const done = ['RUC y obligaciones', 'Patente municipal', 'Permiso del Cuerpo de Bomberos']
    .map(step)
    .filter((item) => item !== undefined);
  const asWho = (responsible: string) => (responsible === 'buyer' ? buyer : seller);
  for (const item of done)
    await closing.updateItem(asWho(item.responsible), offered.id, item.id, { status: 'hecho' });
  const lease = step('Cesión del arriendo');
  if (lease) {
    await closing.updateItem(asWho(lease.responsible), offered.id, lease.id, { status: 'en_curso' });
    await closing.comment(buyer, offered.id, lease.id, {
      body: 'El arrendador nos recibe el jueves para firmar su consentimiento. Llevo el borrador de la cesión.',
    });
  }
  return { negotiationId: offered.id, stepsDone: done.length };
}

/** The three parts touch different rows (two listings; the room is not the negotiation): at once. */
export async function seedDemoDeals(
  db: Db,
  storage: Storage,
  input: DemoDealsInput,
): Promise<DemoDealsResult> {
  const mails: Mail[] = [];
  const app = seedServices(db, storage, mails);
  const ctx: Ctx = { app, offers: new OffersService(app), mails, buyer: input.buyer, seller: input.seller };
  const [negotiationId, files, reserved] = await Promise.all([
    negotiate(ctx, input.negotiated),
    fillRoom(ctx, input.negotiated),
    reserve(ctx, input.reserved),
  ]);
  return {
    negotiationId,
    reservedNegotiationId: reserved.negotiationId,
    files,
    stepsDone: reserved.stepsDone,
  };
}

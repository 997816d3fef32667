import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, loginAs, type TestApp } from '../../../test/helpers.ts';
import { businesses } from '../../db/schema/businesses.ts';
import { chatMessages, conversations } from '../../db/schema/messages.ts';
import { ndaDocuments, ndas } from '../../db/schema/ndas.ts';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

let t: TestApp;

async function listing(sellerId: number, slug: string) {
  const [row] = await t.db
    .insert(businesses)
    .values({
      sellerId,
      title: `Negocio ${slug}`,
      slug,
      status: 'approved',
      category: 'retail',
      description: 'Tienda de barrio con clientela fija.',
      country: 'Ecuador',
      location: 'Quito',
      askingPrice: '40000',
    })
    .returning();
  return row!;
}

/**
 * A buyer's conversation about the listing: the first message `agoMs` ago, the seller's
 * answer `replyAfterMs` later (none when null). `sellerFirst` makes the seller open it.
 */
async function conversation(
  sellerId: number,
  businessId: number,
  agoMs: number,
  replyAfterMs: number | null,
  sellerFirst = false,
) {
  const buyer = await createUser(t.db);
  const [one, two] = sellerId < buyer.id ? [sellerId, buyer.id] : [buyer.id, sellerId];
  const [conv] = await t.db
    .insert(conversations)
    .values({ participantOne: one, participantTwo: two, businessId })
    .returning();
  const askedAt = new Date(Date.now() - agoMs);
  await t.db.insert(chatMessages).values({
    conversationId: conv!.id,
    senderId: sellerFirst ? sellerId : buyer.id,
    content: sellerFirst ? 'Hola, vi que firmaste el acuerdo.' : '¿Sigue disponible el local?',
    createdAt: askedAt,
  });
  if (replyAfterMs !== null) {
    await t.db.insert(chatMessages).values({
      conversationId: conv!.id,
      senderId: sellerFirst ? buyer.id : sellerId,
      content: 'Sí, claro. ¿Cuándo quieres visitarlo?',
      createdAt: new Date(askedAt.getTime() + replyAfterMs),
    });
    // The buyer writes again: only the seller's first answer to the first message counts.
    await t.db.insert(chatMessages).values({
      conversationId: conv!.id,
      senderId: sellerId,
      content: 'Te espero el lunes.',
      createdAt: new Date(askedAt.getTime() + replyAfterMs + 3 * DAY),
    });
  }
}

async function detail(slug: string, headers?: Record<string, string>) {
  const res = await t.app.inject({ method: 'GET', url: `/api/businesses/${slug}`, headers });
  expect(res.statusCode).toBe(200);
  return res;
}

beforeAll(async () => {
  t = await buildTestApp();
});

describe('the seller card of a listing', () => {
  it('says "under 2 hours" from the median of real first replies, with a first name and initial only', async () => {
    const seller = await createUser(t.db, {
      role: 'seller',
      fullName: 'María Fernanda Guzmán',
      identityVerified: true,
      createdAt: new Date('2024-03-05T15:00:00Z'),
    });
    const b = await listing(seller.id, 'rapida');
    // 20 min, 90 min and 30 h: median 90 min.
    await conversation(seller.id, b.id, 10 * DAY, 20 * MIN);
    await conversation(seller.id, b.id, 5 * DAY, 90 * MIN);
    await conversation(seller.id, b.id, 3 * DAY, 30 * HOUR);
    // Older than 90 days, and a conversation the seller opened and took days to go on with: not counted.
    await conversation(seller.id, b.id, 120 * DAY, 10 * DAY);
    await conversation(seller.id, b.id, 2 * DAY, null, true);

    const res = await detail('rapida');
    expect(res.json().seller).toEqual({
      displayName: 'María F.',
      identityVerified: true,
      memberSince: '2024-03-05T15:00:00.000Z',
      replyTime: 'under_2h',
    });
    expect(res.body).not.toContain('Guzmán');
    expect(res.body).not.toContain(seller.email);
  });

  it('says "within a day" when the median first answer takes hours', async () => {
    const seller = await createUser(t.db, { role: 'seller', fullName: 'Jorge Paredes' });
    const b = await listing(seller.id, 'en-el-dia');
    await conversation(seller.id, b.id, 20 * DAY, 3 * HOUR);
    await conversation(seller.id, b.id, 15 * DAY, 10 * HOUR);
    await conversation(seller.id, b.id, 8 * DAY, 20 * HOUR);
    await conversation(seller.id, b.id, 4 * DAY, 30 * MIN);
    const { seller: card } = (await detail('en-el-dia')).json();
    expect(card.replyTime).toBe('under_1d');
    expect(card.identityVerified).toBe(false);
  });

  it('counts buyers left unanswered for days against the seller, and a fresh unanswered one not at all', async () => {
    const seller = await createUser(t.db, { role: 'seller', fullName: 'Rosa' });
    const b = await listing(seller.id, 'lenta');
    await conversation(seller.id, b.id, 30 * DAY, 10 * MIN);
    await conversation(seller.id, b.id, 20 * DAY, null);
    await conversation(seller.id, b.id, 10 * DAY, null);
    // Written an hour ago: still waiting, not yet a missed answer.
    await conversation(seller.id, b.id, HOUR, null);
    const { seller: card } = (await detail('lenta')).json();
    expect(card.replyTime).toBe('over_1d');
    expect(card.displayName).toBe('Rosa');
  });

  it('shows no reply time with fewer than three questions to judge by', async () => {
    const seller = await createUser(t.db, { role: 'seller', fullName: 'Pedro Cedeño' });
    const b = await listing(seller.id, 'nueva');
    await conversation(seller.id, b.id, 2 * DAY, 5 * MIN);
    await conversation(seller.id, b.id, DAY + HOUR, 5 * MIN);
    // A question an hour old without an answer yet does not count either way.
    await conversation(seller.id, b.id, HOUR, null);
    const { seller: card } = (await detail('nueva')).json();
    expect(card.replyTime).toBeNull();
    expect(card.displayName).toBe('Pedro C.');
  });

  it('gives the full name to a buyer whose agreement is signed', async () => {
    const seller = await createUser(t.db, { role: 'seller', fullName: 'Lucía Andrade Mora' });
    const b = await listing(seller.id, 'firmada');
    const buyer = await loginAs(t, 'buyer');
    expect((await detail('firmada', buyer.headers)).json().seller.displayName).toBe('Lucía A.');

    const [doc] = await t.db
      .insert(ndaDocuments)
      .values({ content: 'Texto', documentHash: 'b'.repeat(64) })
      .returning();
    await t.db.insert(ndas).values({
      businessId: b.id,
      userId: buyer.user.id,
      ndaDocumentId: doc!.id,
      status: 'signed',
      clickwrapAcceptedAt: new Date(),
      documentHash: 'b'.repeat(64),
      documentVersion: '1.0',
      signedAt: new Date(),
    });
    expect((await detail('firmada', buyer.headers)).json().seller.displayName).toBe('Lucía Andrade Mora');
  });
});

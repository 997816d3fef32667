import type { ConversationListResponse, ThreadResponse } from '@traspasa/shared/messages';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../../../test/helpers.ts';
import { users } from '../../db/schema/users.ts';
import { get, type Login, listing, nda, sent } from './messages.test-kit.ts';

// The thread header and the inbox say whether the other person's identity is verified
// (decision 100): true only when their account passed a verification, whoever is looking.
let t: TestApp;
let seller: Login;
let buyer: Login;

beforeAll(async () => {
  t = await buildTestApp({ RATE_MESSAGES_PER_MIN: '1000' });
  [seller, buyer] = await Promise.all([loginAs(t, 'seller'), loginAs(t, 'buyer')]);
  await t.db
    .update(users)
    .set({ identityVerified: true, identityVerifiedAt: new Date(), identityDocumentType: 'cedula_ec' })
    .where(eq(users.id, seller.user.id));
  const business = await listing(t, { sellerId: seller.user.id });
  await nda(t, buyer.user.id, business.id);
  await sent(t, buyer, seller.user, 'Hola, me interesa tu negocio.', { businessId: business.id });
});

describe('identityVerified of the other participant', () => {
  it('the buyer sees the verified seller as verified, in the thread and in the inbox', async () => {
    const thread = await get(t, buyer, `/api/conversations/with/${seller.user.id}`);
    expect(thread.statusCode).toBe(200);
    expect(thread.json<ThreadResponse>().otherParticipant).toMatchObject({
      id: seller.user.id,
      identityVerified: true,
    });
    const inbox = (await get(t, buyer, '/api/conversations')).json<ConversationListResponse>();
    expect(inbox.items[0]?.otherParticipant).toMatchObject({ id: seller.user.id, identityVerified: true });
  });

  it('the seller sees the unverified buyer as not verified, by id as well as by user', async () => {
    const thread = (await get(t, seller, `/api/conversations/with/${buyer.user.id}`)).json<ThreadResponse>();
    expect(thread.otherParticipant).toMatchObject({ id: buyer.user.id, identityVerified: false });
    const byId = await get(t, seller, `/api/conversations/${thread.conversation?.id}`);
    expect(byId.statusCode).toBe(200);
    expect(byId.json<ThreadResponse>().otherParticipant.identityVerified).toBe(false);
    const inbox = (await get(t, seller, '/api/conversations')).json<ConversationListResponse>();
    expect(inbox.items[0]?.otherParticipant).toMatchObject({ id: buyer.user.id, identityVerified: false });
  });
});

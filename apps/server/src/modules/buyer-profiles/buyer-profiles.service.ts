// Buyer profiles and the buyer card a seller sees (decision 103).
import type {
  BuyerProfileCard,
  BuyerProfileResponse,
  BuyerProfileValues,
} from '@traspasa/shared/buyer-profiles';
import type { FundsBadge } from '@traspasa/shared/funds';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { REPLY_WINDOW_DAYS, replyTimeFrom } from '../businesses/seller-card.service.ts';
import { badgeView } from '../funds/funds.rules.ts';
import { fundsBadgesFor } from '../funds/funds.service.ts';
import { toProfile, toProfileResponse } from './buyer-profiles.mapper.ts';
import {
  deleteProfile,
  findCardFacts,
  findProfile,
  findProfiles,
  relatedBuyers,
  saveProfile,
  sellerTurns,
} from './buyer-profiles.repository.ts';
import { actsAsBuyer, BUYER_NOT_FOUND, NOT_A_BUYER } from './buyer-profiles.rules.ts';

/** Answers a reply time is computed from, per buyer (newest first). */
const TURNS_PER_BUYER = 200;

export interface CardViewer {
  id: number;
  role: string;
}

/** The signed-in buyer's own profile: read and save (PUT replaces it whole). */
export class BuyerProfilesService {
  constructor(private readonly app: FastifyInstance) {}

  async mine(user: CurrentUser): Promise<BuyerProfileResponse> {
    if (!actsAsBuyer(user)) throw AppError.forbidden(NOT_A_BUYER);
    return toProfileResponse(await findProfile(this.app.db, user.id));
  }

  async save(user: CurrentUser, input: BuyerProfileValues): Promise<BuyerProfileResponse> {
    if (!actsAsBuyer(user)) throw AppError.forbidden(NOT_A_BUYER);
    return toProfileResponse(await saveProfile(this.app.db, user.id, input));
  }

  /**
   * `GET /api/buyer-profiles/:userId/card`. Anonymous, a seller without a relation to the
   * buyer, another buyer and an unknown id all get the same 404.
   */
  async card(viewer: CurrentUser | null, userId: number): Promise<BuyerProfileCard> {
    const card = viewer ? (await cardsFor(this.app.db, viewer, [userId])).get(userId) : undefined;
    if (!card) throw AppError.notFound(BUYER_NOT_FOUND);
    return card;
  }
}

/**
 * The cards of `userIds` that `viewer` may see (an admin: everyone; anyone else: the buyers
 * with an agreement on one of the viewer's listings or a conversation with the viewer), in
 * a fixed number of statements whatever the count. Ids the viewer may not see, and unknown
 * ones, are simply absent from the map.
 */
export async function cardsFor(
  db: Db,
  viewer: CardViewer,
  userIds: readonly number[],
  now = new Date(),
): Promise<Map<number, BuyerProfileCard>> {
  const ids = [...new Set(userIds)].filter((id) => Number.isInteger(id) && id > 0 && id < 2 ** 31);
  const visible =
    viewer.role === 'admin' ? ids : [...(await relatedBuyers(db, viewer.id, ids))].sort((a, b) => a - b);
  if (visible.length === 0) return new Map();
  const since = new Date(now.getTime() - REPLY_WINDOW_DAYS * 24 * 3_600_000);
  const [facts, profiles, turns, funds] = await Promise.all([
    findCardFacts(db, visible),
    findProfiles(db, visible),
    sellerTurns(db, visible, since, TURNS_PER_BUYER),
    fundsBadgesFor(db, visible, now),
  ]);
  const profileOf = new Map(profiles.map((p) => [p.userId, p]));
  const turnsOf = new Map<number, { askedAt: Date; repliedAt: Date | null }[]>();
  for (const t of turns) {
    const list = turnsOf.get(t.buyerId) ?? [];
    list.push(t);
    turnsOf.set(t.buyerId, list);
  }
  const cards = new Map<number, BuyerProfileCard>();
  for (const f of facts) {
    const row = profileOf.get(f.id) ?? null;
    cards.set(f.id, {
      userId: f.id,
      displayName: f.fullName?.trim() || f.username,
      hasProfile: row !== null,
      profile: toProfile(row),
      badges: {
        identityVerified: f.identityVerified,
        funds: fundBadge(funds.get(f.id)),
        memberSince: f.createdAt.toISOString(),
        ndasSigned: f.ndasSigned,
        responseTime: replyTimeFrom(turnsOf.get(f.id) ?? [], now),
      },
    });
  }
  return cards;
}

function fundBadge(facts: Parameters<typeof badgeView>[0] | undefined): FundsBadge | null {
  return facts ? badgeView(facts) : null;
}

/** Account erasure (decision 014): the profile goes with the account. */
export async function eraseBuyerProfile(db: Db, userId: number): Promise<void> {
  await deleteProfile(db, userId);
}

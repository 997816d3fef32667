import {
  type AlertsPage,
  type BellItem,
  type CreateSavedSearchInput,
  type createSavedSearchInput,
  defaultSavedSearchName,
  type NoticeType,
  SAVED_SEARCH_LIMIT,
  type SavedSearchFrequency,
  type SavedSearchList,
  type SavedSearchView,
  type UpdateSavedSearchInput,
} from '@traspasa/shared/saved-searches';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { decodeCursor, encodeCursor } from '../../lib/cursor.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import {
  countUnreadNotices,
  listNotices,
  markNoticeRead,
  markNoticesRead,
} from '../notices/notices.service.ts';
import {
  cleanFilters,
  countSavedSearches,
  countUnreadAlerts,
  deleteSavedSearch,
  findOwnSavedSearch,
  findSavedSearch,
  insertSavedSearch,
  listAlerts,
  listSavedSearches,
  markAlertRead,
  markAlertsRead,
  type SavedSearchRow,
  updateSavedSearch,
} from './saved-searches.repository.ts';
import { unsubscribeKey, verifyUnsubscribeToken } from './unsubscribe-token.rules.ts';

/** Queues a listing that became public for matching against saved searches (its job mails the alerts). */
export { enqueueListingMatch } from './saved-searches.repository.ts';

export const SAVED_SEARCH_NOT_FOUND = 'No encontramos esa búsqueda guardada.';
const ALERT_NOT_FOUND = 'No encontramos ese aviso.';
const BAD_CURSOR = 'El parámetro "cursor" no es válido. Vuelve a abrir tus avisos.';

const isAlertCursor = (v: unknown): v is { id: number } =>
  typeof v === 'object' &&
  v !== null &&
  Number.isSafeInteger((v as { id?: unknown }).id) &&
  ((v as { id: number }).id as number) > 0;

/** Filters compared regardless of key order (the same search saved twice). */
const sameFilters = (a: Record<string, unknown>, b: Record<string, unknown>) => {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((k) => String(a[k] ?? '') === String(b[k] ?? ''));
};

function toView(row: SavedSearchRow, newCount: number): SavedSearchView {
  return {
    id: row.id,
    name: row.name,
    filters: row.filters,
    frequency: row.frequency as SavedSearchFrequency,
    paused: row.pausedAt !== null,
    newCount,
    lastVisitedAt: row.lastVisitedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Saved searches and the bell (decision 150). Every rule is per owner: someone else's is a 404. */
export class SavedSearchesService {
  constructor(private readonly app: FastifyInstance) {}

  async list(user: CurrentUser): Promise<SavedSearchList> {
    const rows = await listSavedSearches(this.app.db, user.id);
    return { items: rows.map((r) => toView(r.search, r.newCount)), limit: SAVED_SEARCH_LIMIT };
  }

  async create(
    user: CurrentUser,
    input: ReturnType<typeof createSavedSearchInput.parse>,
  ): Promise<SavedSearchView> {
    const filters = cleanFilters(input.filters);
    const name = input.name?.trim() || defaultSavedSearchName(filters);
    const row = await this.app.db.transaction(async (tx) => {
      // One create at a time per person, so two clicks cannot pass the limit together.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('saved-searches'), ${user.id})`);
      if ((await countSavedSearches(tx, user.id)) >= SAVED_SEARCH_LIMIT) {
        throw AppError.conflict(
          `Ya tienes ${SAVED_SEARCH_LIMIT} búsquedas guardadas, el máximo. Borra alguna que ya no uses para guardar esta.`,
        );
      }
      const existing = (await listSavedSearches(tx, user.id)).find((r) =>
        sameFilters(r.search.filters, filters),
      );
      if (existing) throw AppError.conflict(`Ya guardaste esta búsqueda como «${existing.search.name}».`);
      return insertSavedSearch(tx, { userId: user.id, name, filters, frequency: input.frequency });
    });
    return toView(row, 0);
  }

  async update(user: CurrentUser, id: number, input: UpdateSavedSearchInput): Promise<SavedSearchView> {
    const row = await this.own(user, id);
    await updateSavedSearch(this.app.db, id, {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.frequency !== undefined ? { frequency: input.frequency } : {}),
      ...(input.paused !== undefined ? { pausedAt: input.paused ? (row.pausedAt ?? new Date()) : null } : {}),
    });
    return this.view(user, id);
  }

  async remove(user: CurrentUser, id: number): Promise<void> {
    await this.own(user, id);
    await deleteSavedSearch(this.app.db, id);
  }

  /** The owner opened the search: its matches stop being new, and its alerts are read. */
  async visit(user: CurrentUser, id: number): Promise<SavedSearchView> {
    await this.own(user, id);
    await updateSavedSearch(this.app.db, id, { lastVisitedAt: new Date() });
    await markAlertsRead(this.app.db, user.id, id);
    return this.view(user, id);
  }

  /**
   * The search a mail's unsubscribe link names, without changing it (what GET shows).
   * 'forged' for a forged or altered link, 'gone' once the search was deleted.
   */
  async unsubscribeTarget(
    token: string,
  ): Promise<{ id: number; name: string; paused: boolean } | 'forged' | 'gone'> {
    const id = verifyUnsubscribeToken(await unsubscribeKey(this.app.db), token);
    if (id === null) return 'forged';
    const row = await findSavedSearch(this.app.db, id);
    if (!row) return 'gone';
    return { id, name: row.name, paused: row.pausedAt !== null };
  }

  /** The link confirmed (its page's button, or a mail client's one-click POST): pauses the search. */
  async unsubscribe(token: string): Promise<{ name: string } | 'forged' | 'gone'> {
    const target = await this.unsubscribeTarget(token);
    if (typeof target === 'string') return target;
    if (!target.paused) await updateSavedSearch(this.app.db, target.id, { pausedAt: new Date() });
    return { name: target.name };
  }

  /**
   * The bell: saved-search alerts and notices of decisions on the person's own content, newest
   * first. Both tables draw their ids from one sequence (decision 112), so one keyset by id
   * pages through the two: each gives its `limit` newest below the cursor, and the merge keeps
   * the `limit` newest of those.
   */
  async alerts(user: CurrentUser, cursor: string | undefined, limit: number): Promise<AlertsPage> {
    const after = decodeCursor(cursor, isAlertCursor, BAD_CURSOR);
    const before = after?.id ?? null;
    const [alertRows, noticeRows, unread] = await Promise.all([
      listAlerts(this.app.db, user.id, before, limit),
      listNotices(this.app.db, user.id, before, limit),
      this.unread(user),
    ]);
    const items: BellItem[] = [
      ...alertRows.map(
        (r): BellItem => ({
          kind: 'saved-search',
          id: r.id,
          createdAt: r.createdAt.toISOString(),
          read: r.readAt !== null,
          savedSearch: { id: r.savedSearchId, name: r.savedSearchName },
          business: {
            id: r.businessId,
            slug: r.slug,
            title: r.title,
            location: r.location,
            country: r.country,
            askingPrice: r.askingPrice,
          },
        }),
      ),
      ...noticeRows.map(
        (r): BellItem => ({
          kind: 'notice',
          id: r.id,
          createdAt: r.createdAt.toISOString(),
          read: r.readAt !== null,
          notice: { type: r.type as NoticeType, title: r.title, body: r.body, href: r.href },
        }),
      ),
    ]
      .sort((a, b) => b.id - a.id)
      .slice(0, limit);
    const last = items.at(-1);
    return {
      items,
      nextCursor: items.length === limit && last ? encodeCursor({ id: last.id }) : null,
      unread,
    };
  }

  async unread(user: CurrentUser): Promise<number> {
    const [alerts, notices] = await Promise.all([
      countUnreadAlerts(this.app.db, user.id),
      countUnreadNotices(this.app.db, user.id),
    ]);
    return alerts + notices;
  }

  async markRead(user: CurrentUser, id: number): Promise<void> {
    if (await markAlertRead(this.app.db, user.id, id)) return;
    if (await markNoticeRead(this.app.db, user.id, id)) return;
    throw AppError.notFound(ALERT_NOT_FOUND);
  }

  async markAllRead(user: CurrentUser): Promise<void> {
    await markAlertsRead(this.app.db, user.id);
    await markNoticesRead(this.app.db, user.id);
  }

  private async own(user: CurrentUser, id: number): Promise<SavedSearchRow> {
    const row = await findOwnSavedSearch(this.app.db, user.id, id);
    if (!row) throw AppError.notFound(SAVED_SEARCH_NOT_FOUND);
    return row;
  }

  private async view(user: CurrentUser, id: number): Promise<SavedSearchView> {
    const found = (await listSavedSearches(this.app.db, user.id)).find((r) => r.search.id === id);
    if (!found) throw AppError.notFound(SAVED_SEARCH_NOT_FOUND);
    return toView(found.search, found.newCount);
  }
}

export type { CreateSavedSearchInput };

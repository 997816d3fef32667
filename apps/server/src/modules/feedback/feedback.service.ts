import type { FeedbackStatus } from '@traspasa/shared/enums';
import { errorCodes } from '@traspasa/shared/errors';
import {
  type AdminFeedbackDetail,
  type AdminFeedbackListItem,
  type AdminFeedbackListResponse,
  type adminFeedbackQuery,
  type FeedbackCategory,
  type FeedbackPriority,
  type FeedbackUpdateInput,
  type feedbackInput,
  feedbackPriorityLabels,
  feedbackRespondable,
  feedbackStatusLabels,
  feedbackTransitions,
  type MyFeedbackItem,
  priorityForCategory,
} from '@traspasa/shared/feedback';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { decodeCursor, encodeCursor, isIdCursor } from '../../lib/cursor.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { recordAudit } from '../audit-log/audit-trail.service.ts';
import { feedbackResponseMail } from './feedback.mails.ts';
import {
  type FeedbackRow,
  findFeedback,
  insertFeedback,
  listFeedback,
  listMyFeedback,
  lockFeedback,
  recipientOf,
  updateFeedback,
} from './feedback.repository.ts';

type Input = z.output<typeof feedbackInput>;
const NOT_FOUND = 'No encontramos ese comentario. Vuelve a cargar la lista.';
const EXCERPT = 160;
const MINE_SHOWN = 50;

const RATE_LIMITED =
  'Ya nos enviaste varios comentarios en la última hora. Espera un momento antes de enviar otro.';

function toListItem(row: FeedbackRow): AdminFeedbackListItem {
  return {
    id: row.id,
    category: row.category as FeedbackCategory,
    priority: row.priority as FeedbackPriority,
    status: row.status as FeedbackStatus,
    excerpt: row.message.length > EXCERPT ? `${row.message.slice(0, EXCERPT - 1)}…` : row.message,
    name: row.name,
    email: row.email,
    userId: row.userId,
    createdAt: row.createdAt.toISOString(),
    respondedAt: row.respondedAt?.toISOString() ?? null,
  };
}

/** Only a same-site path or an address of this app is kept as the page a comment came from. */
function cleanPageUrl(raw: string | undefined, appUrl: string): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw, appUrl);
    // Only a page of this app: another site's address is dropped, not kept as its path.
    if (url.origin !== new URL(appUrl).origin) return null;
    // One leading slash: "//evil.example" would read as another site in the admin's link.
    return `${url.pathname.replace(/^\/+/, '/')}${url.search}`.slice(0, 500);
  } catch {
    return null;
  }
}

export class FeedbackService {
  constructor(private readonly app: FastifyInstance) {}

  /**
   * Anyone may write. Throttled per IP and per account; a filled honeypot is answered
   * like a success and stores nothing (a bot learns nothing from the answer).
   */
  async submit(request: FastifyRequest, input: Input): Promise<void> {
    const user = request.user ?? null;
    const limits = this.app.config.limits;
    await this.app.rateLimiter.consume(
      [
        { bucket: 'feedback:ip', key: request.ip, max: limits.feedbackPerIpHour, windowMs: 3600_000 },
        ...(user
          ? [
              {
                bucket: 'feedback:user',
                key: String(user.id),
                max: limits.feedbackPerUserHour,
                windowMs: 3600_000,
              },
            ]
          : []),
      ],
      RATE_LIMITED,
    );
    if (input.website && input.website.trim() !== '') {
      request.log.info({ ip: request.ip }, 'feedback honeypot filled: not stored');
      return;
    }
    let name: string | null;
    let email: string | null;
    if (user) {
      name = user.fullName ?? user.username;
      email = user.email;
    } else {
      const issues = [
        ...(!input.name
          ? [{ path: 'name', message: 'Escribe tu nombre para que sepamos a quién responder.' }]
          : []),
        ...(!input.email
          ? [{ path: 'email', message: 'Escribe tu correo: ahí te llegará nuestra respuesta.' }]
          : []),
      ];
      if (issues.length > 0) {
        throw new AppError(errorCodes.validation, 400, issues[0]!.message, {}, issues);
      }
      name = input.name!;
      email = input.email!.toLowerCase();
    }
    await insertFeedback(this.app.db, {
      userId: user?.id ?? null,
      name,
      email,
      message: input.message,
      category: input.category,
      priority: priorityForCategory(input.category),
      ipAddress: request.ip,
      userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
      pageUrl: cleanPageUrl(input.pageUrl, this.app.config.appUrl),
    });
  }

  async mine(user: CurrentUser): Promise<{ items: MyFeedbackItem[] }> {
    const rows = await listMyFeedback(this.app.db, user.id, MINE_SHOWN);
    return {
      items: rows.map((r) => ({
        id: r.id,
        category: r.category as FeedbackCategory,
        message: r.message,
        status: r.status as FeedbackStatus,
        response: r.response,
        respondedAt: r.respondedAt?.toISOString() ?? null,
        createdAt: r.createdAt.toISOString(),
      })),
    };
  }

  async list(query: z.output<typeof adminFeedbackQuery>): Promise<AdminFeedbackListResponse> {
    const before = decodeCursor(
      query.cursor,
      isIdCursor,
      'El parámetro "cursor" no es válido. Vuelve a cargar la lista de comentarios.',
    );
    const rows = await listFeedback(this.app.db, {
      status: query.status,
      category: query.category,
      priority: query.priority,
      q: query.q || undefined,
      beforeId: before?.id,
      limit: query.limit,
    });
    const last = rows.at(-1);
    return {
      items: rows.map(toListItem),
      nextCursor: rows.length === query.limit && last ? encodeCursor({ id: last.id }) : null,
    };
  }

  async detail(id: number): Promise<AdminFeedbackDetail> {
    const found = await findFeedback(this.app.db, id);
    if (!found) throw AppError.notFound(NOT_FOUND);
    const row = found.feedback;
    const { excerpt: _excerpt, ...item } = toListItem(row);
    return {
      ...item,
      message: row.message,
      response: row.response,
      respondedByName: found.respondedByName,
      pageUrl: row.pageUrl,
      userAgent: row.userAgent,
      ipAddress: row.ipAddress,
      updatedAt: row.updatedAt.toISOString(),
      nextStatuses: [...feedbackTransitions[row.status as FeedbackStatus]],
    };
  }

  /** Stores the response, marks the message answered, records it and mails the person. */
  async respond(admin: CurrentUser, id: number, response: string): Promise<AdminFeedbackDetail> {
    const row = await this.app.db.transaction(async (tx) => {
      const before = await lockFeedback(tx, id);
      if (!before) throw AppError.notFound(NOT_FOUND);
      // The same answer sent again (a double click, a retried request) changes nothing and
      // mails nothing: the row lock makes the second one see the first one's answer.
      if (before.status === 'responded' && before.response === response) return null;
      if (!feedbackRespondable.includes(before.status as FeedbackStatus)) {
        throw AppError.conflict(
          `Este comentario está «${feedbackStatusLabels[before.status as FeedbackStatus]}»: ya no se puede responder.`,
        );
      }
      const updated = await updateFeedback(tx, id, {
        response,
        respondedBy: admin.id,
        respondedAt: new Date(),
        status: 'responded',
      });
      await recordAudit(tx, {
        userId: admin.id,
        action: 'feedback.respond',
        description: `Respondió el comentario #${id}${before.name ? ` de ${before.name}` : ''}.`,
        metadata: {
          feedbackId: id,
          from: before.status,
          to: 'responded',
          rewritten: before.response !== null,
        },
        targetType: 'feedback',
        targetId: id,
      });
      return updated;
    });

    if (!row) return this.detail(id);
    const to = await recipientOf(this.app.db, row);
    if (to) {
      const mail = feedbackResponseMail(
        to,
        { message: row.message, createdAt: row.createdAt, hasAccount: row.userId !== null },
        response,
        this.app.config.appUrl,
      );
      await this.app.mailer
        .send(mail)
        .catch((err: unknown) =>
          this.app.log.error({ err, feedbackId: id }, 'could not send the feedback response mail'),
        );
    }
    return this.detail(id);
  }

  async update(admin: CurrentUser, id: number, input: FeedbackUpdateInput): Promise<AdminFeedbackDetail> {
    await this.app.db.transaction(async (tx) => {
      const before = await lockFeedback(tx, id);
      if (!before) throw AppError.notFound(NOT_FOUND);
      const from = before.status as FeedbackStatus;
      const statusChanges = input.status !== undefined && input.status !== from;
      if (statusChanges) {
        const to = input.status!;
        if (to === 'responded' && from === 'pending') {
          throw AppError.conflict(
            'Para marcarlo como respondido, escribe una respuesta: se la enviamos por correo.',
          );
        }
        if (!feedbackTransitions[from].includes(to)) {
          throw AppError.conflict(
            `Un comentario «${feedbackStatusLabels[from]}» no puede pasar a «${feedbackStatusLabels[to]}».`,
          );
        }
      }
      const priorityChanges = input.priority !== undefined && input.priority !== before.priority;
      if (!statusChanges && !priorityChanges) return;
      await updateFeedback(tx, id, {
        ...(statusChanges ? { status: input.status } : {}),
        ...(priorityChanges ? { priority: input.priority } : {}),
      });
      if (statusChanges) {
        await recordAudit(tx, {
          userId: admin.id,
          action: 'feedback.status',
          description: `Cambió el comentario #${id} de «${feedbackStatusLabels[from]}» a «${feedbackStatusLabels[input.status!]}».`,
          metadata: { feedbackId: id, from, to: input.status },
          targetType: 'feedback',
          targetId: id,
        });
      }
      if (priorityChanges) {
        const oldP = before.priority as FeedbackPriority;
        await recordAudit(tx, {
          userId: admin.id,
          action: 'feedback.priority',
          description: `Cambió la prioridad del comentario #${id} de «${feedbackPriorityLabels[oldP] ?? oldP}» a «${feedbackPriorityLabels[input.priority!]}».`,
          metadata: { feedbackId: id, from: before.priority, to: input.priority },
          targetType: 'feedback',
          targetId: id,
        });
      }
    });
    return this.detail(id);
  }
}

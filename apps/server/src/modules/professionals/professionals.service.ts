import type {
  AdminProfessionalItem,
  ConsultantDashboard,
  OwnProfessional,
  ProfessionalInput,
  ProfessionalItem,
  professionalInput,
} from '@traspasa/shared/content';
import { countText } from '@traspasa/shared/plural';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { ProfessionalChanges } from '../../db/schema/content.ts';
import { AppError } from '../../lib/app-error.ts';
import { squareWebp } from '../../lib/images.ts';
import type { RequestContext } from '../../lib/request-context.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { recordAudit } from '../audit-log/audit-trail.service.ts';
import { statsDay } from '../listing-stats/listing-stats.rules.ts';
import { isBot, visitorHash } from '../listing-stats/visitor.rules.ts';
import {
  mailNotice,
  professionalApprovedNotice,
  professionalRejectedNotice,
  recordNotice,
} from '../notices/notices.service.ts';
import {
  type AdminProfessionalRow,
  conversationCounts,
  decideProfessional,
  decideProfessionalChanges,
  findProfessional,
  findProfessionalByUser,
  insertProfessional,
  listProfessionalsForReview,
  listPublicProfessionals,
  type ProfessionalFilter,
  type ProfessionalRow,
  type ProfessionalValues,
  professionalDailyViews,
  recordProfessionalView,
  updateProfessional,
} from './professionals.repository.ts';

/** A directory entry by slug, for the pages' head (seo). */
export { findProfessional } from './professionals.repository.ts';

export const PROFESSIONAL_NOT_FOUND = 'No encontramos a ese profesional.';
const NOT_A_CONSULTANT =
  'Solo las cuentas de consultor tienen una ficha en el directorio. Agrega el rol de consultor en tu perfil para crear la tuya.';
const PHOTO_SIZE = 400;
export const PHOTO_FOLDER = 'professionals';
const VIEW_DAYS = 30;

type ParsedInput = z.output<typeof professionalInput>;

function iso(d: Date | null): string | null {
  return d ? d.toISOString() : null;
}

export function toPublicProfessional(row: ProfessionalRow): ProfessionalItem {
  return {
    id: row.id,
    name: row.name,
    profession: row.profession,
    description: row.description,
    contact: row.contact,
    userId: row.userId,
    identityVerified: row.identityVerified,
    category: row.category,
    specialties: row.specialties,
    services: row.services,
    website: row.website,
    linkedin: row.linkedin,
    imageUrl: row.imageUrl,
    location: row.location,
    experience: row.experience,
    yearsExperience: row.yearsExperience,
    phone: row.phone,
    contactPreference: row.contactPreference as ProfessionalItem['contactPreference'],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The approved version of the fields a substantial edit changes. */
function reviewedFieldsOf(row: ProfessionalRow): ProfessionalChanges {
  return {
    name: row.name,
    profession: row.profession,
    description: row.description,
    specialties: row.specialties,
    services: row.services,
    imageUrl: row.imageUrl,
  };
}

/** The owner sees the entry as they last wrote it: a change waiting for review included. */
export function toOwnProfessional(row: ProfessionalRow): OwnProfessional {
  return {
    ...toPublicProfessional(row),
    ...(row.pendingChanges ?? {}),
    status: row.status as OwnProfessional['status'],
    changesPending: row.pendingChanges !== null,
    rejectionReason: row.rejectionReason,
    submittedAt: iso(row.submittedAt),
    reviewedAt: iso(row.reviewedAt),
  };
}

function toAdminProfessional(row: AdminProfessionalRow): AdminProfessionalItem {
  return {
    ...toOwnProfessional(row),
    ownerEmail: row.ownerEmail,
    ownerName: row.ownerName,
    publishedVersion: row.pendingChanges ? reviewedFieldsOf(row) : null,
  };
}

/** A consultant by primary or secondary role; admins review entries, they do not own one. */
export function isConsultant(user: CurrentUser): boolean {
  return user.role === 'consultant' || user.secondaryRole === 'consultant';
}

function assertConsultant(user: CurrentUser): void {
  if (!isConsultant(user)) throw AppError.forbidden(NOT_A_CONSULTANT);
}

const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((v, i) => v === b[i]);

/**
 * Whether an edit changes what an admin approved (decision 102): the name, the profession,
 * the description, the specialties, the services, the photo.
 */
type ReviewedFields = Omit<ProfessionalChanges, 'imageUrl' | 'description'> & {
  description?: string | null;
  imageUrl?: string | null;
};

export function isSubstantialEdit(current: ReviewedFields, next: ReviewedFields): boolean {
  return (
    current.name !== next.name ||
    current.profession !== next.profession ||
    (current.description ?? null) !== (next.description ?? null) ||
    !sameList(current.specialties, next.specialties) ||
    !sameList(current.services, next.services) ||
    (current.imageUrl ?? null) !== (next.imageUrl ?? null)
  );
}

/**
 * An approved entry keeps its approved version public while a substantial change waits
 * (decision 102): the reviewed fields go to `pendingChanges`, the others apply at once. A
 * change that restores the approved version withdraws itself.
 */
function changeOfApproved(
  current: ProfessionalRow,
  proposed: ProfessionalChanges,
): { values: ProfessionalValues; sentToReview: boolean } {
  if (!isSubstantialEdit(reviewedFieldsOf(current), proposed)) {
    return { values: { pendingChanges: null }, sentToReview: false };
  }
  return {
    values: {
      pendingChanges: proposed,
      // The queue's order: when the first change still waiting was sent.
      ...(current.pendingChanges ? {} : { submittedAt: new Date() }),
    },
    sentToReview: true,
  };
}

function valuesOf(input: ParsedInput): ProfessionalValues & { name: string; profession: string } {
  return {
    name: input.name,
    profession: input.profession,
    category: input.category,
    description: input.description ?? null,
    specialties: input.specialties,
    services: input.services,
    location: input.location ?? null,
    yearsExperience: input.yearsExperience ?? null,
    experience:
      input.yearsExperience === undefined || input.yearsExperience === null
        ? null
        : countText(input.yearsExperience, 'año', 'años'),
    website: input.website ?? null,
    linkedin: input.linkedin ?? null,
    phone: input.phone ?? null,
    contact: input.contact ?? null,
    contactPreference: input.contactPreference ?? null,
  };
}

/** The review step a change leads to: what the entry's status becomes and what to tell its owner. */
const STATUS_MOVED =
  'Tu ficha acaba de ser revisada mientras la editabas. Recarga la página y vuelve a guardar tus cambios.';

function reviewAfterChange(
  current: ProfessionalRow,
  substantial: boolean,
): { values: ProfessionalValues; sentToReview: boolean } {
  if (current.status === 'rejected' || (current.status === 'approved' && substantial)) {
    return {
      values: { status: 'pending', rejectionReason: null, submittedAt: new Date() },
      sentToReview: true,
    };
  }
  return { values: {}, sentToReview: current.status === 'pending' };
}

export class ProfessionalsService {
  constructor(private readonly app: FastifyInstance) {}

  async list(filter: ProfessionalFilter, cursor: number | undefined, limit: number) {
    const rows = await listPublicProfessionals(this.app.db, filter, cursor, limit + 1);
    const page = rows.slice(0, limit);
    return {
      items: page.map(toPublicProfessional),
      nextCursor: rows.length > limit ? (page.at(-1)?.id ?? null) : null,
    };
  }

  /** The public page: approved entries only; a view is counted once per visitor per day. */
  async detail(id: number, viewer: CurrentUser | null, ctx: RequestContext): Promise<ProfessionalItem> {
    const row = await findProfessional(this.app.db, id);
    if (row?.status !== 'approved' || row.ownerSuspended) throw AppError.notFound(PROFESSIONAL_NOT_FOUND);
    if (viewer?.id !== row.userId && !isBot(ctx.userAgent)) {
      const day = statsDay();
      const hash = visitorHash(day, { userId: viewer?.id ?? null, ip: ctx.ip, userAgent: ctx.userAgent });
      recordProfessionalView(this.app.db, row.id, day, hash).catch((err: unknown) =>
        this.app.log.error({ err, professionalId: row.id }, 'could not record professional view'),
      );
    }
    return toPublicProfessional(row);
  }

  async mine(user: CurrentUser): Promise<OwnProfessional | null> {
    assertConsultant(user);
    const row = await findProfessionalByUser(this.app.db, user.id);
    return row ? toOwnProfessional(row) : null;
  }

  async create(user: CurrentUser, input: ParsedInput) {
    assertConsultant(user);
    const id = await insertProfessional(this.app.db, {
      ...valuesOf(input),
      userId: user.id,
      status: 'pending',
      submittedAt: new Date(),
    });
    if (id === null) {
      throw AppError.conflict('Ya tienes una ficha en el directorio: edítala desde tu panel.');
    }
    return { professional: await this.own(id), sentToReview: true };
  }

  /** Strangers get 404 (the entry's existence is not theirs to learn); non-consultants 403. */
  private async loadOwn(user: CurrentUser, id: number): Promise<ProfessionalRow> {
    assertConsultant(user);
    const row = await findProfessional(this.app.db, id);
    if (!row || row.userId !== user.id) throw AppError.notFound(PROFESSIONAL_NOT_FOUND);
    return row;
  }

  private async own(id: number): Promise<OwnProfessional> {
    const row = await findProfessional(this.app.db, id);
    if (!row) throw AppError.notFound(PROFESSIONAL_NOT_FOUND);
    return toOwnProfessional(row);
  }

  async update(user: CurrentUser, id: number, input: ParsedInput) {
    const current = await this.loadOwn(user, id);
    if (current.status === 'approved') {
      const { name, profession, description, specialties, services, ...direct } = valuesOf(input);
      const change = changeOfApproved(current, {
        name,
        profession,
        description: description ?? null,
        specialties: specialties ?? [],
        services: services ?? [],
        imageUrl: current.pendingChanges?.imageUrl ?? current.imageUrl,
      });
      if (!(await updateProfessional(this.app.db, id, { ...direct, ...change.values }, 'approved'))) {
        throw AppError.conflict(STATUS_MOVED);
      }
      await this.dropUnusedPendingPhoto(current, change.values.pendingChanges);
      return { professional: await this.own(id), sentToReview: change.sentToReview };
    }
    const review = reviewAfterChange(
      current,
      isSubstantialEdit(current, { ...input, imageUrl: current.imageUrl }),
    );
    if (
      !(await updateProfessional(this.app.db, id, { ...valuesOf(input), ...review.values }, current.status))
    ) {
      throw AppError.conflict(STATUS_MOVED);
    }
    return { professional: await this.own(id), sentToReview: review.sentToReview };
  }

  /** A new photo (square WebP, metadata dropped) is a substantial change. */
  async setPhoto(user: CurrentUser, id: number, readFile: () => Promise<Buffer>) {
    const current = await this.loadOwn(user, id);
    await this.app.rateLimiter.consume(
      {
        bucket: 'uploads:user',
        key: String(user.id),
        max: this.app.config.limits.uploadsPerUserHour,
        windowMs: 3600_000,
      },
      'Subiste muchos archivos en poco tiempo. Espera un rato e inténtalo de nuevo.',
    );
    const webp = await squareWebp(await readFile(), PHOTO_SIZE);
    const url = await this.app.storage.putPublic(PHOTO_FOLDER, 'webp', webp);
    if (current.status === 'approved') {
      // The approved photo stays public until the new one is approved (decision 102).
      const change = changeOfApproved(current, {
        ...(current.pendingChanges ?? reviewedFieldsOf(current)),
        imageUrl: url,
      });
      if (!(await updateProfessional(this.app.db, id, change.values, 'approved'))) {
        await this.deleteOwnPhoto(url);
        throw AppError.conflict(STATUS_MOVED);
      }
      await this.dropUnusedPendingPhoto(current, change.values.pendingChanges);
      return { professional: await this.own(id), sentToReview: change.sentToReview };
    }
    const review = reviewAfterChange(current, true);
    if (!(await updateProfessional(this.app.db, id, { imageUrl: url, ...review.values }, current.status))) {
      await this.deleteOwnPhoto(url);
      throw AppError.conflict(STATUS_MOVED);
    }
    await this.deleteOwnPhoto(current.imageUrl);
    return { professional: await this.own(id), sentToReview: review.sentToReview };
  }

  /** Removing the photo needs no review: it goes from the public entry and from a waiting change. */
  async removePhoto(user: CurrentUser, id: number) {
    const current = await this.loadOwn(user, id);
    const pending = current.pendingChanges;
    const change =
      current.status === 'approved' && pending
        ? changeOfApproved({ ...current, imageUrl: null }, { ...pending, imageUrl: null })
        : null;
    await updateProfessional(this.app.db, id, { imageUrl: null, ...(change?.values ?? {}) });
    await this.deleteOwnPhoto(current.imageUrl);
    if (pending?.imageUrl && pending.imageUrl !== current.imageUrl)
      await this.deleteOwnPhoto(pending.imageUrl);
    return {
      professional: await this.own(id),
      sentToReview: current.status === 'pending' || Boolean(change?.sentToReview),
    };
  }

  /** A photo proposed in a waiting change that the new change (or its end) no longer holds. */
  private async dropUnusedPendingPhoto(
    current: ProfessionalRow,
    next: ProfessionalChanges | null | undefined,
  ) {
    const proposed = current.pendingChanges?.imageUrl;
    if (!proposed || proposed === current.imageUrl || proposed === next?.imageUrl) return;
    await this.deleteOwnPhoto(proposed);
  }

  /** Only photos this module stored: a seed picture may be shared. */
  private async deleteOwnPhoto(url: string | null) {
    if (url?.startsWith(`/uploads/${PHOTO_FOLDER}/`)) {
      await this.app.storage
        .deletePublic(url)
        .catch((err: unknown) => this.app.log.warn({ err, url }, 'could not delete professional photo'));
    }
  }

  async dashboard(user: CurrentUser): Promise<ConsultantDashboard> {
    assertConsultant(user);
    const row = await findProfessionalByUser(this.app.db, user.id);
    const [views, conversations] = await Promise.all([
      row ? professionalDailyViews(this.app.db, row.id, VIEW_DAYS) : Promise.resolve([]),
      conversationCounts(this.app.db, user.id),
    ]);
    return {
      professional: row ? toOwnProfessional(row) : null,
      views,
      totalViews: views.reduce((sum, d) => sum + d.views, 0),
      conversations: conversations.total,
      unreadConversations: conversations.unread,
    };
  }

  // ------------------------------------------------------------ admin

  async reviewList(status: string | undefined, cursor: number | undefined, limit: number) {
    const offset = cursor ?? 0;
    const rows = await listProfessionalsForReview(this.app.db, status, offset, limit + 1);
    const page = rows.slice(0, limit);
    return {
      items: page.map(toAdminProfessional),
      nextCursor: rows.length > limit ? offset + limit : null,
    };
  }

  async approve(admin: CurrentUser, id: number): Promise<OwnProfessional> {
    return this.decide(admin, id, 'approved', null);
  }

  async reject(admin: CurrentUser, id: number, reason: string): Promise<OwnProfessional> {
    return this.decide(admin, id, 'rejected', reason);
  }

  private async decide(
    admin: CurrentUser,
    id: number,
    status: 'approved' | 'rejected',
    reason: string | null,
  ): Promise<OwnProfessional> {
    const current = await findProfessional(this.app.db, id);
    if (!current) throw AppError.notFound(PROFESSIONAL_NOT_FOUND);
    const changes = current.pendingChanges;
    if (current.status === status && !changes) {
      throw AppError.conflict(
        status === 'approved' ? 'Esta ficha ya está publicada.' : 'Esta ficha ya está rechazada.',
      );
    }
    const notice = await this.app.db.transaction(async (tx) => {
      // An approved entry with a change waiting: the decision is about the change (decision 102).
      const moved = changes
        ? await decideProfessionalChanges(
            tx,
            id,
            changes,
            status === 'approved' ? { approve: true } : { approve: false, reason: reason ?? '' },
          )
        : await decideProfessional(tx, id, current.status, { status, rejectionReason: reason });
      if (!moved)
        throw AppError.conflict('Otra persona revisó esta ficha al mismo tiempo. Recarga la lista.');
      await recordAudit(tx, {
        userId: admin.id,
        action: status === 'approved' ? 'professional.approve' : 'professional.reject',
        description: changes
          ? status === 'approved'
            ? `Aprobó los cambios de la ficha de ${current.name} en el directorio de profesionales`
            : `Rechazó los cambios de la ficha de ${current.name} en el directorio de profesionales (sigue publicada como estaba): ${reason}`
          : status === 'approved'
            ? `Aprobó la ficha de ${current.name} en el directorio de profesionales`
            : `Rechazó la ficha de ${current.name} en el directorio de profesionales: ${reason}`,
        metadata: {
          professionalId: id,
          from: current.status,
          ...(changes ? { changes } : {}),
          ...(reason ? { reason } : {}),
        },
        targetType: 'professional',
        targetId: id,
      });
      // The entry's owner hears of it (decision 112); an entry without an account has no one to tell.
      if (current.userId === null) return null;
      const entry = { id, userId: current.userId, name: changes?.name ?? current.name };
      const decided =
        status === 'approved'
          ? professionalApprovedNotice(entry)
          : changes
            ? changesRefusedNotice(
                professionalRejectedNotice(entry, reason ?? ''),
                current.name,
                reason ?? '',
              )
            : professionalRejectedNotice(entry, reason ?? '');
      await recordNotice(tx, decided);
      return decided;
    });
    if (notice) await mailNotice(this.app, notice);
    if (changes && changes.imageUrl !== current.imageUrl) {
      // The photo the decision left unused: the old public one, or the refused proposal.
      await this.deleteOwnPhoto(status === 'approved' ? current.imageUrl : changes.imageUrl);
    }
    return this.own(id);
  }
}

/** A refused change leaves the entry published as it was: the notice says so (decision 102). */
function changesRefusedNotice(
  base: ReturnType<typeof professionalRejectedNotice>,
  publishedName: string,
  reason: string,
): ReturnType<typeof professionalRejectedNotice> {
  const why = /[.!?…]$/.test(reason.trim()) ? reason.trim() : `${reason.trim()}.`;
  return {
    ...base,
    title: `Tus cambios a la ficha «${publishedName}» no se aprobaron`,
    body: `Motivo: ${why} Tu ficha sigue publicada como estaba; corrige los cambios y guárdalos para enviarlos otra vez.`,
    mail: {
      paragraphs: [
        `Revisamos los cambios que hiciste a tu ficha «${publishedName}» y no podemos publicarlos todavía. El motivo: ${why}`,
        'Tu ficha sigue publicada en el directorio como estaba. Corrige los cambios y guárdalos: vuelven a revisión.',
      ],
      linkLabel: 'Corregir tu ficha',
    },
  };
}

export type { ProfessionalInput };

import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { errorLogs } from '../../db/schema/admin.ts';
import { businesses, businessReports, favorites } from '../../db/schema/businesses.ts';
import { professionals } from '../../db/schema/content.ts';
import { feedbackMessages, valuationCalculatorInterests } from '../../db/schema/feedback.ts';
import { identityVerificationEvents, identityVerifications } from '../../db/schema/identity.ts';
import { chatMessages } from '../../db/schema/messages.ts';
import { ndas } from '../../db/schema/ndas.ts';
import { notices } from '../../db/schema/notices.ts';
import { savedSearches } from '../../db/schema/saved-searches.ts';
import { outboxEmails, passwordResetTokens, sessions, userLogins, users } from '../../db/schema/users.ts';

/** Everything we keep about one person, for the right of access (LOPDP art. 13). */
export async function collectPersonalData(db: Db, userId: number) {
  const [account] = await db.select().from(users).where(eq(users.id, userId));
  const { password: _hash, ...profile } = account!;
  return {
    profile,
    logins: await db
      .select()
      .from(userLogins)
      .where(eq(userLogins.userId, userId))
      .orderBy(desc(userLogins.timestamp)),
    listings: await db.select().from(businesses).where(eq(businesses.sellerId, userId)),
    ndas: (await db.select().from(ndas).where(eq(ndas.userId, userId))).map(ownNda),
    favorites: await db.select().from(favorites).where(eq(favorites.userId, userId)),
    messagesSent: await db.select().from(chatMessages).where(eq(chatMessages.senderId, userId)),
    reports: await db.select().from(businessReports).where(eq(businessReports.userId, userId)),
    feedback: await db.select().from(feedbackMessages).where(eq(feedbackMessages.userId, userId)),
    valuations: await db
      .select()
      .from(valuationCalculatorInterests)
      .where(eq(valuationCalculatorInterests.userId, userId)),
    identityVerifications: await identityRequestsOf(db, userId),
  };
}

/**
 * An NDA as its signer gets it: without the reviewer's internal notes; the access request on it
 * (state, message, who answered) is the export's `listingAccess` section, said in words.
 */
function ownNda(row: typeof ndas.$inferSelect) {
  const {
    adminNotes: _notes,
    accessState: _state,
    accessMessage: _message,
    accessRequestedAt: _requested,
    accessDecidedAt: _decided,
    accessDecidedBy: _decidedBy,
    accessReason: _reason,
    accessReminderSentAt: _reminder,
    ...rest
  } = row;
  return rest;
}

/**
 * The person's identity requests with their history (decision 100), without the photos: the
 * storage keys stay out, and who reviewed is said by role, not by the reviewer's name.
 */
async function identityRequestsOf(db: Db, userId: number) {
  const rows = await db
    .select()
    .from(identityVerifications)
    .where(eq(identityVerifications.userId, userId))
    .orderBy(identityVerifications.id);
  const ids = rows.map((r) => r.id);
  const events =
    ids.length === 0
      ? []
      : await db
          .select({
            verificationId: identityVerificationEvents.verificationId,
            at: identityVerificationEvents.createdAt,
            action: identityVerificationEvents.action,
            detail: identityVerificationEvents.detail,
            actorUserId: identityVerificationEvents.actorUserId,
          })
          .from(identityVerificationEvents)
          .where(inArray(identityVerificationEvents.verificationId, ids))
          .orderBy(identityVerificationEvents.createdAt, identityVerificationEvents.id);
  return rows.map(({ documentImages, selfieImage, verifiedBy: _reviewer, ...rest }) => ({
    ...rest,
    images: rest.imagesDeletedAt
      ? 'Las fotos de tu documento y tu selfie ya se borraron.'
      : `Guardamos ${documentImages.length + (selfieImage ? 1 : 0)} fotos de esta solicitud; no se incluyen en la descarga. Puedes verlas en tu página de verificación mientras se conservan, o pedirlas a privacidad@traspasa.test.`,
    history: events
      .filter((e) => e.verificationId === rest.id)
      .map((e) => ({
        at: e.at,
        action: e.action,
        detail: e.detail,
        actor:
          e.actorUserId === null
            ? 'Traspasa (automático)'
            : e.actorUserId === userId
              ? 'Tú'
              : 'Administración de Traspasa',
      })),
  }));
}

/**
 * Erases a person's data while keeping the records the law asks us to keep (NDA evidence,
 * payments): the account row stays, anonymised, so those records still point somewhere.
 * The held listings and the chat uploads are the caller's first steps (eraseAccount).
 */
export async function anonymiseAccount(
  db: Db,
  userId: number,
  passwordHash: string,
): Promise<{ avatarUrl: string | null; identityImageKeys: string[] }> {
  const [before] = await db.select({ avatarUrl: users.avatarUrl }).from(users).where(eq(users.id, userId));
  // The ID photos go with the requests (their history cascades); the caller deletes the files.
  const identityImageKeys = (
    await db
      .select({
        documentImages: identityVerifications.documentImages,
        selfieImage: identityVerifications.selfieImage,
      })
      .from(identityVerifications)
      .where(eq(identityVerifications.userId, userId))
  ).flatMap((r) => [...r.documentImages, ...(r.selfieImage ? [r.selfieImage] : [])]);
  await db.delete(businesses).where(and(eq(businesses.sellerId, userId), eq(businesses.status, 'draft')));
  // Published or in review: taken down. Sold listings stay as the record of a sale.
  await db
    .update(businesses)
    .set({
      status: 'rejected',
      featured: false,
      rejectionReason: 'La cuenta del vendedor se eliminó.',
      confidentialInfo: null,
      tradeName: null,
      taxId: null,
      exactAddress: null,
      leaseTerms: null,
    })
    .where(
      and(eq(businesses.sellerId, userId), inArray(businesses.status, ['pending', 'approved', 'rejected'])),
    );
  await db.delete(favorites).where(eq(favorites.userId, userId));
  // Saved searches and their alerts (decision 150): what the person looks for is theirs.
  await db.delete(savedSearches).where(eq(savedSearches.userId, userId));
  // The bell's notices name the person's listings and entry (decision 112).
  await db.delete(notices).where(eq(notices.userId, userId));
  await db.delete(identityVerifications).where(eq(identityVerifications.userId, userId));
  await db.delete(sessions).where(eq(sessions.userId, userId));
  await db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
  await db.delete(userLogins).where(eq(userLogins.userId, userId));
  // A consultant's public directory entry is their personal data too.
  await db.delete(professionals).where(eq(professionals.userId, userId));
  await db
    .update(feedbackMessages)
    .set({ name: null, email: null })
    .where(eq(feedbackMessages.userId, userId));
  await db
    .update(valuationCalculatorInterests)
    .set({ fullName: null, email: `eliminado-${userId}@eliminado.invalid`, ipAddress: null, userAgent: null })
    .where(eq(valuationCalculatorInterests.userId, userId));
  await db.update(errorLogs).set({ ip: null, userAgent: null }).where(eq(errorLogs.userId, userId));
  const [current] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (current) await db.delete(outboxEmails).where(sql`lower(${outboxEmails.to}) = lower(${current.email})`);
  await db
    .update(users)
    .set({
      username: `eliminado-${userId}`,
      email: `eliminado-${userId}@eliminado.invalid`,
      password: passwordHash,
      fullName: null,
      avatarUrl: null,
      cedula: null,
      secondaryRole: null,
      notificationPreferences: 'none',
      identityVerified: false,
      identityVerifiedAt: null,
      identityDocumentType: null,
      suspendedAt: sql`now()`,
    })
    .where(and(eq(users.id, userId), ne(users.role, 'admin')));
  return { avatarUrl: before?.avatarUrl ?? null, identityImageKeys };
}

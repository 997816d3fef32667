import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dashboardLogs, errorLogs } from '../../db/schema/admin.ts';
import { businesses, businessReports, favorites } from '../../db/schema/businesses.ts';
import { professionals } from '../../db/schema/content.ts';
import { feedbackMessages, valuationCalculatorInterests } from '../../db/schema/feedback.ts';
import { identityVerifications } from '../../db/schema/identity.ts';
import { chatMessages } from '../../db/schema/messages.ts';
import { ndas } from '../../db/schema/ndas.ts';
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
    ndas: await db.select().from(ndas).where(eq(ndas.userId, userId)),
    favorites: await db.select().from(favorites).where(eq(favorites.userId, userId)),
    messagesSent: await db.select().from(chatMessages).where(eq(chatMessages.senderId, userId)),
    reports: await db.select().from(businessReports).where(eq(businessReports.userId, userId)),
    feedback: await db.select().from(feedbackMessages).where(eq(feedbackMessages.userId, userId)),
    valuations: await db
      .select()
      .from(valuationCalculatorInterests)
      .where(eq(valuationCalculatorInterests.userId, userId)),
    identityVerifications: (
      await db.select().from(identityVerifications).where(eq(identityVerifications.userId, userId))
    ).map(({ documentImages: _d, selfieImage: _s, ...rest }) => ({
      ...rest,
      images:
        'Las imágenes de tu documento no se incluyen en la descarga; pídelas a privacidad@traspasa.test.',
    })),
  };
}

/**
 * Erases a person's data while keeping the records the law asks us to keep (NDA evidence,
 * payments): the account row stays, anonymised, so those records still point somewhere.
 */
export async function anonymiseAccount(db: Db, userId: number, passwordHash: string): Promise<string | null> {
  const [before] = await db.select({ avatarUrl: users.avatarUrl }).from(users).where(eq(users.id, userId));
  await db.delete(businesses).where(and(eq(businesses.sellerId, userId), eq(businesses.status, 'draft')));
  // Published or in review: taken down. Sold listings stay as the record of a sale.
  await db
    .update(businesses)
    .set({
      status: 'rejected',
      featured: false,
      rejectionReason: 'La cuenta del vendedor se eliminó.',
      confidentialInfo: null,
    })
    .where(
      and(eq(businesses.sellerId, userId), inArray(businesses.status, ['pending', 'approved', 'rejected'])),
    );
  await db.delete(favorites).where(eq(favorites.userId, userId));
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
      suspendedAt: sql`now()`,
    })
    .where(and(eq(users.id, userId), ne(users.role, 'admin')));
  await db.insert(dashboardLogs).values({
    userId: null,
    action: 'account_deleted',
    description: `Cuenta ${userId} eliminada por su titular`,
    metadata: { userId },
  });
  return before?.avatarUrl ?? null;
}

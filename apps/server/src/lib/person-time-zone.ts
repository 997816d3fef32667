// The zone a text written on the server speaks to a person in (decision 131): the country of
// their approved identity document when there is one, else Ecuador's.
import { timeZoneForCountry } from '@traspasa/shared/dates';
import { type IdentityDocumentType, identityDocumentCountry } from '@traspasa/shared/identity';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { identityVerifications } from '../db/schema/identity.ts';

export async function timeZoneOfUser(db: Db, userId: number | null | undefined): Promise<string> {
  if (!userId) return timeZoneForCountry(null);
  const [row] = await db
    .select({ type: identityVerifications.documentType, country: identityVerifications.documentCountry })
    .from(identityVerifications)
    .where(and(eq(identityVerifications.userId, userId), eq(identityVerifications.status, 'approved')))
    .orderBy(desc(identityVerifications.id))
    .limit(1);
  const country =
    row?.country ??
    (row ? identityDocumentCountry[row.type as Exclude<IdentityDocumentType, 'pasaporte'>] : undefined);
  return timeZoneForCountry(country);
}

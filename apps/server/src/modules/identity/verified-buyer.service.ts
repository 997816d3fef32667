// A seller may accept only buyers with a verified identity for a listing's NDA (decision 100).
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { businesses } from '../../db/schema/businesses.ts';
import { AppError } from '../../lib/app-error.ts';

export const VERIFY_PATH = '/identity-verification';

/** 403 in Spanish, saying how to verify, when the listing asks for a verified buyer and `user` is not one. */
export async function assertVerifiedBuyerIfRequired(
  db: Db,
  user: { identityVerified: boolean },
  businessId: number,
): Promise<void> {
  if (user.identityVerified) return;
  const [row] = await db
    .select({ required: businesses.requireVerifiedBuyer })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  if (!row?.required) return;
  throw AppError.forbidden(
    `El vendedor de este negocio solo firma acuerdos con compradores de identidad verificada. Verifica tu identidad en ${VERIFY_PATH} (tu documento y una selfie; la revisamos en unos días) y vuelve a firmar.`,
  );
}

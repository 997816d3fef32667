// A listing's access settings changed (decision 062): recorded, and open requests granted when
// the listing goes back to immediate access. Apart from the rest of the module so the listing
// form's update imports no more than it needs.
import type { Db } from '../../db/client.ts';
import { appendNdaEvent } from '../ndas/nda-events.service.ts';
import { insertSettingsChange, openRequestsOf, updateAccess } from './listing-access.repository.ts';

/**
 * The listing form changed the access settings: the change is recorded, and going back to
 * immediate access grants the requests left open (the seller chose to let signers in).
 * Access already granted is never taken away by a change of mode. In the update's transaction.
 */
export async function recordAccessSettings(
  tx: Db,
  change: {
    businessId: number;
    actorUserId: number;
    before: { accessMode: string; requireVerifiedFunds: boolean; requireVerifiedBuyer: boolean };
    after: { accessMode: string; requireVerifiedFunds: boolean; requireVerifiedBuyer: boolean };
  },
): Promise<void> {
  const { before, after } = change;
  if (
    before.accessMode === after.accessMode &&
    before.requireVerifiedFunds === after.requireVerifiedFunds &&
    before.requireVerifiedBuyer === after.requireVerifiedBuyer
  )
    return;
  await insertSettingsChange(tx, change);
  if (after.accessMode !== 'immediate' || before.accessMode === 'immediate') return;
  const now = new Date();
  for (const open of await openRequestsOf(tx, change.businessId)) {
    await updateAccess(tx, open.id, {
      accessState: 'granted',
      accessDecidedAt: now,
      accessDecidedBy: change.actorUserId,
      accessReason: null,
    });
    await appendNdaEvent(tx, {
      ndaId: open.id,
      eventType: 'access_approved',
      actorUserId: change.actorUserId,
      ipAddress: null,
      userAgent: null,
      metadata: { by: 'mode_change', accessMode: 'immediate' },
    });
  }
}

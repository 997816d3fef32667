import type { Db } from '../../db/client.ts';
import { appendNdaEvent } from './nda-events.service.ts';
import { findSignedNdaId } from './ndas.repository.ts';

/**
 * A buyer read a confidential document of the listing: evidence on their signed NDA
 * (`downloaded`, with the document's name). `documentDownloadedAt` is stamped by the
 * download's own log write (business-media.repository.ts).
 */
export async function recordConfidentialDownload(
  db: Db,
  read: {
    userId: number;
    businessId: number;
    documentName: string;
    ipAddress: string | null;
    userAgent: string | null;
  },
): Promise<void> {
  const ndaId = await findSignedNdaId(db, read.userId, read.businessId);
  if (ndaId === null) return;
  await appendNdaEvent(db, {
    ndaId,
    eventType: 'downloaded',
    actorUserId: read.userId,
    ipAddress: read.ipAddress,
    userAgent: read.userAgent,
    metadata: { businessId: read.businessId, documentName: read.documentName },
  });
}

import type { EnhancedSignatureStatus, NdaStatus } from '@traspasa/shared/enums';
import type { ListingAccessState } from '@traspasa/shared/listing-access';
import type { Nda, NdaAuditItem, NdaEvent, NdaEventType } from '@traspasa/shared/ndas';
import { maySignAgain } from './nda.rules.ts';
import type { AuditRow, EventWithActor, ListingForNdaSummary, NdaRow } from './ndas.repository.ts';

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

/**
 * "c••••@traspasa.test": enough for its owner to recognise the address, not for anyone to
 * write to it. The buyer's address is shown whole to admins only (decision 060); sellers,
 * the certificate and the printable PDF identify the buyer by name and verified identity.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '••••';
  return `${email[0]}••••${email.slice(at)}`;
}

export const displayName = (p: { fullName: string | null; username: string }): string =>
  p.fullName?.trim() || p.username;

/**
 * The NDA as its buyer, the listing's seller and admins see it. The uploaded files are
 * reported as present or not: their storage keys never leave the server.
 */
export function toNda(row: NdaRow, business: ListingForNdaSummary): Nda {
  return {
    id: row.id,
    businessId: row.businessId,
    userId: row.userId,
    ndaDocumentId: row.ndaDocumentId,
    status: row.status as NdaStatus,
    enhancedSignatureStatus: row.enhancedSignatureStatus as EnhancedSignatureStatus,
    clickwrapAcceptedAt: iso(row.clickwrapAcceptedAt),
    clickwrapAcceptedAtLocal: row.clickwrapAcceptedAtLocal,
    ipAddress: row.ipAddress,
    userAgent: row.userAgent,
    documentHash: row.documentHash,
    documentVersion: row.documentVersion,
    enhancedSignatureMethod: row.enhancedSignatureMethod,
    enhancedSignatureProvider: row.enhancedSignatureProvider,
    enhancedSignatureDocumentId: row.enhancedSignatureDocumentId,
    enhancedSignatureCompletedAt: iso(row.enhancedSignatureCompletedAt),
    signedAt: iso(row.signedAt),
    firmadoPor: row.firmadoPor,
    fechaFirma: iso(row.fechaFirma),
    hasSignedDocument: row.signedDocumentUrl !== null,
    hasIdDocumentFront: row.idDocumentFrontUrl !== null,
    hasIdDocumentBack: row.idDocumentBackUrl !== null,
    documentDownloadedAt: iso(row.documentDownloadedAt),
    documentsUploadedAt: iso(row.documentsUploadedAt),
    uploadDeadline: iso(row.uploadDeadline),
    canReupload: row.canReupload,
    canSignAgain: maySignAgain(row),
    adminNotes: row.adminNotes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    business: {
      id: business.id,
      slug: business.slug,
      title: business.title,
      location: business.location,
      image: business.images[0] ?? null,
    },
  };
}

export function toNdaEvent(e: EventWithActor): NdaEvent {
  return {
    id: e.id,
    eventType: e.eventType as NdaEventType,
    createdAt: e.createdAt.toISOString(),
    actorUserId: e.actorUserId,
    actorName:
      e.actorUserId === null
        ? null
        : e.actorUsername
          ? displayName({ fullName: e.actorFullName, username: e.actorUsername })
          : null,
    ipAddress: e.ipAddress,
    userAgent: e.userAgent,
    metadata: e.metadata,
    hash: e.hash,
  };
}

export function toAuditItem(row: AuditRow, viewerIsAdmin: boolean): NdaAuditItem {
  return {
    ...toNda(row.nda, row.business),
    buyer: {
      id: row.buyer.id,
      fullName: displayName(row.buyer),
      email: viewerIsAdmin ? row.buyer.email : maskEmail(row.buyer.email),
      identityVerified: row.buyer.identityVerified,
    },
    seller: { id: row.seller.id, fullName: displayName(row.seller) },
    accessState: row.nda.accessState as ListingAccessState,
    eventCount: row.eventCount,
    lastEventAt: iso(row.lastEventAt),
  };
}

import type { NdaAuditQuery, NdaAuditResponse } from '@traspasa/shared/ndas';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { timeZoneOfUser } from '../../lib/person-time-zone.ts';
import type { RequestContext } from '../../lib/request-context.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { displayName, maskEmail, toAuditItem } from './nda.mapper.ts';
import { loadNdaFor } from './nda-access.rules.ts';
import { appendNdaEvent, verifyNdaChain } from './nda-events.service.ts';
import { loadParties, loadSignedDocument } from './nda-pdf.service.ts';
import { type AuditFilter, countAudit, listAudit, listEventsWithActors } from './ndas.repository.ts';
import { renderCertificatePdf } from './pdf/certificate.pdf.ts';

const isSeller = (u: CurrentUser) => u.role === 'seller' || u.secondaryRole === 'seller';

/** The evidence certificate and the audit table (decision 060). */
export class NdaAuditService {
  constructor(private readonly app: FastifyInstance) {}

  /**
   * The certificate PDF. Its download is recorded first, so the certificate's own
   * timeline shows it and a certificate is never handed out unrecorded.
   */
  async certificate(user: CurrentUser, id: number, ctx: RequestContext): Promise<Uint8Array> {
    const db = this.app.db;
    const found = await loadNdaFor(db, user, id);
    await appendNdaEvent(db, {
      ndaId: id,
      eventType: 'certificate_downloaded',
      actorUserId: user.id,
      ipAddress: ctx.ip,
      userAgent: ctx.userAgent,
      metadata: { role: found.role },
    });
    const [doc, parties, events, chain, timeZone] = await Promise.all([
      loadSignedDocument(db, found),
      loadParties(db, found),
      listEventsWithActors(db, id),
      verifyNdaChain(db, id),
      // Times in the reader's zone, named (decision 131).
      timeZoneOfUser(db, user.id),
    ]);
    const { nda, business } = found;
    return renderCertificatePdf({
      nda: {
        id: nda.id,
        status: nda.status,
        enhancedSignatureStatus: nda.enhancedSignatureStatus,
        enhancedSignatureMethod: nda.enhancedSignatureMethod,
        documentVersion: nda.documentVersion,
        documentHash: nda.documentHash,
        clickwrapAcceptedAt: nda.clickwrapAcceptedAt,
        clickwrapAcceptedAtLocal: nda.clickwrapAcceptedAtLocal,
        signedAt: nda.signedAt,
        firmadoPor: nda.firmadoPor,
        ipAddress: nda.ipAddress,
        userAgent: nda.userAgent,
      },
      document: {
        title: doc.title,
        version: doc.version,
        content: doc.content,
        documentHash: doc.documentHash,
      },
      buyer: {
        fullName: displayName(parties.buyer),
        email: maskEmail(parties.buyer.email),
        identityVerified: parties.buyer.identityVerified,
      },
      seller: { fullName: displayName(parties.seller) },
      // The listing's public summary only: never its confidential part.
      business: {
        id: business.id,
        title: business.title,
        category: business.category,
        location: business.location,
      },
      events: events.map((e) => ({
        id: e.id,
        eventType: e.eventType,
        createdAt: e.createdAt,
        ipAddress: e.ipAddress,
        userAgent: e.userAgent,
        actorName:
          e.actorUserId !== null && e.actorUsername
            ? displayName({ fullName: e.actorFullName, username: e.actorUsername })
            : null,
        metadata: e.metadata,
        hash: e.hash,
      })),
      chainIntact: chain.intact,
      generatedAt: new Date(),
      timeZone,
    });
  }

  /** Sellers see the NDAs of their own listings, admins all of them; anyone else 403. */
  async audit(user: CurrentUser, query: NdaAuditQuery): Promise<NdaAuditResponse> {
    let sellerId: number | undefined;
    if (user.role !== 'admin') {
      if (!isSeller(user)) {
        throw AppError.forbidden('La auditoría de acuerdos es solo para vendedores y administración.');
      }
      sellerId = user.id;
    }
    if (query.from && query.to && query.from > query.to) {
      throw AppError.invalidField('from', 'La fecha inicial no puede ser posterior a la final.');
    }
    let beforeId: number | undefined;
    if (query.cursor !== undefined) {
      if (!/^[1-9]\d{0,9}$/.test(query.cursor) || Number(query.cursor) > 2_147_483_647) {
        throw AppError.invalidField(
          'cursor',
          'El parámetro "cursor" no es válido. Vuelve a cargar la lista.',
        );
      }
      beforeId = Number(query.cursor);
    }
    const filter: AuditFilter = {
      sellerId,
      businessId: query.businessId,
      businessTitle: query.businessTitle,
      status: query.status,
      from: query.from,
      to: query.to,
      awaitingReview: query.awaitingReview,
    };
    const [rows, total] = await Promise.all([
      listAudit(this.app.db, filter, beforeId, query.limit + 1),
      countAudit(this.app.db, filter),
    ]);
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    return {
      items: page.map((row) => toAuditItem(row, user.role === 'admin')),
      nextCursor: rows.length > query.limit && last ? String(last.nda.id) : null,
      total,
    };
  }
}

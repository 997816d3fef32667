// The negotiation's PDFs (decision 170): each download is appended to the chain before rendering,
// so the certificate lists its own issue and none is handed out unrecorded.
import type { OfferSide } from '@traspasa/shared/offers';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { timeZoneOfUser } from '../../lib/person-time-zone.ts';
import type { RequestContext } from '../../lib/request-context.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { appendNegotiationEvent, verifyNegotiationChain } from './negotiation-events.service.ts';
import { maskEmail } from './offer-signing.service.ts';
import { displayName, sideOf } from './offers.mapper.ts';
import {
  eventsOf,
  findListing,
  findLoisByIds,
  findNegotiation,
  findPeople,
  type NegotiationRow,
  signaturesOf,
  versionsOf,
} from './offers.repository.ts';
import { NEGOTIATION_NOT_FOUND } from './offers.service.ts';
import {
  type NegotiationPdfInput,
  renderLetterPdf,
  renderNegotiationCertificatePdf,
} from './pdf/negotiation.pdf.ts';

export class OffersPdfService {
  constructor(private readonly app: FastifyInstance) {}

  /** The buyer, the seller or an admin; anyone else: the 404 of an unknown id. */
  private async readable(user: CurrentUser, id: number): Promise<NegotiationRow> {
    const n = await findNegotiation(this.app.db, id);
    if (!n || (!sideOf(n, user.id) && user.role !== 'admin')) throw AppError.notFound(NEGOTIATION_NOT_FOUND);
    return n;
  }

  private async input(n: NegotiationRow, user: CurrentUser): Promise<NegotiationPdfInput> {
    const db = this.app.db;
    const [versions, events, signatures, listing, chain] = await Promise.all([
      versionsOf(db, n.id),
      eventsOf(db, n.id),
      signaturesOf(db, n.id),
      findListing(db, n.businessId),
      verifyNegotiationChain(db, n.id),
    ]);
    const people = await findPeople(db, [
      n.buyerId,
      n.sellerId,
      ...events.flatMap((e) => (e.actorUserId ? [e.actorUserId] : [])),
    ]);
    const lois = new Map(
      (
        await findLoisByIds(
          db,
          versions.map((v) => v.loiDocumentId),
        )
      ).map((l) => [l.id, l]),
    );
    const numberOf = new Map(versions.map((v) => [v.id, v.number]));
    const buyer = people.get(n.buyerId);
    const seller = people.get(n.sellerId);
    return {
      negotiation: { id: n.id, status: n.status, backup: n.backup, createdAt: n.createdAt },
      business: {
        id: n.businessId,
        title: listing?.title ?? '',
        category: listing?.category ?? null,
        location: listing?.location ?? null,
      },
      buyer: {
        name: displayName(buyer),
        email: buyer ? maskEmail(buyer.email) : '',
        identityVerified: buyer?.identityVerified ?? false,
      },
      seller: { name: displayName(seller), email: seller ? maskEmail(seller.email) : '' },
      versions: versions.map((v) => ({
        number: v.number,
        authorSide: v.authorSide as OfferSide,
        status: v.status,
        priceCents: v.priceCents,
        loiVersion: lois.get(v.loiDocumentId)?.version ?? '',
        renderedText: v.renderedText,
        textSha256: v.textSha256,
        createdAt: v.createdAt,
        validUntil: v.validUntil,
      })),
      signatures: signatures.map((s) => ({
        side: s.side as OfferSide,
        typedName: s.typedName,
        signedAt: s.signedAt,
        versionNumber: s.purpose === 'acceptance' ? (numberOf.get(s.subjectId) ?? null) : null,
        textSha256: s.textSha256,
        ipAddress: s.ipAddress,
        userAgent: s.userAgent,
      })),
      events: events.map((e) => ({
        seq: e.seq,
        type: e.eventType,
        createdAt: e.createdAt,
        actorName: e.actorUserId === null ? null : displayName(people.get(e.actorUserId)),
        versionNumber: e.versionId === null ? null : (numberOf.get(e.versionId) ?? null),
        ipAddress: e.ipAddress,
        userAgent: e.userAgent,
        hash: e.hash,
      })),
      chainIntact: chain.intact,
      generatedAt: new Date(),
      timeZone: await timeZoneOfUser(db, user.id),
    };
  }

  async letter(user: CurrentUser, id: number, number: number, ctx: RequestContext): Promise<Uint8Array> {
    const n = await this.readable(user, id);
    const version = (await versionsOf(this.app.db, id)).find((v) => v.number === number);
    if (!version) throw AppError.notFound('No encontramos esa versión de la oferta.');
    await appendNegotiationEvent(this.app.db, {
      negotiationId: id,
      type: 'letter_downloaded',
      versionId: version.id,
      actorUserId: user.id,
      ipAddress: ctx.ip,
      userAgent: ctx.userAgent,
      payload: { number },
    });
    const input = await this.input(n, user);
    const template = (await findLoisByIds(this.app.db, [version.loiDocumentId]))[0];
    return renderLetterPdf({
      ...input,
      letter: { number, title: template?.title ?? 'Carta de intención no vinculante', terms: version.terms },
    });
  }

  async certificate(user: CurrentUser, id: number, ctx: RequestContext): Promise<Uint8Array> {
    const n = await this.readable(user, id);
    await appendNegotiationEvent(this.app.db, {
      negotiationId: id,
      type: 'certificate_downloaded',
      actorUserId: user.id,
      ipAddress: ctx.ip,
      userAgent: ctx.userAgent,
    });
    return renderNegotiationCertificatePdf(await this.input(n, user));
  }
}

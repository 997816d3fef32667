// The NDA's part of a negotiation's deal file (decision 176): the agreement between the buyer and
// the listing, its certificate, the signed copies and the chain rows, read through the NDA's own
// services so every read is recorded as any other (the certificate's issue in the chain, the
// private files in file_access_logs).
import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { RequestContext } from '../../lib/request-context.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { NdaAuditService } from './nda-audit.service.ts';
import { type NdaChainRow, ndaChainRows } from './nda-events.service.ts';
import { renderNdaPdf } from './nda-pdf.service.ts';
import { type FileKind, NdaPhysicalService } from './nda-physical.service.ts';
import { findNdaByBuyer } from './ndas.repository.ts';

export interface NdaDealFile {
  nda: {
    id: number;
    status: string;
    documentVersion: string | null;
    documentHash: string | null;
    signedAt: string | null;
    firmadoPor: string | null;
    enhancedSignatureMethod: string | null;
  };
  /** What the deal file carries, by role: the text, the certificate, the signed copies. */
  files: Array<{
    role: 'document' | 'certificate' | 'signed_electronically' | 'signed_by_hand';
    data: Buffer;
  }>;
  /** Read after the certificate's own event was appended: the chain as it stands. */
  chain: NdaChainRow[];
}

async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * The buyer's NDA for the listing, or null when there is none. `user` must be the buyer, the
 * listing's seller or an admin (the NDA's own 404 otherwise). The identity documents of a
 * signature by hand stay out: their digests are in the chain's `uploaded` event.
 */
export async function ndaForDealFile(
  app: FastifyInstance,
  user: CurrentUser,
  input: { buyerId: number; businessId: number },
  ctx: RequestContext,
): Promise<NdaDealFile | null> {
  const found = await findNdaByBuyer(app.db, input.buyerId, input.businessId);
  if (!found) return null;
  const { nda } = found;
  const files: NdaDealFile['files'] = [
    { role: 'document', data: Buffer.from(await renderNdaPdf(app.db, found)) },
    { role: 'certificate', data: Buffer.from(await new NdaAuditService(app).certificate(user, nda.id, ctx)) },
  ];
  const physical = new NdaPhysicalService(app);
  const signed: Array<[FileKind, NdaDealFile['files'][number]['role']]> = [
    ['signedPdf', 'signed_electronically'],
    ['signedDocument', 'signed_by_hand'],
  ];
  for (const [kind, role] of signed) {
    try {
      const file = await physical.file(user, nda.id, kind, ctx);
      files.push({ role, data: await readAll(file.body) });
    } catch (err) {
      if (!(err instanceof AppError && err.statusCode === 404)) throw err;
    }
  }
  return {
    nda: {
      id: nda.id,
      status: nda.status,
      documentVersion: nda.documentVersion,
      documentHash: nda.documentHash,
      signedAt: nda.signedAt?.toISOString() ?? null,
      firmadoPor: nda.firmadoPor,
      enhancedSignatureMethod: nda.enhancedSignatureMethod,
    },
    files,
    chain: await ndaChainRows(app.db, nda.id),
  };
}

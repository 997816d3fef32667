import { createHash } from 'node:crypto';
import type { NdaDocument, PublishNdaDocumentBody } from '@traspasa/shared/ndas';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { recordAudit } from '../audit-log/audit-trail.service.ts';
import {
  deactivateDocuments,
  findActiveDocument,
  findDocumentByVersion,
  insertDocument,
  lockDocumentPublication,
  type NdaDocumentRow,
} from './ndas.repository.ts';

/** SHA-256 (lower-case hex) of exactly the text shown: the proof of what was signed. */
export const documentHashOf = (content: string): string =>
  createHash('sha256').update(content, 'utf8').digest('hex');

const toDocument = (d: NdaDocumentRow): NdaDocument => ({
  id: d.id,
  version: d.version,
  title: d.title,
  content: d.content,
  documentHash: d.documentHash,
});

/** The versioned NDA texts (decision 060): exactly one active; signed NDAs keep their version. */
export class NdaDocumentsService {
  constructor(private readonly app: FastifyInstance) {}

  async active(): Promise<NdaDocument> {
    const doc = await findActiveDocument(this.app.db);
    if (!doc) throw AppError.notFound('Todavía no hay un acuerdo de confidencialidad vigente.');
    return toDocument(doc);
  }

  /**
   * Publishes a new version. The version number is the natural idempotency key: the same
   * version with the same text again (a retry whose answer was lost) returns the version
   * already published; with another text it is a conflict.
   */
  async publish(admin: CurrentUser, body: PublishNdaDocumentBody): Promise<NdaDocument> {
    const duplicate = () =>
      AppError.conflict(`Ya existe la versión ${body.version} del acuerdo. Usa un número de versión nuevo.`);
    try {
      const doc = await this.app.db.transaction(async (tx) => {
        await lockDocumentPublication(tx);
        const same = await findDocumentByVersion(tx, body.version);
        if (same?.documentHash === documentHashOf(body.content) && same.title === body.title) return same;
        if (same) throw duplicate();
        await deactivateDocuments(tx);
        const created = await insertDocument(tx, {
          version: body.version,
          title: body.title,
          content: body.content,
          documentHash: documentHashOf(body.content),
        });
        await recordAudit(tx, {
          userId: admin.id,
          action: 'nda_document.publish',
          description: `Publicó la versión ${created.version} del acuerdo de confidencialidad.`,
          metadata: {
            ndaDocumentId: created.id,
            version: created.version,
            documentHash: created.documentHash,
          },
          targetType: 'nda_document',
          targetId: created.id,
        });
        return created;
      });
      return toDocument(doc);
    } catch (err) {
      if (isUniqueViolation(err, 'nda_documents_version_unique')) throw duplicate();
      throw err;
    }
  }
}

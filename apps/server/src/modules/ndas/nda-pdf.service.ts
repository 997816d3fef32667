// Builds the inputs of the PDF renderers (./pdf/, written by the PDF helper) from the database.
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { displayName, maskEmail } from './nda.mapper.ts';
import { findDocumentById, findPerson, type NdaWithListing, type Person } from './ndas.repository.ts';
import { type NdaDocumentPdfInput, renderNdaDocumentPdf } from './pdf/nda-document.pdf.ts';

export interface NdaParties {
  buyer: Person;
  seller: Person;
}

export async function loadParties(db: Db, found: NdaWithListing): Promise<NdaParties> {
  // One after the other: `db` may be a transaction, whose client runs one query at a time.
  const buyer = await findPerson(db, found.nda.userId);
  const seller = await findPerson(db, found.business.sellerId);
  // Both are foreign keys with `restrict`: a missing one is a broken database, not a user error.
  if (!buyer || !seller) throw new Error(`nda ${found.nda.id}: buyer or seller missing`);
  return { buyer, seller };
}

export async function loadSignedDocument(db: Db, found: NdaWithListing) {
  const doc = await findDocumentById(db, found.nda.ndaDocumentId);
  if (!doc) throw AppError.notFound('No encontramos el texto de este acuerdo.');
  return doc;
}

/** The NDA text the buyer accepted, as a printable PDF with the parties filled in. */
export async function renderNdaPdf(db: Db, found: NdaWithListing, now = new Date()): Promise<Uint8Array> {
  const doc = await loadSignedDocument(db, found);
  const parties = await loadParties(db, found);
  const input: NdaDocumentPdfInput = {
    ndaId: found.nda.id,
    title: doc.title,
    version: doc.version,
    documentHash: doc.documentHash,
    content: doc.content,
    business: { id: found.business.id, title: found.business.title, location: found.business.location },
    buyer: { fullName: displayName(parties.buyer), email: maskEmail(parties.buyer.email) },
    seller: { fullName: displayName(parties.seller) },
    generatedAt: now,
  };
  return renderNdaDocumentPdf(input);
}

// Proof of funds in the account's data rights (decision 014). The export lists each upload
// with its band, state, dates and the reviewer's reason the buyer already reads; never the
// document, its storage key or who reviewed it. The erasure deletes the uploads (the band is
// the person's financial data) and hands back the documents' keys for the caller to delete
// from storage once its transaction committed.
import {
  FUNDS_RETENTION_DAYS,
  type FundsBand,
  type FundsStatus,
  fundsBandLabels,
  fundsStatusLabels,
} from '@traspasa/shared/funds';
import type { Db } from '../../db/client.ts';
import { deleteUploadsOf, uploadsOf } from './funds-privacy.repository.ts';

const band = (b: string | null) => (b ? (fundsBandLabels[b as FundsBand] ?? b) : null);

export async function fundsExportFor(db: Db, userId: number) {
  const rows = await uploadsOf(db, userId);
  return rows.map((r) => ({
    id: r.id,
    uploadedAt: r.createdAt,
    declaredBand: band(r.declaredBand),
    approvedBand: band(r.approvedBand),
    status: fundsStatusLabels[r.status as FundsStatus] ?? r.status,
    decidedAt: r.decidedAt,
    rejectionReason: r.status === 'rejected' ? r.rejectionReason : null,
    badgeValidUntil: r.expiresAt,
    document:
      r.documentsDeletedAt || r.documentKeys.length === 0
        ? 'El documento de esta verificación ya se borró.'
        : `Guardamos el documento que subiste hasta ${FUNDS_RETENTION_DAYS} días después de la revisión; no se incluye en la descarga. Puedes abrirlo en tu página de verificación de fondos mientras se conserva.`,
    documentDeletedAt: r.documentsDeletedAt,
  }));
}

/** Account erasure, in its transaction: the uploads go; returns the document keys to delete. */
export function eraseFundsFor(tx: Db, userId: number): Promise<string[]> {
  return deleteUploadsOf(tx, userId);
}

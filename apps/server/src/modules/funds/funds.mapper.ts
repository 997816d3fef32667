import type {
  AdminFundsDetail,
  AdminFundsListItem,
  FundsBand,
  FundsDocumentMime,
  FundsStatus,
  MyFundsVerification,
} from '@traspasa/shared/funds';
import type { FundsRow } from './funds.repository.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const hasDocument = (row: FundsRow) => row.documentsDeletedAt === null && row.documentKeys.length > 0;

export function toMyVerification(row: FundsRow): MyFundsVerification {
  return {
    id: row.id,
    status: row.status as FundsStatus,
    declaredBand: row.declaredBand as FundsBand,
    approvedBand: (row.approvedBand as FundsBand | null) ?? null,
    documentMime: (row.documentMime as FundsDocumentMime | null) ?? null,
    documentSize: row.documentSize,
    createdAt: row.createdAt.toISOString(),
    decidedAt: iso(row.decidedAt),
    rejectionReason: row.status === 'rejected' ? row.rejectionReason : null,
    expiresAt: iso(row.expiresAt),
    hasDocument: hasDocument(row),
    documentsDeletedAt: iso(row.documentsDeletedAt),
  };
}

export function toListItem(r: {
  row: FundsRow;
  userName: string;
  email: string;
  claimedByName: string | null;
}): AdminFundsListItem {
  return {
    id: r.row.id,
    userId: r.row.userId,
    userName: r.userName,
    email: r.email,
    status: r.row.status as FundsStatus,
    declaredBand: r.row.declaredBand as FundsBand,
    approvedBand: (r.row.approvedBand as FundsBand | null) ?? null,
    createdAt: r.row.createdAt.toISOString(),
    decidedAt: iso(r.row.decidedAt),
    claimedByName: r.row.status === 'in_review' ? r.claimedByName : null,
  };
}

export function toAdminDetail(r: {
  row: FundsRow;
  userName: string;
  email: string;
  claimedByName: string | null;
  decidedByName: string | null;
  previousUploads: number;
}): AdminFundsDetail {
  const row = r.row;
  return {
    ...toListItem(r),
    claimedById: row.status === 'in_review' ? row.claimedBy : null,
    claimedAt: row.status === 'in_review' ? iso(row.claimedAt) : null,
    decidedByName: r.decidedByName,
    rejectionReason: row.rejectionReason,
    expiresAt: iso(row.expiresAt),
    documentMime: (row.documentMime as FundsDocumentMime | null) ?? null,
    documentSize: row.documentSize,
    hasDocument: hasDocument(row),
    documentsDeletedAt: iso(row.documentsDeletedAt),
    previousUploads: Number(r.previousUploads),
  };
}

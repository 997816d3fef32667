import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../audit-log/audit-trail.service.ts';
import { AuthService } from '../auth/auth.service.ts';
import { hashPassword } from '../auth/password.service.ts';
import { releaseSellerListings } from '../businesses/seller-businesses.service.ts';
import {
  buyerProfileExportFor,
  eraseBuyerProfileFor,
} from '../buyer-profiles/buyer-profiles-privacy.service.ts';
import {
  dataRoomQuestionsExportFor,
  eraseDataRoomQuestionsFor,
} from '../data-room/questions-privacy.service.ts';
import { eraseFundsFor, fundsExportFor } from '../funds/funds-privacy.service.ts';
import { eraseInvoicesFor, invoicesExportFor } from '../invoices/invoices-privacy.service.ts';
import {
  eraseListingAccessFor,
  listingAccessExportFor,
} from '../listing-access/listing-access-privacy.service.ts';
import { eraseChatUploads } from '../messages/message-attachments.service.ts';
import { eraseTransfersFor, transfersExportFor } from '../payments/transfers/transfers-privacy.service.ts';
import type { UserRow } from '../users/users.service.ts';
import { anonymiseAccount, collectPersonalData } from './account.repository.ts';

/** What an erasure leaves for the caller to delete from storage once its transaction committed. */
export interface ErasedFiles {
  avatarUrl: string | null;
  /** Every private file of the person: ID photos, chat uploads, funds documents, transfer receipts. */
  privateFileKeys: string[];
}

/**
 * Erases a person's data while keeping the records the law asks us to keep (NDA evidence,
 * payments, issued invoices), and writes it to the audit trail; in the caller's transaction.
 * `erasedBy`: the admin who erased it, absent when the person deleted their own account.
 * Returns the files the caller deletes once the transaction committed.
 */
export async function eraseAccount(
  db: Db,
  userId: number,
  passwordHash: string,
  erasedBy?: number,
): Promise<ErasedFiles> {
  // Held while the account was suspended (decision 156): back to the status they had (approved
  // or sold), so the erasure below takes them down or keeps them as it does any other.
  await releaseSellerListings(db, userId);
  // Photos and PDFs the person sent in chat (decision 072); the caller deletes the files.
  const chatFileKeys = await eraseChatUploads(db, userId);
  // What the buyer and payment modules keep about the person, each through its own service
  // (decision 014, «Buyers and payments»): the rows that may go, and the keys of their files.
  await eraseBuyerProfileFor(db, userId);
  const fundsKeys = await eraseFundsFor(db, userId);
  await eraseListingAccessFor(db, userId);
  // The data room's questions stay as the seller's record; the asker is the anonymised account.
  await eraseDataRoomQuestionsFor(db, userId);
  await eraseInvoicesFor(db, userId);
  const receiptKeys = await eraseTransfersFor(db, userId);
  const { avatarUrl, identityImageKeys } = await anonymiseAccount(db, userId, passwordHash);
  const files: ErasedFiles = {
    avatarUrl,
    privateFileKeys: [...identityImageKeys, ...chatFileKeys, ...fundsKeys, ...receiptKeys],
  };
  await recordAudit(db, {
    userId: erasedBy ?? null,
    action: erasedBy ? 'user.erase' : 'account_deleted',
    description: erasedBy
      ? `Eliminó la cuenta ${userId} según las reglas de eliminación de datos.`
      : `Cuenta ${userId} eliminada por su titular`,
    metadata: { userId },
    targetType: 'user',
    targetId: userId,
  });
  return files;
}

/** The data rights of the privacy law (LOPDP 2021, decision 014): access and erasure, self-service. */
export class AccountService {
  constructor(private readonly app: FastifyInstance) {}

  async exportData(user: UserRow) {
    return {
      exportedAt: new Date().toISOString(),
      notice:
        'Estos son los datos personales que Traspasa guarda sobre ti. Si algo no es correcto, puedes corregirlo en tu perfil o escribir a privacidad@traspasa.test.',
      ...(await collectPersonalData(this.app.db, user.id)),
      ...(await this.buyerAndPaymentData(user.id)),
    };
  }

  /** The sections the buyer and payment modules give for the person (decision 014). */
  private async buyerAndPaymentData(userId: number) {
    const db = this.app.db;
    const [buyerProfile, fundsVerifications, listingAccess, dataRoomQuestions, billing, bankTransfers] =
      await Promise.all([
        buyerProfileExportFor(db, userId),
        fundsExportFor(db, userId),
        listingAccessExportFor(db, userId),
        dataRoomQuestionsExportFor(db, userId),
        invoicesExportFor(db, userId),
        transfersExportFor(db, userId),
      ]);
    return { buyerProfile, fundsVerifications, listingAccess, dataRoomQuestions, billing, bankTransfers };
  }

  async deleteAccount(user: UserRow, password: string): Promise<void> {
    if (user.role === 'admin') {
      throw AppError.forbidden(
        'Las cuentas de administración no se eliminan desde aquí. Pide a otra persona administradora que la desactive.',
      );
    }
    if (!(await new AuthService(this.app).confirmPassword(user, password))) {
      throw AppError.invalidField('password', 'La contraseña no es correcta.');
    }
    // Nobody knows this password: the account can never be signed into again.
    const unusable = await hashPassword(randomBytes(32).toString('base64url'));
    const { avatarUrl, privateFileKeys } = await this.app.db.transaction((tx) =>
      eraseAccount(tx, user.id, unusable),
    );
    if (avatarUrl) await this.app.storage.deletePublic(avatarUrl);
    // ID photos are biometric data (LOPDP): erased now, not at the end of their retention;
    // files sent in chat, bank documents and transfer receipts go with them.
    await Promise.all(
      privateFileKeys.map((key) =>
        this.app.storage
          .deletePrivate(key)
          .catch((err: unknown) =>
            this.app.log.error(
              { err, key, userId: user.id },
              'could not delete a private file of a deleted account',
            ),
          ),
      ),
    );
  }
}

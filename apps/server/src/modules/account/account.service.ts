import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../audit-log/audit-trail.service.ts';
import { AuthService } from '../auth/auth.service.ts';
import { hashPassword } from '../auth/password.service.ts';
import { releaseSellerListings } from '../businesses/seller-businesses.service.ts';
import { eraseChatUploads } from '../messages/message-attachments.service.ts';
import type { UserRow } from '../users/users.service.ts';
import { anonymiseAccount, collectPersonalData } from './account.repository.ts';

/**
 * Erases a person's data while keeping the records the law asks us to keep (NDA evidence,
 * payments), and writes it to the audit trail; in the caller's transaction. `erasedBy`: the
 * admin who erased it, absent when the person deleted their own account. Returns the files
 * the caller deletes once the transaction committed.
 */
export async function eraseAccount(db: Db, userId: number, passwordHash: string, erasedBy?: number) {
  // Held while the account was suspended (decision 156): back to the status they had (approved
  // or sold), so the erasure below takes them down or keeps them as it does any other.
  await releaseSellerListings(db, userId);
  // Photos and PDFs the person sent in chat (decision 072); the caller deletes the files.
  const chatFileKeys = await eraseChatUploads(db, userId);
  const files = { ...(await anonymiseAccount(db, userId, passwordHash)), chatFileKeys };
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
    };
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
    const { avatarUrl, identityImageKeys, chatFileKeys } = await this.app.db.transaction((tx) =>
      eraseAccount(tx, user.id, unusable),
    );
    if (avatarUrl) await this.app.storage.deletePublic(avatarUrl);
    // ID photos are biometric data (LOPDP): erased now, not at the end of their retention;
    // files sent in chat go with them.
    await Promise.all(
      [...identityImageKeys, ...chatFileKeys].map((key) =>
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

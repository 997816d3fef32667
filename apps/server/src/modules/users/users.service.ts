import type { PublicUser, UpdateProfileInput } from '@traspasa/shared/auth';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { squareWebp } from '../../lib/images.ts';
import { toPublicUser } from './user.mapper.ts';
import { type UserRow, updateUser } from './users.repository.ts';

/**
 * What other modules and the scripts use of the users table: this module's queries, exported by
 * name so this file lists the module's whole surface (decision 160).
 */
export {
  findUserByEmail,
  findUserById,
  findUserByLogin,
  insertUser,
  recordLogin,
  type UserRow,
  updateUser,
  usernameOrEmailTaken,
} from './users.repository.ts';

const AVATAR_SIZE = 256;

export class UsersService {
  constructor(private readonly app: FastifyInstance) {}

  async updateProfile(user: UserRow, input: UpdateProfileInput): Promise<PublicUser> {
    if (input.secondaryRole !== undefined && input.secondaryRole !== null) {
      if (user.role === 'admin') {
        throw AppError.invalidField(
          'secondaryRole',
          'Las cuentas de administración no tienen un rol secundario.',
        );
      }
      if (input.secondaryRole === user.role) {
        throw AppError.invalidField(
          'secondaryRole',
          'El rol secundario debe ser distinto de tu rol principal.',
        );
      }
    }
    if (Object.keys(input).length === 0) return toPublicUser(user);
    const updated = await updateUser(this.app.db, user.id, input);
    if (!updated) throw AppError.notFound();
    return toPublicUser(updated);
  }

  async setAvatar(user: UserRow, data: Buffer): Promise<PublicUser> {
    await this.app.rateLimiter.consume(
      {
        bucket: 'uploads:user',
        key: String(user.id),
        max: this.app.config.limits.uploadsPerUserHour,
        windowMs: 3600_000,
      },
      'Subiste muchos archivos en poco tiempo. Espera un rato e inténtalo de nuevo.',
    );
    const webp = await squareWebp(data, AVATAR_SIZE);
    const url = await this.app.storage.putPublic('avatars', 'webp', webp);
    const updated = await updateUser(this.app.db, user.id, { avatarUrl: url });
    if (user.avatarUrl) await this.app.storage.deletePublic(user.avatarUrl);
    return toPublicUser(updated!);
  }

  async removeAvatar(user: UserRow): Promise<PublicUser> {
    const updated = await updateUser(this.app.db, user.id, { avatarUrl: null });
    if (user.avatarUrl) await this.app.storage.deletePublic(user.avatarUrl);
    return toPublicUser(updated!);
  }
}

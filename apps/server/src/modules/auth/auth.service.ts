import type {
  ChangePasswordInput,
  LoginInput,
  PublicUser,
  RegisterInput,
  ResetPasswordInput,
} from '@traspasa/shared/auth';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import type { RequestContext } from '../../lib/request-context.ts';
import { newToken, sha256Hex } from '../../lib/tokens.ts';
import { ABSOLUTE_MS } from '../../plugins/auth.ts';
import { toPublicUser } from '../users/user.mapper.ts';
import {
  findUserByEmail,
  findUserById,
  findUserByLogin,
  insertUser,
  recordLogin,
  type UserRow,
  updateUser,
  usernameOrEmailTaken,
} from '../users/users.service.ts';
import { passwordResetMail } from './auth.mails.ts';
import { isCommonPassword } from './common-passwords.rules.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password.service.ts';
import { consumeResetToken, insertResetToken, isResetTokenUsable } from './password-reset.repository.ts';
import { deleteSession, deleteUserSessions, insertSession } from './sessions.repository.ts';

/** A reset link for another module to send (an admin's «send a reset link»). */
export { insertResetToken } from './password-reset.repository.ts';

export const RESET_TOKEN_TTL_MS = 3600_000;
const TOO_MANY_LOGINS = 'Demasiados intentos de inicio de sesión. Intenta nuevamente en unos minutos.';

export interface IssuedSession {
  user: PublicUser;
  sessionToken: string;
  maxAgeSeconds: number;
}

/** Accounts and sessions (decision 011). */
export class AuthService {
  constructor(private readonly app: FastifyInstance) {}

  private get db() {
    return this.app.db;
  }

  async register(input: RegisterInput, ctx: RequestContext): Promise<IssuedSession> {
    await this.app.rateLimiter.consume(
      {
        bucket: 'register:ip',
        key: ctx.ip,
        max: this.app.config.limits.registerPerIpHour,
        windowMs: 3600_000,
      },
      'Demasiados registros desde tu conexión. Intenta nuevamente más tarde.',
    );
    await assertAcceptablePassword(input.password, 'password');
    const taken = await usernameOrEmailTaken(this.db, input.username, input.email);
    if (taken.email || taken.username) throw conflictFor(taken.email);

    let user: UserRow;
    try {
      user = await insertUser(this.db, {
        username: input.username,
        email: input.email,
        password: await hashPassword(input.password),
        fullName: input.fullName,
        role: input.role,
      });
    } catch (err) {
      // Two sign-ups racing for the same email or username: the unique index decides.
      if (isUniqueViolation(err)) throw conflictFor(isUniqueViolation(err, 'users_email_unique'));
      throw err;
    }
    return this.startSession(user, ctx);
  }

  async login(input: LoginInput, ctx: RequestContext): Promise<IssuedSession> {
    const identifier = (input.email || input.username || '').toLowerCase();
    const user = await findUserByLogin(this.db, identifier);
    const { loginPerAccount, loginPerIp, loginWindowMs } = this.app.config.limits;
    // Every attempt is counted before the password is checked, so parallel guesses
    // cannot slip past the limit; a success gives its hit back. One counter per
    // account, whether it was named by email or by username.
    const hits = await this.app.rateLimiter.consume(
      [
        {
          bucket: 'login:account',
          key: user ? `user:${user.id}` : `unknown:${identifier}`,
          max: loginPerAccount,
          windowMs: loginWindowMs,
        },
        { bucket: 'login:ip', key: ctx.ip, max: loginPerIp, windowMs: loginWindowMs },
      ],
      TOO_MANY_LOGINS,
    );
    // Verify against a dummy hash for unknown accounts so timing does not reveal them.
    const valid = await verifyPassword(user?.password ?? (await dummyPasswordHash()), input.password);
    if (!user || !valid)
      throw AppError.unauthorized(
        'Credenciales incorrectas. Verifica tu correo electrónico y tu contraseña.',
      );
    // Only someone who knows the password learns that the account is suspended, and why.
    if (user.suspendedAt)
      throw AppError.forbidden(suspendedMessage(user.suspendedReason, this.app.config.supportEmail));
    await this.app.rateLimiter.release(hits);
    await this.app.rateLimiter.reset('login:account', `user:${user.id}`);
    return this.startSession(user, ctx);
  }

  async logout(sid: string | undefined): Promise<void> {
    if (sid) await deleteSession(this.db, sid);
  }

  /** Always the same answer, whether or not the account exists (no enumeration). */
  async forgotPassword(email: string, ctx: RequestContext): Promise<void> {
    const { forgotPerEmailHour, forgotPerIpHour } = this.app.config.limits;
    await this.app.rateLimiter.consume(
      [
        { bucket: 'forgot:email', key: email.toLowerCase(), max: forgotPerEmailHour, windowMs: 3600_000 },
        { bucket: 'forgot:ip', key: ctx.ip, max: forgotPerIpHour, windowMs: 3600_000 },
      ],
      'Ya pediste varios enlaces en poco tiempo. Espera un rato antes de pedir otro.',
    );
    const user = await findUserByEmail(this.db, email);
    if (!user || user.suspendedAt) return;
    const token = newToken();
    await insertResetToken(this.db, {
      token: sha256Hex(token),
      userId: user.id,
      email: user.email,
      expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
    });
    const link = `${this.app.config.appUrl}/new-password?token=${encodeURIComponent(token)}`;
    // Not awaited: the answer must take as long for an unknown address as for a real one.
    this.app.mailer
      .send(passwordResetMail(user, link, ctx))
      .catch((err: unknown) => this.app.log.error({ err }, 'password reset mail could not be sent'));
  }

  async resetPassword(input: ResetPasswordInput, ctx: RequestContext): Promise<void> {
    await this.app.rateLimiter.consume(
      { bucket: 'reset:ip', key: ctx.ip, max: this.app.config.limits.resetPerIpHour, windowMs: 3600_000 },
      'Demasiados intentos de restablecer la contraseña. Espera un rato e inténtalo de nuevo.',
    );
    // A bad link is refused before any expensive work is done for it.
    if (!(await isResetTokenUsable(this.db, sha256Hex(input.token)))) throw invalidResetLink();
    await assertAcceptablePassword(input.password, 'password');
    const passwordHash = await hashPassword(input.password);
    const done = await this.db.transaction(async (tx) => {
      const userId = await consumeResetToken(tx, sha256Hex(input.token));
      if (userId === null) return false;
      await updateUser(tx, userId, { password: passwordHash });
      await deleteUserSessions(tx, userId);
      return true;
    });
    if (!done) throw invalidResetLink();
  }

  async changePassword(user: UserRow, currentSid: string, input: ChangePasswordInput): Promise<void> {
    if (!(await this.confirmPassword(user, input.currentPassword))) {
      throw AppError.invalidField('currentPassword', 'La contraseña actual no es correcta.');
    }
    if (input.currentPassword === input.newPassword) {
      throw AppError.invalidField('newPassword', 'La nueva contraseña debe ser distinta de la actual.');
    }
    await assertAcceptablePassword(input.newPassword, 'newPassword');
    const passwordHash = await hashPassword(input.newPassword);
    await this.db.transaction(async (tx) => {
      await updateUser(tx, user.id, { password: passwordHash });
      await deleteUserSessions(tx, user.id, currentSid);
    });
  }

  /**
   * Re-checks the password of a signed-in user before a sensitive change. Throttled per
   * account, so a stolen session cannot be used to guess the password.
   */
  async confirmPassword(user: UserRow, password: string): Promise<boolean> {
    const { loginPerAccount, loginWindowMs } = this.app.config.limits;
    const hits = await this.app.rateLimiter.consume(
      { bucket: 'password-check:user', key: String(user.id), max: loginPerAccount, windowMs: loginWindowMs },
      'Demasiados intentos con una contraseña incorrecta. Espera unos minutos e inténtalo de nuevo.',
    );
    const fresh = await findUserById(this.db, user.id);
    const valid = Boolean(fresh) && (await verifyPassword(fresh!.password, password));
    if (valid) await this.app.rateLimiter.release(hits);
    return valid;
  }

  private async startSession(user: UserRow, ctx: RequestContext): Promise<IssuedSession> {
    const token = newToken();
    const ttl = user.role === 'admin' ? ABSOLUTE_MS.admin : ABSOLUTE_MS.user;
    await this.db.transaction(async (tx) => {
      await insertSession(
        tx,
        sha256Hex(token),
        { userId: user.id, ip: ctx.ip, userAgent: ctx.userAgent },
        new Date(Date.now() + ttl),
      );
      await recordLogin(tx, user.id, ctx.ip, ctx.userAgent);
    });
    return { user: toPublicUser(user), sessionToken: token, maxAgeSeconds: Math.floor(ttl / 1000) };
  }
}

/** What a suspended person reads when they sign in: the admin's reason, and whom to write to. */
export function suspendedMessage(reason: string | null, supportEmail: string): string {
  const text = reason?.trim() ?? '';
  const why = text ? ` Motivo: ${/[.!?…]$/.test(text) ? text : `${text}.`}` : '';
  return `Tu cuenta está suspendida, así que no puedes iniciar sesión.${why} Si crees que es un error, escríbenos a ${supportEmail}.`;
}

function invalidResetLink(): AppError {
  return AppError.badRequest(
    'El enlace para restablecer la contraseña no es válido o ya venció. Pide uno nuevo.',
  );
}

function conflictFor(emailTaken: boolean): AppError {
  return emailTaken
    ? AppError.conflict('Este correo electrónico ya está registrado. ¿Quieres iniciar sesión?', [
        { path: 'email', message: 'Este correo electrónico ya está registrado.' },
      ])
    : AppError.conflict('Ese nombre de usuario ya está en uso. Elige otro.', [
        { path: 'username', message: 'Ese nombre de usuario ya está en uso.' },
      ]);
}

async function assertAcceptablePassword(password: string, field: string): Promise<void> {
  if (await isCommonPassword(password)) {
    throw AppError.invalidField(
      field,
      'Esa contraseña es demasiado común y fácil de adivinar. Elige otra, por ejemplo una frase de varias palabras.',
    );
  }
}

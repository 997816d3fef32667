// npm run admin:create -- --email ana@example.com [--name "Ana Pérez"] [--username ana]
// Password from ADMIN_PASSWORD, or asked for on the terminal. An existing account with
// that email is promoted to admin (its password is replaced only if one is given).
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { PASSWORD_MAX, PASSWORD_MIN, registerInput } from '@traspasa/shared/auth';
import { useSpanishZodMessages } from '@traspasa/shared/zod-es';
import { loadConfig } from '../config.ts';
import { createDb, type Db } from '../db/client.ts';
import { connectDatabase } from '../db/connect.ts';
import { isCommonPassword } from '../modules/auth/common-passwords.rules.ts';
import { hashPassword } from '../modules/auth/password.service.ts';
import { deleteUserSessions } from '../modules/auth/sessions.service.ts';
import { findUserByEmail, insertUser, updateUser } from '../modules/users/users.service.ts';

/** A message for the operator; thrown (not process.exit) so the database is always stopped first. */
class CliError extends Error {}

const USAGE = 'Uso: npm run admin:create -- --email ana@example.com [--name "Ana Pérez"] [--username ana]';

async function main() {
  useSpanishZodMessages();
  const { values } = parseArgs({
    options: { email: { type: 'string' }, name: { type: 'string' }, username: { type: 'string' } },
  });
  if (!values.email) throw new CliError(USAGE);
  const email = values.email.trim().toLowerCase();

  const { pool, embedded } = await connectDatabase(loadConfig());
  try {
    await createOrPromote(createDb(pool), email, values.name, values.username);
  } finally {
    await pool.end();
    await embedded?.stop();
  }
}

async function createOrPromote(db: Db, email: string, name?: string, username?: string) {
  const existing = await findUserByEmail(db, email);
  const password =
    process.env.ADMIN_PASSWORD ?? (existing ? '' : await ask('Contraseña (mínimo 8 caracteres): '));
  if (password && (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX)) {
    throw new CliError(`La contraseña debe tener entre ${PASSWORD_MIN} y ${PASSWORD_MAX} caracteres.`);
  }
  if (password && (await isCommonPassword(password))) {
    throw new CliError('Esa contraseña es demasiado común. Elige otra.');
  }

  if (existing) {
    await updateUser(db, existing.id, {
      role: 'admin',
      secondaryRole: null,
      ...(password ? { password: await hashPassword(password) } : {}),
    });
    // Admin sessions have shorter limits: start them afresh.
    await deleteUserSessions(db, existing.id);
    console.log(`La cuenta ${email} ahora es administradora.`);
    return;
  }
  const input = registerInput.safeParse({
    username: username ?? email.split('@')[0]!.replace(/[^\p{L}\p{N}._-]/gu, ''),
    email,
    password,
    fullName: name ?? 'Administración',
    role: 'buyer',
  });
  if (!input.success) {
    throw new CliError(input.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n'));
  }
  await insertUser(db, { ...input.data, role: 'admin', password: await hashPassword(input.data.password) });
  console.log(`Cuenta de administración creada: ${email}`);
}

async function ask(question: string): Promise<string> {
  if (!process.stdin.isTTY) throw new CliError('Define ADMIN_PASSWORD o ejecuta el comando en una terminal.');
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  const answer = await rl.question(question);
  rl.close();
  return answer;
}

main().catch((err: unknown) => {
  console.error(err instanceof CliError ? err.message : err);
  process.exit(1);
});

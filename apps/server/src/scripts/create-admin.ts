// npm run admin:create -- --email ana@example.com [--name "Ana Pérez"] [--username ana]
// Password from ADMIN_PASSWORD, or asked for on the terminal. An existing account with
// that email is promoted to admin (its password is replaced only if one is given).

import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { PASSWORD_MAX, PASSWORD_MIN, registerInput } from '@traspasa/shared/auth';
import { useSpanishZodMessages } from '@traspasa/shared/zod-es';
import { loadConfig } from '../config.ts';
import { createDb } from '../db/client.ts';
import { connectDatabase } from '../db/connect.ts';
import { isCommonPassword } from '../modules/auth/common-passwords.ts';
import { hashPassword } from '../modules/auth/password.ts';
import { deleteUserSessions } from '../modules/auth/sessions.repository.ts';
import { findUserByEmail, insertUser, updateUser } from '../modules/users/users.repository.ts';

useSpanishZodMessages();
const { values } = parseArgs({
  options: { email: { type: 'string' }, name: { type: 'string' }, username: { type: 'string' } },
});
if (!values.email)
  fail('Uso: npm run admin:create -- --email ana@example.com [--name "Ana Pérez"] [--username ana]');

const email = values.email!.trim().toLowerCase();
const config = loadConfig();
const { pool, embedded } = await connectDatabase(config);
try {
  const db = createDb(pool);
  const existing = await findUserByEmail(db, email);
  const password =
    process.env.ADMIN_PASSWORD ?? (existing ? '' : await ask('Contraseña (mínimo 8 caracteres): '));
  if (password && (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX)) {
    fail(`La contraseña debe tener entre ${PASSWORD_MIN} y ${PASSWORD_MAX} caracteres.`);
  }
  if (password && (await isCommonPassword(password))) fail('Esa contraseña es demasiado común. Elige otra.');

  if (existing) {
    await updateUser(db, existing.id, {
      role: 'admin',
      secondaryRole: null,
      ...(password ? { password: await hashPassword(password) } : {}),
    });
    // Admin sessions have shorter limits: start them afresh.
    await deleteUserSessions(db, existing.id);
    console.log(`La cuenta ${email} ahora es administradora.`);
  } else {
    const input = registerInput.safeParse({
      username: values.username ?? email.split('@')[0]!.replace(/[^\p{L}\p{N}._-]/gu, ''),
      email,
      password,
      fullName: values.name ?? 'Administración',
      role: 'buyer',
    });
    if (!input.success) fail(input.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n'));
    const data = input.data!;
    await insertUser(db, { ...data, role: 'admin', password: await hashPassword(data.password) });
    console.log(`Cuenta de administración creada: ${email}`);
  }
} finally {
  await pool.end();
  await embedded?.stop();
}

async function ask(question: string): Promise<string> {
  if (!process.stdin.isTTY) fail('Define ADMIN_PASSWORD o ejecuta el comando en una terminal.');
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  const answer = await rl.question(question);
  rl.close();
  return answer;
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

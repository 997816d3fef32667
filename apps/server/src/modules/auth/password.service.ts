import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id profile (decision 011): m = 19 MiB, t = 2, p = 1.
// 2 is Algorithm.Argon2id; the const enum is not importable under isolatedModules.
const options = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(plain: string): Promise<string> {
  return hash(plain, options);
}

export async function verifyPassword(stored: string, plain: string): Promise<boolean> {
  try {
    return await verify(stored, plain);
  } catch {
    return false;
  }
}

/** A real hash to verify against when the account does not exist, so timing does not reveal it. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('traspasa-timing-equaliser');
  return dummyHash;
}

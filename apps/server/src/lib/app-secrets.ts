// Keys the app generates once and keeps in `app_secrets`, so every instance and every restart
// uses the same one (the identity number hash, the unsubscribe links' signature, the deal file's
// Ed25519 signing key: decision 176).
import { createHash, createPrivateKey, createPublicKey, type KeyObject, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { appSecrets } from '../db/schema/identity.ts';

/** Keys already read, per database handle and name (tests run several apps, each on its own database). */
const cache = new WeakMap<object, Map<string, Buffer>>();

/** The 32-byte key stored under `name`, created on first use. */
export async function storedKey(db: Db, name: string): Promise<Buffer> {
  const known = cache.get(db)?.get(name);
  if (known) return known;
  // Two instances racing on the first use both insert; one wins and both read its key.
  await db
    .insert(appSecrets)
    .values({ name, value: randomBytes(32).toString('base64') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, name));
  if (!row) throw new Error(`app secret ${name} missing after insert`);
  const key = Buffer.from(row.value, 'base64');
  const keys = cache.get(db) ?? new Map<string, Buffer>();
  keys.set(name, key);
  cache.set(db, keys);
  return key;
}

/** The instance's Ed25519 key pair: the private key signs, the public one is published. */
export interface InstanceSigningKey {
  privateKey: KeyObject;
  /** SPKI PEM, as the deal file carries it and `/.well-known/traspasa-expediente.pem` serves it. */
  publicKeyPem: string;
  /** SHA-256 of the public key's DER, hex: what a person compares by eye. */
  fingerprint: string;
}

// PKCS#8 wrapping of a raw 32-byte Ed25519 seed (RFC 8410).
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

/**
 * The instance's asymmetric signing key (decision 176): an Ed25519 key whose 32-byte seed is the
 * stored key `deal-file-ed25519`, so every instance and restart signs with the same one.
 */
export async function instanceSigningKey(db: Db): Promise<InstanceSigningKey> {
  const seed = await storedKey(db, 'deal-file-ed25519');
  const privateKey = createPrivateKey({
    key: Buffer.concat([ED25519_PKCS8_PREFIX, seed]),
    format: 'der',
    type: 'pkcs8',
  });
  const publicKey = createPublicKey(privateKey);
  const der = publicKey.export({ format: 'der', type: 'spki' });
  return {
    privateKey,
    publicKeyPem: publicKey.export({ format: 'pem', type: 'spki' }).toString(),
    fingerprint: createHash('sha256').update(der).digest('hex'),
  };
}

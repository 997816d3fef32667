// npm run deal:verify expediente.zip [otro.zip | carpeta …] [--sin-instancia] — checks deal files
// (decision 176) with the same verifier they carry (verificar.mjs: the signature, every file's
// SHA-256, every chain event) and, unless --sin-instancia, that they are signed by THIS instance's
// key (its database's app_secrets), which the verifier inside a ZIP cannot know on its own.
// Prints «Expediente íntegro» or the first file or event that does not match; exits 1 if any fails.
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { createDb } from '../db/client.ts';
import { connectDatabase } from '../db/connect.ts';
import { instanceSigningKey } from '../lib/app-secrets.ts';
import { report, verifyPath } from '../modules/deal-file/verificar.mjs';

const args = process.argv.slice(2);
const withoutInstance = args.includes('--sin-instancia');
// npm runs scripts from the package's folder: paths are the caller's, from where npm was run.
const targets = args
  .filter((a) => !a.startsWith('--'))
  .map((a) => path.resolve(process.env.INIT_CWD ?? process.cwd(), a));
if (targets.length === 0) {
  console.error('Uso: npm run deal:verify expediente.zip [otro.zip …] [--sin-instancia]');
  process.exit(2);
}

let trustedFingerprint: string | undefined;
if (!withoutInstance) {
  const { pool, embedded } = await connectDatabase(loadConfig());
  try {
    trustedFingerprint = (await instanceSigningKey(createDb(pool))).fingerprint;
  } finally {
    await pool.end();
    await embedded?.stop();
  }
}

let failed = false;
for (const target of targets) {
  if (targets.length > 1) console.log(`== ${target}`);
  const warnings: string[] = [];
  try {
    const result = verifyPath(target, { trustedFingerprint, warnings });
    console.log(report(result, warnings));
    if (result.ok && trustedFingerprint) console.log('La firma es de la clave de esta instancia.');
    failed ||= !result.ok;
  } catch (err) {
    console.log(`Expediente alterado: ${target}: ${err instanceof Error ? err.message : String(err)}.`);
    failed = true;
  }
}
if (failed) process.exit(1);

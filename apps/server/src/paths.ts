import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * apps/server. This file sits one folder below it both as source (src/paths.ts, run by
 * tsx and the tests) and inside the production bundle (dist/main.js, where every module
 * shares the bundle's URL), so paths built from here hold in both (decision 140).
 */
export const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

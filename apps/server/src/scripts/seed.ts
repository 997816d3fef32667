// npm run db:seed — seeds the demo data into the configured database (embedded or DATABASE_URL).
// Does nothing when the demo accounts already exist.
import { loadConfig } from '../config.ts';
import { createDb } from '../db/client.ts';
import { connectDatabase } from '../db/connect.ts';
import { seedDemoData } from '../db/seed/seed.ts';
import { createStorage } from '../lib/storage.ts';

const config = loadConfig();
const { pool, embedded } = await connectDatabase(config);
try {
  const started = Date.now();
  const result = await seedDemoData(createDb(pool), {
    publicUploadsDir: `${config.uploadsDir}/public`,
    storage: createStorage(config),
    log: (msg) => console.log(msg),
  });
  console.log(
    result.seeded
      ? `Datos de demostración cargados en ${Date.now() - started} ms.`
      : 'La base ya tenía los datos de demostración: no se cambió nada.',
  );
} finally {
  await pool.end();
  await embedded?.stop();
}

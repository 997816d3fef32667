// npm run nda:verify — recomputes every NDA evidence chain (decision 060) and every negotiation's
// (decision 170).
// Exits 1 naming the first broken row, so it can run from cron or CI.
import { loadConfig } from '../config.ts';
import { createDb } from '../db/client.ts';
import { connectDatabase } from '../db/connect.ts';
import { verifyAllNdaChains } from '../modules/ndas/nda-events.service.ts';
import { verifyAllNegotiationChains } from '../modules/offers/negotiation-events.service.ts';

const { pool, embedded } = await connectDatabase(loadConfig());
let broken = false;
try {
  const started = Date.now();
  const summary = await verifyAllNdaChains(createDb(pool));
  console.log(
    `Acuerdos verificados: ${summary.checked} (${summary.events} eventos) en ${Date.now() - started} ms.`,
  );
  if (summary.broken.length === 0) {
    console.log('Todas las cadenas de evidencia están intactas.');
  } else {
    broken = true;
    const [first] = summary.broken;
    console.error(
      `Cadena rota en ${summary.broken.length} acuerdo(s). Primer evento alterado: nda_events.id = ${first!.brokenEventId} (acuerdo ${first!.ndaId}): ${first!.reason}.`,
    );
    for (const b of summary.broken.slice(1)) {
      console.error(`  acuerdo ${b.ndaId}: evento ${b.brokenEventId}: ${b.reason}`);
    }
  }
  const offers = await verifyAllNegotiationChains(createDb(pool));
  console.log(`Negociaciones verificadas: ${offers.checked} (${offers.events} eventos).`);
  if (offers.broken.length === 0) {
    console.log('Todas las cadenas de las negociaciones están intactas.');
  } else {
    broken = true;
    const [first] = offers.broken;
    console.error(
      `Cadena rota en ${offers.broken.length} negociación(es). Primer evento alterado: negotiation_events.id = ${first!.brokenEventId} (negociación ${first!.negotiationId}, evento n.º ${first!.brokenSeq}): ${first!.reason}.`,
    );
    for (const b of offers.broken.slice(1)) {
      console.error(`  negociación ${b.negotiationId}: evento ${b.brokenEventId}: ${b.reason}`);
    }
  }
} finally {
  await pool.end();
  await embedded?.stop();
}
if (broken) process.exit(1);

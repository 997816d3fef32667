import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { migrationsFolder } from '../../db/migrate.ts';

export interface Readiness {
  /** True from the shutdown signal on: /api/ready answers 503 so balancers stop sending traffic. */
  readonly shuttingDown: boolean;
  /** Called by main.ts when SIGTERM/SIGINT arrives, before the server stops accepting. */
  beginShutdown(): void;
  /** `when` of the newest migration this build ships (drizzle stores it as `created_at`). */
  readonly expectedMigration: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

/** The newest migration in drizzle/meta/_journal.json, the same folder runMigrations applies. */
export function newestMigration(folder = migrationsFolder): number {
  const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(0, ...journal.entries.map((e) => e.when));
}

/** Whether this instance should get traffic (GET /api/ready); /api/health stays the liveness check. */
export default fp(
  async (app: FastifyInstance) => {
    let shuttingDown = false;
    const readiness: Readiness = {
      get shuttingDown() {
        return shuttingDown;
      },
      beginShutdown() {
        shuttingDown = true;
      },
      expectedMigration: newestMigration(),
    };
    app.decorate('readiness', readiness);
    // Closing without a signal (tests, embedding) is a shutdown too.
    app.addHook('preClose', async () => readiness.beginShutdown());
  },
  { name: 'readiness' },
);

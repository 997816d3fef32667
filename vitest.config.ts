import os from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Vitest's default for a run is one worker fewer than the cores: one worker on a 2-core CI
 * machine, with the other core idle for most of the unit and API runs. Both run faster with
 * a worker per core (on 2 cores: unit 83 → 62 s, API 380 → 299 s; decision 157); each API
 * test file has a database of its own, so files do not meet.
 */
const workersPerCore = os.availableParallelism();

/**
 * Three projects: pure unit tests; API integration tests on a real PostgreSQL (each
 * file on a fresh database cloned from a migrated template); browser tests driving the
 * built app in Chromium.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          // Run one after the other: unit, API, then the browser tests with the machine to themselves.
          sequence: { groupOrder: 0 },
          include: [
            'packages/**/*.test.ts',
            'apps/web/src/**/*.test.{ts,tsx}',
            'apps/server/src/**/*.test.ts',
          ],
          exclude: [
            '**/node_modules/**',
            'apps/server/src/**/*.routes.test.ts',
            'apps/server/src/**/*.int.test.ts',
          ],
          environment: 'node',
          maxWorkers: workersPerCore,
        },
        resolve: { alias: { '@': new URL('./apps/web/src', import.meta.url).pathname } },
      },
      {
        test: {
          name: 'api',
          sequence: { groupOrder: 1 },
          include: ['apps/server/src/**/*.routes.test.ts', 'apps/server/src/**/*.int.test.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          // Each file closes its apps and drops its database after itself (teardown-setup.ts).
          setupFiles: ['apps/server/test/teardown-setup.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          maxWorkers: workersPerCore,
          // The files of a worker share the server's modules instead of importing them
          // afresh (1.7 s a file): the state of a test lives in its app and its database,
          // and no API test mocks a module (decision 157).
          isolate: false,
        },
      },
      {
        test: {
          name: 'e2e',
          sequence: { groupOrder: 2 },
          include: ['e2e/**/*.spec.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A page on a machine busy with two browsers and the server can take more than
          // expect.poll's default second to settle; a poll still fails if it never does.
          expect: { poll: { timeout: 5_000 } },
          // One browser per file is plenty on 2 cores.
          maxWorkers: 2,
          fileParallelism: true,
        },
      },
    ],
  },
});

import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * API test files run side by side, each on its own copy of one database migrated and seeded per run
 * (tests/api/global-setup.ts). Every file holds a whole app and database, so a worker per core and no more;
 * API_TEST_WORKERS overrides it.
 */
const apiWorkers = Number(process.env.API_TEST_WORKERS) || Math.max(1, Math.min(3, availableParallelism()));

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['common/**/*.test.ts', 'server/**/*.test.ts', 'src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/unit/setup.ts'],
          // Component tests render antd in happy-dom: seconds each on a busy 2-core machine.
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/api/global-setup.ts'],
          // A worker keeps the server's modules loaded from one file to the next instead of importing them again for
          // each: about half the suite's time (659 → 316 s on one machine, 25 Nov 2026). Each file still builds its own
          // app on its own database; module state that outlives a file is keyed by its database (mask-rules.ts, the
          // notified caches), so no file sees another's.
          isolate: false,
          setupFiles: ['tests/api/setup.ts'],
          // Limits that catch a hang, not a slow machine: some tests sign in hundreds of users (argon2) and the
          // cores are shared; a test that legitimately needs a minute alone can need several on a busy machine.
          testTimeout: 300_000,
          hookTimeout: 300_000,
          maxWorkers: apiWorkers,
          // Its own group: a different worker count from the unit project's, so the two run one after the other.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});

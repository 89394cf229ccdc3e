import { existsSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 8181);
const DATA_DIR = `.e2e-data/${PORT}`;

/**
 * `npm test` seeds the data once beside the earlier stages (scripts/e2e-seed.mjs) and names it here; the server
 * then starts from a copy of it. Without it (or if its seeding did not finish) the server seeds afresh.
 */
const TEMPLATE = process.env.E2E_TEMPLATE_DIR;
/**
 * Debian's old headless shell (package chromium-headless-shell) when it is installed, as Playwright itself
 * prefers for headless runs: the same Blink and V8 without the full browser's window, tab strip and UI
 * renderers, it ran the suite about twice as fast on a 2-core machine (docs/decisions.md). Otherwise the full
 * browser; CHROMIUM_PATH overrides both.
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const CHROMIUM = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
const copyTemplate = TEMPLATE && existsSync(path.join(TEMPLATE, 'seeded')) ? `cp -a '${TEMPLATE}/.' ${DATA_DIR}/ &&` : '';

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 120_000,
  // Generous: CI's two cores may be busy; a passing wait costs nothing.
  expect: { timeout: 30_000 },
  // Two workers: the user flows run one at a time in one of them (they share one database and some walk
  // several screens as several users); the read-only smoke test spreads its screens over whatever worker is
  // free, beside the flows and then in both once the flows are done.
  workers: 2,
  retries: 0,
  projects: [
    { name: 'flows', testIgnore: /smoke\.spec\.ts$/, fullyParallel: false, workers: 1 },
    { name: 'smoke', testMatch: /smoke\.spec\.ts$/, fullyParallel: true },
  ],
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 1280, height: 800 },
    // As a user who asked for less motion: antd then opens dialogs without their zoom, so a click on a dialog's
    // button never lands while the dialog is still growing (it was lost now and then on a busy machine).
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: CHROMIUM,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
        '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
    trace: 'off',
  },
  // The suites sign in far faster than a person from one address: the sign-in limits are lifted here and
  // tested by the API suite (tests/api/sign-in-limits.test.ts). The database lives in .e2e-data/<port>
  // (git-ignored), not under test-results/, which every Playwright run empties, so a run beside another
  // (another port) keeps its database; each run starts from an empty directory, seeded afresh or copied from
  // the template above.
  webServer: {
    command: `rm -rf ${DATA_DIR} && mkdir -p ${DATA_DIR} && ${copyTemplate} NODE_ENV=test SEED_DEMO=true DATA_DIR=${DATA_DIR} PORT=${PORT} LOG_LEVEL=warn SLIDE_ANSWER_FOR_TESTS=true TEST_CLOCK=true SIGNIN_RATE_PER_ADDRESS=100000 SIGNIN_FAILURES_PER_ADDRESS=100000 SIGNIN_FAILURES_PER_USERNAME=100000 npx tsx server/main.ts`,
    url: `http://127.0.0.1:${PORT}/version.json`,
    // A fresh database is seeded with the demo data first: minutes on a busy two-core machine.
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'pipe',
  },
});

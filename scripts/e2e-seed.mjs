#!/usr/bin/env node
/**
 * `node scripts/e2e-seed.mjs <dir>`: prepares a data directory (PGlite database and file store) migrated and seeded
 * with the demo data, as the browser suite's server would on its first start, then stops. `npm test` runs it beside
 * lint, typecheck and the unit tests (which leave a core idle) and hands the directory to the browser suite
 * (E2E_TEMPLATE_DIR), whose server then starts from a copy in seconds instead of seeding for minutes.
 * The directory gets a file `seeded` when it is complete; the suite seeds afresh when that file is missing.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = process.argv[2];
if (!dir) {
  console.error('Usage: node scripts/e2e-seed.mjs <data directory>');
  process.exit(2);
}
const dataDir = path.resolve(root, dir);
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

const port = await new Promise((resolve, reject) => {
  const server = createServer().once('error', reject).listen(0, '127.0.0.1', () => {
    const { port: free } = server.address();
    server.close(() => resolve(free));
  });
});

const started = performance.now();
// The same settings as the browser suite's server (playwright.config.ts), without jobs: seeding only.
const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  cwd: root,
  env: { ...process.env, NODE_ENV: 'test', SEED_DEMO: 'true', DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', JOBS: 'off', SLIDE_ANSWER_FOR_TESTS: 'true', TEST_CLOCK: 'true' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));

const deadline = Date.now() + 15 * 60_000;
let up = false;
while (!up && Date.now() < deadline && child.exitCode === null) {
  // Any answer: the server listens only once it has migrated and seeded (the UI may not be built yet).
  up = await fetch(`http://127.0.0.1:${port}/version.json`).then(() => true, () => false);
  if (!up) await new Promise((resolve) => setTimeout(resolve, 500));
}
// The server closes its database on SIGTERM, so the copy starts from a cleanly closed one.
if (child.exitCode === null) child.kill('SIGTERM');
const code = await exited;
if (!up) {
  console.error(`The server did not come up to seed ${dataDir} (exit ${code}).`);
  process.exit(1);
}
if (code !== 0 || !existsSync(path.join(dataDir, 'pglite'))) {
  console.error(`The seeding server stopped with exit ${code}; ${dataDir} is not used.`);
  process.exit(1);
}
writeFileSync(path.join(dataDir, 'seeded'), new Date().toISOString());
console.log(`Browser suite data seeded in ${dataDir} in ${((performance.now() - started) / 1000).toFixed(1)} s.`);

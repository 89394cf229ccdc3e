#!/usr/bin/env node
/**
 * `npm start`: the UI build (only when its sources changed, scripts/build-if-changed.mjs) and, on a first start, the
 * database's migration and demo seeding run side by side — each mostly keeps one core busy, so on two cores the
 * first start takes about as long as the longer of the two instead of their sum. Then the server starts.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, NODE_ENV: 'development', SEED_DEMO: 'true' };
const dataDir = path.resolve(root, env.DATA_DIR ?? './data', 'pglite');
const firstStart = !env.DATABASE_URL && !existsSync(dataDir);

const run = (args, extraEnv = {}) => new Promise((resolve) => {
  const child = spawn(process.execPath, args, { cwd: root, env: { ...env, ...extraEnv }, stdio: 'inherit' });
  child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
});
const server = ['--import', 'tsx', 'server/main.ts'];

const started = performance.now();
const steps = [run(['scripts/build-if-changed.mjs'])];
if (firstStart) {
  console.log('First start: building the UI and seeding the demo database side by side…');
  steps.push(run(server, { PREPARE_ONLY: 'true' }));
}
const codes = await Promise.all(steps);
if (codes.some((code) => code !== 0)) process.exit(codes.find((code) => code !== 0));
if (firstStart) console.log(`UI built and database seeded in ${Math.round((performance.now() - started) / 1000)} s.`);

const child = spawn(process.execPath, server, { cwd: root, env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.once('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

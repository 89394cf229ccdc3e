#!/usr/bin/env node
/**
 * `npm test`: runs every stage even when an earlier one fails, prints each stage's wall time, and exits
 * non-zero if any stage failed.
 *
 *   npm test                      lint (when package.json has a lint script), typecheck, unit, api, e2e
 *   npm test -- unit api          only the named stages, in that order
 *   npm test -- --postgres        the default stages, then the API suite on PostgreSQL (CI)
 *
 * The PostgreSQL stage uses TEST_DATABASE_URL, or postgres://postgres@127.0.0.1:5432/test when it is unset.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DEFAULT_POSTGRES = 'postgres://postgres@127.0.0.1:5432/test';

/** name → npm script and extra environment */
const STAGES = {
  lint: { script: 'lint' },
  typecheck: { script: 'typecheck' },
  unit: { script: 'test:unit' },
  api: { script: 'test:api' },
  e2e: { script: 'test:e2e' },
  'api-postgres': { script: 'test:api', env: { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL || DEFAULT_POSTGRES } },
};
const DEFAULT_ORDER = ['lint', 'typecheck', 'unit', 'api', 'e2e'];

const args = process.argv.slice(2);
const unknown = args.filter((a) => a !== '--postgres' && !(a in STAGES));
if (unknown.length > 0) {
  console.error(`Unknown stage(s): ${unknown.join(', ')}. Stages: ${Object.keys(STAGES).join(', ')}; option --postgres.`);
  process.exit(2);
}
const named = args.filter((a) => a in STAGES);
const order = [...(named.length > 0 ? named : DEFAULT_ORDER), ...(args.includes('--postgres') && !named.includes('api-postgres') ? ['api-postgres'] : [])];

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
let interrupted = false;
let current = null;

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    interrupted = true;
    // The child is in our process group and gets a terminal's Ctrl-C itself; a plain kill is passed on.
    current?.kill(signal);
  });
}

function run(stage) {
  const { script, env } = STAGES[stage];
  return new Promise((resolve) => {
    current = spawn(npm, ['run', '--silent', script], { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    current.on('error', (error) => { console.error(error.message); resolve(1); });
    current.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const results = [];
const started = performance.now();
for (const stage of order) {
  if (interrupted) {
    results.push({ stage, result: 'not run', ms: 0 });
    continue;
  }
  const scripts = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts ?? {};
  if (!scripts[STAGES[stage].script]) {
    console.log(`\n== ${stage}: skipped (package.json has no "${STAGES[stage].script}" script) ==`);
    results.push({ stage, result: 'skipped', ms: 0 });
    continue;
  }
  console.log(`\n== ${stage} (npm run ${STAGES[stage].script}${STAGES[stage].env ? ` with TEST_DATABASE_URL=${STAGES[stage].env.TEST_DATABASE_URL}` : ''}) ==`);
  const stageStart = performance.now();
  const code = await run(stage);
  const ms = performance.now() - stageStart;
  const result = interrupted ? 'interrupted' : code === 0 ? 'passed' : `FAILED (exit ${code})`;
  console.log(`== ${stage}: ${result} in ${seconds(ms)} ==`);
  results.push({ stage, result, ms });
}

const width = Math.max(...results.map((r) => r.stage.length), 5);
console.log(`\n${'Stage'.padEnd(width + 2)}${'Result'.padEnd(20)}Wall time`);
for (const { stage, result, ms } of results) console.log(`${stage.padEnd(width + 2)}${result.padEnd(20)}${result === 'skipped' || result === 'not run' ? '' : seconds(ms)}`.trimEnd());
console.log(`${'total'.padEnd(width + 2)}${''.padEnd(20)}${seconds(performance.now() - started)}`);

const failed = results.filter((r) => r.result.startsWith('FAILED') || r.result === 'interrupted');
if (interrupted) process.exit(130);
if (failed.length > 0) {
  console.log(`\nFailed: ${failed.map((r) => r.stage).join(', ')}`);
  process.exit(1);
}

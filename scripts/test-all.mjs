#!/usr/bin/env node
/**
 * `npm test`: runs every stage even when an earlier one fails, prints each stage's wall time, and exits
 * non-zero if any stage failed.
 *
 *   npm test                      lint (when package.json has a lint script), typecheck, unit, api, e2e
 *   npm test -- unit api          only the named stages, one after the other, in that order
 *   npm test -- --postgres        the default stages and the API suite on PostgreSQL (CI)
 *
 * The default run puts lint, typecheck and unit side by side (mostly single-threaded tools that leave a core
 * idle); the API and browser suites each take both cores, so they run alone. The first stage of a group prints
 * as it goes; the others' output is held and printed, whole, when each ends.
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

const args = process.argv.slice(2);
const unknown = args.filter((a) => a !== '--postgres' && !(a in STAGES));
if (unknown.length > 0) {
  console.error(`Unknown stage(s): ${unknown.join(', ')}. Stages: ${Object.keys(STAGES).join(', ')}; option --postgres.`);
  process.exit(2);
}
const named = args.filter((a) => a in STAGES);
const postgres = args.includes('--postgres') && !named.includes('api-postgres');
/** Groups of stages run side by side, one group after the other. */
const groups = named.length > 0
  ? [...named, ...(postgres ? ['api-postgres'] : [])].map((stage) => [stage])
  : [['lint', 'typecheck', 'unit'], ['api'], ['e2e'], ...(postgres ? [['api-postgres']] : [])];

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
let interrupted = false;

const children = new Set();

/** Runs one stage; `held` collects its output instead of printing it. */
function run(stage, { held }) {
  const { script, env } = STAGES[stage];
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', '--silent', script], {
      cwd: root, stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    children.add(child);
    if (held) {
      child.stdout.on('data', (chunk) => held.push(chunk));
      child.stderr.on('data', (chunk) => held.push(chunk));
    }
    child.on('error', (error) => { console.error(error.message); resolve(1); });
    child.on('close', (code, signal) => { children.delete(child); resolve(code ?? (signal ? 1 : 0)); });
  });
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    interrupted = true;
    // The children are in our process group and get a terminal's Ctrl-C themselves; a plain kill is passed on.
    for (const child of children) child.kill(signal);
  });
}

const scripts = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts ?? {};
const header = (stage) => `${stage} (npm run ${STAGES[stage].script}${STAGES[stage].env ? ` with TEST_DATABASE_URL=${STAGES[stage].env.TEST_DATABASE_URL}` : ''})`;

async function runStage(stage, { first }) {
  if (interrupted) return { stage, result: 'not run', ms: 0 };
  if (!scripts[STAGES[stage].script]) {
    console.log(`\n== ${stage}: skipped (package.json has no "${STAGES[stage].script}" script) ==`);
    return { stage, result: 'skipped', ms: 0 };
  }
  const held = first ? null : [];
  console.log(`\n== ${header(stage)}${held ? ': running beside, output when it ends' : ''} ==`);
  const stageStart = performance.now();
  const code = await run(stage, { held });
  const ms = performance.now() - stageStart;
  const result = interrupted ? 'interrupted' : code === 0 ? 'passed' : `FAILED (exit ${code})`;
  if (held) {
    console.log(`\n== ${header(stage)}: its output ==`);
    process.stdout.write(Buffer.concat(held));
  }
  console.log(`== ${stage}: ${result} in ${seconds(ms)} ==`);
  return { stage, result, ms };
}

const results = [];
const started = performance.now();
for (const group of groups) {
  results.push(...(await Promise.all(group.map((stage, index) => runStage(stage, { first: index === 0 })))));
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

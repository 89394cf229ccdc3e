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
 * idle), and beside them seeds the browser suite's database once (e2e-seed: scripts/e2e-seed.mjs), which the
 * browser suite's server then starts from (E2E_TEMPLATE_DIR) instead of seeding for minutes itself. The API and
 * browser suites each take both cores, so they run alone. The first stage of a group prints
 * as it goes; the others' output is held and printed, whole, when each ends.
 *
 * The PostgreSQL stage uses TEST_DATABASE_URL, or postgres://postgres@127.0.0.1:5432/test when it is unset.
 */
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
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
  'e2e-seed': { command: ['node', 'scripts/e2e-seed.mjs', `.e2e-data/template-${process.pid}`] },
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
  : [['lint', 'typecheck', 'unit', 'e2e-seed'], ['api'], ['e2e'], ...(postgres ? [['api-postgres']] : [])];
/** The browser suite's server starts from a copy of this directory once e2e-seed has filled it (playwright.config.ts). */
const e2eTemplate = groups.flat().includes('e2e-seed') ? path.join(root, STAGES['e2e-seed'].command[2]) : null;
if (e2eTemplate) process.env.E2E_TEMPLATE_DIR = e2eTemplate;

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
let interrupted = false;

const children = new Set();

/** Runs one stage; `held` collects its output instead of printing it. */
function run(stage, { held }) {
  const { script, command, env } = STAGES[stage];
  return new Promise((resolve) => {
    const [file, ...rest] = command ?? [npm, 'run', '--silent', script];
    const child = spawn(file, rest, {
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
const header = (stage) => `${stage} (${STAGES[stage].command?.join(' ') ?? `npm run ${STAGES[stage].script}`}${STAGES[stage].env ? ` with TEST_DATABASE_URL=${STAGES[stage].env.TEST_DATABASE_URL}` : ''})`;

async function runStage(stage, { first }) {
  if (interrupted) return { stage, result: 'not run', ms: 0 };
  if (STAGES[stage].script && !scripts[STAGES[stage].script]) {
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

/**
 * CPU seconds (user + system) used so far by this process's finished descendants, as Linux counts them
 * (/proc/self/stat cutime + cstime, in clock ticks of 1/100 s); null elsewhere. A lower bound: a process whose
 * parent did not wait for it (a server killed with its shell) is not counted.
 */
function childCpuSeconds() {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return null;
  }
}

const results = [];
const groupCpu = [];
const started = performance.now();
for (const group of groups) {
  const cpuBefore = childCpuSeconds();
  const groupStart = performance.now();
  results.push(...(await Promise.all(group.map((stage, index) => runStage(stage, { first: index === 0 })))));
  const cpuAfter = childCpuSeconds();
  if (cpuBefore !== null && cpuAfter !== null) groupCpu.push({ stages: group.join(' + '), cpu: cpuAfter - cpuBefore, ms: performance.now() - groupStart });
}
if (e2eTemplate) rmSync(e2eTemplate, { recursive: true, force: true });

const width = Math.max(...results.map((r) => r.stage.length), 5);
console.log(`\n${'Stage'.padEnd(width + 2)}${'Result'.padEnd(20)}Wall time`);
for (const { stage, result, ms } of results) console.log(`${stage.padEnd(width + 2)}${result.padEnd(20)}${result === 'skipped' || result === 'not run' ? '' : seconds(ms)}`.trimEnd());
console.log(`${'total'.padEnd(width + 2)}${''.padEnd(20)}${seconds(performance.now() - started)}`);
if (groupCpu.length > 0) {
  // How much of the machine each group kept busy: CPU seconds over wall seconds (2.0 = both cores of a 2-core machine).
  console.log('\nCPU time (user + system, at least) per group of stages run side by side');
  for (const { stages, cpu, ms } of groupCpu) console.log(`  ${stages.padEnd(40)}${cpu.toFixed(1).padStart(8)} s CPU over ${seconds(ms)}: ${(cpu / (ms / 1000)).toFixed(2)} cores busy`);
  const cpu = groupCpu.reduce((sum, g) => sum + g.cpu, 0);
  console.log(`  ${'all'.padEnd(40)}${cpu.toFixed(1).padStart(8)} s CPU`);
}

const failed = results.filter((r) => r.result.startsWith('FAILED') || r.result === 'interrupted');
if (interrupted) process.exit(130);
if (failed.length > 0) {
  console.log(`\nFailed: ${failed.map((r) => r.stage).join(', ')}`);
  process.exit(1);
}

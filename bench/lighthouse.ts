/**
 * npm run lighthouse — Lighthouse performance scores of the built UI with a cold cache: /Login with the desktop
 * and the mobile preset, and the signed-in OrderManagement list with the desktop preset (targets: 95, 80, 95).
 * Starts the server (server/main.ts) on a free port over the data in LIGHTHOUSE_DATA_DIR (default: a folder in
 * the system's temp; the demo data is seeded on its first run, which takes minutes) and drives headless Chromium
 * (CHROMIUM_PATH, default /usr/bin/chromium). LIGHTHOUSE_RUNS (default 3) runs of each; the median is printed.
 * LIGHTHOUSE_BASE_URL audits a server already running there instead (demo data needed for the sign-in);
 * LIGHTHOUSE_REPORT_DIR keeps each run's full report (JSON) there; LIGHTHOUSE_ONLY (a regular expression) audits only
 * the targets whose label it matches.
 * Not part of npm test: scores depend on how busy the machine is. Run `npm run build` first.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse, { type Config, type Flags, type Result } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer, { type Browser } from 'puppeteer-core';
import { LOGIN_PATHS, SCREENS_BY_KEY } from '../common/routes';
import { type SignInAnswers, signedInStorage } from '../common/storage-keys';
import { DEMO_PASSWORD } from '../server/db/seed/demo.data';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const DATA_DIR = process.env.LIGHTHOUSE_DATA_DIR ?? path.join(tmpdir(), 'lending-backoffice-lighthouse');
const API = '/api/hc/web';
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;
const ONLY = process.env.LIGHTHOUSE_ONLY ? new RegExp(process.env.LIGHTHOUSE_ONLY, 'i') : null;

interface Target {
  label: string;
  path: string;
  preset: 'desktop' | 'mobile';
  signedIn: boolean;
  goal: number;
}

const TARGETS: Target[] = [
  { label: '/Login, desktop', path: LOGIN_PATHS[0], preset: 'desktop', signedIn: false, goal: 95 },
  { label: '/Login, mobile', path: LOGIN_PATHS[0], preset: 'mobile', signedIn: false, goal: 80 },
  { label: 'OrderManagement signed in, desktop', path: SCREENS_BY_KEY.get('AuditSystem/OrderManagement')!.path, preset: 'desktop', signedIn: true, goal: 95 },
];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().once('error', reject).listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function startServer(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { NODE_ENV: 'development', SEED_DEMO: 'true', ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR, LOG_LEVEL: 'warn', JOBS: 'off' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 15 * 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server stopped (exit ${child.exitCode})`);
    const up = await fetch(`http://127.0.0.1:${port}/version.json`).then((r) => r.ok, () => false);
    if (up) return child;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  child.kill('SIGTERM');
  throw new Error('The server did not start within 15 minutes');
}

async function call<T>(base: string, url: string, init: { token?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(`${base}${API}/${url}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const envelope = await response.json() as { code: number; msg: string; data: T };
  if (envelope.code !== 200) throw new Error(`${url}: ${envelope.code} ${envelope.msg}`);
  return envelope.data;
}

/** What the sign-in page keeps after signing in, signed in as admin by the API. */
async function adminStorage(base: string) {
  const { token } = await call<{ token?: string }>(base, 'noAuth/logon/login', { body: { username: 'admin', password: DEMO_PASSWORD } });
  if (!token) throw new Error('admin was asked for a second sign-in step');
  const profile = await call<Record<string, unknown>>(base, 'user/info', { token });
  const menus = await call<SignInAnswers['menus']>(base, 'findMenusTreeByUserNo', { token });
  return signedInStorage({ token, mustChangePassword: false, profile, menus });
}

/**
 * An audit, tried again (twice at most) when Lighthouse could not record the page load's trace (NO_NAVSTART), which
 * it says now and then, on any page: it is about the recording, not the page, and it asks to run again.
 */
async function auditRetried(browser: Browser, base: string, target: Target): Promise<Run> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit(browser, base, target);
    } catch (error) {
      if (attempt >= 3 || !String((error as Error).message).includes('NO_NAVSTART')) throw error;
    }
  }
}

interface Run {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  scriptKiB: number;
  totalKiB: number;
}

/**
 * One cold-cache run in a fresh tab. Signed in, the tab first gets the session's storage and Lighthouse is told not
 * to clear storage; the HTTP cache is cleared here instead, so the run is still cold.
 */
async function audit(browser: Browser, base: string, target: Target): Promise<Run> {
  const page = await browser.newPage();
  try {
    const flags: Flags = { logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: target.signedIn };
    if (target.signedIn) {
      const storage = await adminStorage(base);
      await page.goto(`${base}/version.json`);
      await page.evaluate((values) => {
        for (const [key, value] of Object.entries(values.session)) sessionStorage.setItem(key, value);
        for (const [key, value] of Object.entries(values.local)) localStorage.setItem(key, value);
      }, storage);
      const cdp = await page.createCDPSession();
      await cdp.send('Network.clearBrowserCache');
      await cdp.detach();
    }
    const config = target.preset === 'desktop' ? desktopConfig as Config : undefined;
    const result = await lighthouse(`${base}${target.path}`, flags, config, page);
    if (!result) throw new Error(`Lighthouse returned nothing for ${target.label}`);
    const lhr: Result = result.lhr;
    if (lhr.runtimeError) throw new Error(`${target.label}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    if (new URL(lhr.finalDisplayedUrl).pathname !== target.path) throw new Error(`${target.label}: landed on ${lhr.finalDisplayedUrl}`);
    if (REPORT_DIR) {
      mkdirSync(REPORT_DIR, { recursive: true });
      writeFileSync(path.join(REPORT_DIR, `${target.label.replace(/\W+/g, '-')}-${Date.now()}.json`), JSON.stringify(lhr));
    }
    const summary = (lhr.audits['resource-summary'].details as unknown as { items: { resourceType: string; transferSize: number }[] }).items;
    const kib = (type: string) => (summary.find((item) => item.resourceType === type)?.transferSize ?? 0) / 1024;
    const ms = (id: string) => lhr.audits[id].numericValue ?? Number.NaN;
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      fcp: ms('first-contentful-paint'), lcp: ms('largest-contentful-paint'), tbt: ms('total-blocking-time'),
      scriptKiB: kib('script'), totalKiB: kib('total'),
    };
  } finally {
    await page.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

async function main() {
  if (!existsSync(path.resolve('dist/index.html'))) throw new Error('No built UI: run `npm run build` first');
  let server: ChildProcess | null = null;
  let base = process.env.LIGHTHOUSE_BASE_URL;
  if (!base) {
    const port = await freePort();
    console.log(`Starting the server on port ${port} (data in ${DATA_DIR})…`);
    server = await startServer(port);
    base = `http://127.0.0.1:${port}`;
  }
  const browser = await puppeteer.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  let failed = false;
  try {
    console.log(`Lighthouse performance, cold cache, median of ${RUNS} run(s):`);
    for (const target of TARGETS.filter((t) => !ONLY || ONLY.test(t.label))) {
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await auditRetried(browser, base, target));
      const score = median(runs.map((r) => r.score));
      failed ||= score < target.goal;
      const at = (pick: (r: Run) => number) => median(runs.map(pick)).toFixed(0);
      console.log(`  ${target.label.padEnd(36)} ${String(score).padStart(3)} (goal ≥ ${target.goal}; runs ${runs.map((r) => r.score).join(', ')})`
        + `  FCP ${at((r) => r.fcp)} ms, LCP ${at((r) => r.lcp)} ms, TBT ${at((r) => r.tbt)} ms; transferred: scripts ${at((r) => r.scriptKiB)} KiB, all ${at((r) => r.totalKiB)} KiB`);
    }
  } finally {
    await browser.close();
    server?.kill('SIGTERM');
  }
  if (failed) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

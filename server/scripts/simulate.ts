/**
 * `npm run simulate -- [--url http://127.0.0.1:8080] [--count 200] [--rate 5] [--merchant 1501]`
 * Without --url it posts to the server running over DATA_DIR (whatever PORT it was started with), else to PORT or 8080.
 * A traffic generator: posts realistic applications to a running back office's intake, as the merchants'
 * customer apps do, and prints what the machine review made of them. Demo service keys by default
 * (`--key` for another); some customers come back, some repeat a request (the intake answers duplicate).
 */
import { fakeApplication, rng } from '../db/seed/applications';
import { DEMO_SERVICE_KEY } from '../db/seed/origination';
import { PRODUCTS as PRODUCT_ROWS } from '../db/seed/origination.data';
import { runningServerUrl } from '../core/running-server';
import { parseFlags } from './cli';

const PRODUCTS = PRODUCT_ROWS.map(([merchantNo, code, , , , minKes, maxKes, , , , loanTypes]) => ({ merchantNo, code, minKes, maxKes, loanTypes }));
const flags = parseFlags(process.argv.slice(2));
const url = (flags.url ?? runningServerUrl(process.env.DATA_DIR ?? './data') ?? `http://127.0.0.1:${process.env.PORT ?? 8080}`).replace(/\/$/, '');
const count = Number(flags.count ?? 200);
const rate = Number(flags.rate ?? 5);
const merchants = flags.merchant ? [flags.merchant] : [...new Set(PRODUCTS.map((p) => p.merchantNo))];
if (!Number.isInteger(count) || count < 1 || !(rate > 0)) {
  console.error('--count takes a positive whole number and --rate a positive number of applications per second');
  process.exit(1);
}

const r = rng(Date.now() % 2_147_483_647);
const outcomes = new Map<string, number>();
const latencies: number[] = [];
const sent: { body: unknown; merchantNo: string }[] = [];
const tally = (key: string) => outcomes.set(key, (outcomes.get(key) ?? 0) + 1);

async function submit(merchantNo: string, body: unknown): Promise<void> {
  const start = performance.now();
  const response = await fetch(`${url}/api/hc/web/open/intake/application`, {
    method: 'POST', headers: { 'content-type': 'application/json', 'x-service-key': flags.key ?? DEMO_SERVICE_KEY(merchantNo) }, body: JSON.stringify(body),
  });
  latencies.push(performance.now() - start);
  const envelope = await response.json() as { code: number; msg: string; data: { status: number; refuseCode: string | null; duplicate: boolean } | null };
  if (envelope.code !== 200 || !envelope.data) tally(`refused by intake: ${envelope.msg}`);
  else if (envelope.data.duplicate) tally('duplicate request answered with the first order');
  else tally(envelope.data.status === 10 ? 'passed machine review (to be allocated)' : `machine-review refused ${envelope.data.refuseCode}`);
}

console.log(`Posting ${count} applications to ${url} at ${rate}/s for merchants ${merchants.join(', ')}…`);
const started = Date.now();
const pending: Promise<void>[] = [];
for (let i = 0; i < count; i += 1) {
  const merchantNo = r.pick(merchants);
  const products = PRODUCTS.filter((p) => p.merchantNo === merchantNo && p.loanTypes !== 'repeat');
  const product = r.pick(products);
  const retry = sent.length > 0 && r.chance(0.03);
  const item = retry ? r.pick(sent) : {
    merchantNo,
    body: fakeApplication(r, { customer: r.int(2_000_000, 9_000_000), productCode: product.code, minKes: product.minKes, maxKes: product.maxKes, externalRef: `SIM-${started}-${i}` }, new Date()),
  };
  sent.push(item);
  pending.push(submit(item.merchantNo, item.body).catch((error: Error) => { tally(`network error: ${error.message}`); }));
  const due = started + ((i + 1) * 1000) / rate;
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - Date.now())));
}
await Promise.all(pending);
latencies.sort((a, b) => a - b);
const pct = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]?.toFixed(0);
console.log(`\nDone in ${((Date.now() - started) / 1000).toFixed(1)} s; intake latency p50 ${pct(0.5)} ms, p95 ${pct(0.95)} ms`);
for (const [outcome, n] of [...outcomes].sort((a, b) => b[1] - a[1])) console.log(`${String(n).padStart(6)}  ${outcome}`);

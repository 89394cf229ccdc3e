// Runs one HiGHS solve off the API's thread (issue 34). In: { lp, timeLimitSeconds }. Out: { status, primal, gap, seconds }.
import { parentPort, workerData } from 'node:worker_threads';
import loadHighs from 'highs';

const log = [];
const started = Date.now();
const highs = await loadHighs({ print: (line) => log.push(line), printErr: (line) => log.push(line) });
const result = highs.solve(workerData.lp, { time_limit: workerData.timeLimitSeconds, mip_rel_gap: 0, output_flag: true });
const primal = {};
for (const [name, col] of Object.entries(result.Columns ?? {})) if (col.Primal > 0.5) primal[name] = 1;
const gaps = log.join('\n').match(/Gap\s+([0-9.]+)%/g) ?? [];
const last = gaps.length ? Number(/([0-9.]+)%/.exec(gaps[gaps.length - 1])[1]) : null;
parentPort.postMessage({ status: result.Status, primal, gap: result.Status === 'Optimal' ? 0 : last, seconds: (Date.now() - started) / 1000 });

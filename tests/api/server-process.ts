/**
 * A real server process for the multi-server test: `server/main.ts` forked under tsx on a database of the
 * test's, listening on a free port, its background jobs ticked by the test over IPC (JOBS=parent) with the
 * test's clock, so no test waits on timers.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Envelope } from '../../common/envelope';
import { SANDBOX_SENT_FILE, type SandboxSent } from '../../server/integrations/messaging/sandbox-sent';
import { API_PREFIX } from '../../server/core/route';
import type { SlotResult } from '../../server/modules/jobs/job-runner';
import type { TickReply, TickRequest } from '../../server/modules/jobs/jobs-mode';

export interface ServerProcess {
  name: string;
  pid: number;
  /** Calls /api/hc/web/{url} over HTTP; a 5xx throws. */
  call<T = any>(method: 'GET' | 'POST', url: string, options?: { token?: string; body?: unknown; key?: string; serviceKey?: string; query?: Record<string, string | number> }): Promise<Envelope<T>>;
  /** One tick of every job in that process, its clock at `at`. */
  tick(at: Date): Promise<SlotResult[]>;
  stop(): Promise<void>;
  output(): string;
  /** The text this process's sandbox handed over for an outbox message (its DATA_DIR file under NODE_ENV=test); the outbox keeps it redacted. */
  sentText(outboxId: number): string | undefined;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().once('error', reject).listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const READY = 'Back office running at';

export async function startServerProcess(name: string, databaseUrl: string): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), `bo-${name}-`));
  const child: ChildProcess = fork(path.resolve('server/main.ts'), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1', SEED_DEMO: 'false', JOBS: 'parent', LOG_LEVEL: 'warn', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  await new Promise<void>((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(READY)) resolve();
    };
    child.stdout!.on('data', collect);
    child.stderr!.on('data', collect);
    void exited.then((code) => reject(new Error(`Server ${name} exited (${code}) before it was ready:\n${output}`)));
  });

  let sequence = 0;
  const waiting = new Map<number, { resolve: (r: SlotResult[]) => void; reject: (e: Error) => void }>();
  child.on('message', (message: TickReply) => {
    const pending = waiting.get(message.id);
    if (!pending) return;
    waiting.delete(message.id);
    if (message.error) pending.reject(new Error(`Server ${name} could not tick its jobs: ${message.error}`));
    else pending.resolve(message.results);
  });

  const base = `http://127.0.0.1:${port}${API_PREFIX}/`;
  return {
    name,
    pid: child.pid!,
    output: () => output,
    sentText(outboxId) {
      const file = path.join(dataDir, SANDBOX_SENT_FILE);
      if (!existsSync(file)) return undefined;
      const sent = readFileSync(file, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line) as SandboxSent);
      return sent.findLast((m) => m.outboxId === outboxId)?.body;
    },
    async call(method, url, { token, body, key, serviceKey, query } = {}) {
      const search = query ? `?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}` : '';
      const response = await fetch(`${base}${url}${search}`, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(key ? { 'idempotency-key': key } : {}), ...(serviceKey ? { 'x-service-key': serviceKey } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      if (response.status >= 500) throw new Error(`${name}: ${method} ${url} answered ${response.status}: ${text}`);
      return JSON.parse(text);
    },
    tick(at) {
      sequence += 1;
      const id = sequence;
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        child.send({ type: 'tickJobs', id, at: at.getTime() } satisfies TickRequest);
      });
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * Where a running server listens, written beside its data (DATA_DIR/server.json) while it runs, so the command-line
 * tools that talk to it (`npm run simulate`) find it on whatever PORT it was started with.
 */
import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const FILE = 'server.json';

interface RunningServer { pid: number; url: string }

/** Records this process's address until it exits. */
export function recordRunningServer(dataDir: string, url: string): void {
  const file = path.resolve(dataDir, FILE);
  writeFileSync(file, JSON.stringify({ pid: process.pid, url } satisfies RunningServer));
  process.once('exit', () => {
    try { unlinkSync(file); } catch { /* already gone */ }
  });
}

/** The address of the server running over `dataDir`, or null when none is (or its process has gone). */
export function runningServerUrl(dataDir: string): string | null {
  try {
    const { pid, url } = JSON.parse(readFileSync(path.resolve(dataDir, FILE), 'utf8')) as RunningServer;
    process.kill(pid, 0);
    return url;
  } catch {
    return null;
  }
}

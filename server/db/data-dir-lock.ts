/**
 * One process at a time on an embedded database. PGlite has no server to arbitrate: a second process that opens
 * the same data directory (a `npm run ledger:check`, `accrue` or `seed` beside a running server, or a second
 * server) corrupts what the first has in memory, and one died with "Aborted()". So the directory is claimed by a
 * lock file holding the claimant's process id, created exclusively; a claim whose process is gone is stale
 * (the process was killed) and is taken over.
 */
import { closeSync, openSync, readFileSync, statSync, unlinkSync, writeSync } from 'node:fs';

export class DatabaseInUseError extends Error {
  constructor(readonly dataDir: string, readonly pid: number | null) {
    super(`The database in ${dataDir} is in use by ${pid ? `process ${pid}` : 'another process'}. Stop that process first, or give this one another DATA_DIR.`);
  }
}

const lockPathOf = (dataDir: string) => `${dataDir}.lock`;

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function holderOf(lockPath: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** A claimant writes its id within microseconds of creating the file; an empty file this young is being claimed. */
const HALF_WRITTEN_MS = 5_000;

function isFresh(lockPath: string): boolean {
  try {
    return Date.now() - statSync(lockPath).mtimeMs < HALF_WRITTEN_MS;
  } catch {
    return false;
  }
}

function createExclusively(lockPath: string): boolean {
  try {
    const fd = openSync(lockPath, 'wx');
    writeSync(fd, String(process.pid));
    closeSync(fd);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/** Claims `dataDir` for this process, or throws DatabaseInUseError naming the live process that holds it. */
export function lockDataDir(dataDir: string): () => void {
  const lockPath = lockPathOf(dataDir);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    if (createExclusively(lockPath)) {
      const release = () => {
        if (holderOf(lockPath) === process.pid) unlinkSync(lockPath);
        process.off('exit', release);
      };
      process.on('exit', release);
      return release;
    }
    const holder = holderOf(lockPath);
    if (holder === process.pid) throw new DatabaseInUseError(dataDir, holder);
    if (holder !== null && isRunning(holder)) throw new DatabaseInUseError(dataDir, holder);
    // No id yet: a claimant between creating the file and writing its id, unless the file is old (it died there).
    if (holder === null && isFresh(lockPath)) throw new DatabaseInUseError(dataDir, null);
    // Stale: its process is gone (killed before it could remove the file). Take it over.
    try { unlinkSync(lockPath); } catch { /* another process took it over first; try again */ }
  }
  throw new DatabaseInUseError(dataDir, holderOf(lockPath));
}

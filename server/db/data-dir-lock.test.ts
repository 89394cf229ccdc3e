import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DatabaseInUseError, lockDataDir } from './data-dir-lock';

const freshDir = () => path.join(mkdtempSync(path.join(tmpdir(), 'lock-test-')), 'pglite');

/** The id of a process that has exited: nothing runs under it any more (until the system reuses it). */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

describe('lockDataDir', () => {
  it('refuses a second claim while the first holds the directory, naming the holder', () => {
    const dir = freshDir();
    const release = lockDataDir(dir);
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
    let refusal: unknown;
    try { lockDataDir(dir); } catch (error) { refusal = error; }
    expect(refusal).toBeInstanceOf(DatabaseInUseError);
    expect((refusal as Error).message).toContain(`in use by process ${process.pid}`);
    release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
    lockDataDir(dir)();
  });

  it('refuses a directory another live process holds', () => {
    const dir = freshDir();
    // This test runner's parent is alive for as long as the test runs.
    writeFileSync(`${dir}.lock`, String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(`in use by process ${process.ppid}`);
  });

  it('takes over a claim whose process is gone', () => {
    const dir = freshDir();
    writeFileSync(`${dir}.lock`, String(deadPid()));
    const release = lockDataDir(dir);
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
    release();
  });

  it('treats a young empty lock file as a claim being made', () => {
    const dir = freshDir();
    writeFileSync(`${dir}.lock`, '');
    expect(() => lockDataDir(dir)).toThrow('in use by another process');
  });
});

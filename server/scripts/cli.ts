/** Small helpers shared by the command-line scripts. */
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { DatabaseInUseError } from '../db/data-dir-lock';

export function parseFlags(argv: string[]): Record<string, string> {
  const flags: Record<string, string> = {};
  for (let i = 0; i < argv.length; i += 1) {
    const match = /^--([\w-]+)(?:=(.*))?$/.exec(argv[i]);
    if (!match) continue;
    flags[match[1]] = match[2] ?? (argv[i + 1] && !argv[i + 1].startsWith('--') ? argv[++i] : 'true');
  }
  return flags;
}

/** Ends a script that failed: a database in use by another process is said in one line, anything else in full. */
export function failScript(error: unknown): never {
  console.error(error instanceof DatabaseInUseError ? error.message : error);
  process.exit(1);
}

export async function openConfiguredDatabase() {
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: path.resolve(config.DATA_DIR, 'pglite') }).catch(failScript);
  await database.migrate();
  return database;
}

export async function ask(question: string): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return (await rl.question(question)).trim();
  } finally {
    rl.close();
  }
}

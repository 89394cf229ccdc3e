/** The migrated and seeded database built once per API test run (global-setup.ts), and how a test copies it. */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import pg from 'pg';
import { openDatabase, type Database } from '../../server/db/client';

export type TestTemplate =
  | { kind: 'postgres'; name: string }
  | { kind: 'pglite'; file: string };

/** Runs one statement on the PostgreSQL server (as the TEST_DATABASE_URL user, in its database). */
export async function adminQuery<T = unknown>(serverUrl: string, statement: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return (await client.query(statement)).rows as T[];
  } finally {
    await client.end();
  }
}

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** `bo_test_<unix seconds>_<random>`: the time lets a later run drop what a killed run left (global-setup.ts). */
export const testDatabaseName = () => `bo_test_${Math.floor(Date.now() / 1000)}_${randomBytes(5).toString('hex')}`;

/**
 * PGlite's tarball, read and unpacked once per worker process. PGlite reads a `loadDataDir` blob with
 * `arrayBuffer()`, which Node's Blob assembles chunk by chunk, and then gunzips it: with the 72 MB data directory
 * that was about 40 % of a test database's start (850 → 510 ms quiet). This blob hands PGlite the unpacked bytes
 * as they are; PGlite only reads them, and its file system copies what it keeps.
 */
class UnpackedDump extends Blob {
  constructor(private readonly unpacked: ArrayBuffer) {
    super([], { type: 'application/x-tar' });
  }

  override get size() { return this.unpacked.byteLength; }

  override arrayBuffer() { return Promise.resolve(this.unpacked); }
}
let pgliteDump: { file: string; blob: Blob } | undefined;

function unpackedDump(file: string): Blob {
  const tar = gunzipSync(readFileSync(file));
  return new UnpackedDump(tar.buffer.slice(tar.byteOffset, tar.byteOffset + tar.byteLength) as ArrayBuffer);
}

/** A database of the test's own, a copy of the template; `drop` removes it (PostgreSQL) after it is closed. */
export async function cloneTemplate(template: TestTemplate): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (template.kind === 'pglite') {
    if (pgliteDump?.file !== template.file) pgliteDump = { file: template.file, blob: unpackedDump(template.file) };
    return { database: await openDatabase({ loadDataDir: pgliteDump.blob }), drop: async () => {} };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('A PostgreSQL test template needs TEST_DATABASE_URL');
  const name = testDatabaseName();
  // Copying needs the template without sessions; another copy being made at the same moment is fine, but
  // retry briefly in case something (a monitoring tool, a slow close) is still attached to it.
  for (let attempt = 1; ; attempt += 1) {
    try {
      await adminQuery(serverUrl, `create database ${name} template ${template.name}`);
      break;
    } catch (error) {
      const busy = /being accessed by other users/.test((error as Error).message);
      if (!busy || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
    }
  }
  return {
    database: await openDatabase({ url: databaseUrl(serverUrl, name) }),
    drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`).then(() => {}),
  };
}

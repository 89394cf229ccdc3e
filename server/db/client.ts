/** The database: embedded PGlite by default, a PostgreSQL server when DATABASE_URL is set. */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import { listenOnConnect, pgliteHub, postgresHub, registerHub } from './notifications';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either the database or an open transaction: repositories accept both. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the data directory as a tarball, to start other instances from (`loadDataDir`). */
  dumpDataDir?(): Promise<Blob>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface DatabaseOptions {
  url?: string;
  /** Folder for PGlite's files; omitted means in memory. */
  dataDir?: string;
  /** PGlite: start from this dumped data directory (a `dumpDataDir()` tarball) instead of an empty cluster. */
  loadDataDir?: Blob;
}

export async function openDatabase({ url, dataDir, loadDataDir }: DatabaseOptions): Promise<Database> {
  if (url) {
    // Idle connections are kept five minutes (pg's default is 10 s): a new server process reads the catalog of a big
    // table afresh, 77–103 ms on its first list-library query at ten million entries, so a back office used every
    // half minute would otherwise pay that on most screens. Idle connections do not keep a script's process alive.
    const pool = new pg.Pool({ connectionString: url, max: 10, idleTimeoutMillis: 300_000, allowExitOnIdle: true, onConnect: listenOnConnect });
    // An idle connection dropped by the server is replaced by the pool; it must not crash the process.
    pool.on('error', (error) => console.warn('PostgreSQL connection lost:', error.message));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const hub = registerHub(db, postgresHub(pool, url));
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db as never, { migrationsFolder }),
      close: async () => {
        await hub.close();
        await pool.end();
      },
    };
  }
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const unlock = dataDir ? lockDataDir(dataDir) : () => {};
  // pg_trgm: the lists' name search (orders_name_trgm_idx); the migration creates the extension.
  const client = new PGlite({ dataDir, loadDataDir, extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  const hub = registerHub(db, await pgliteHub(client).catch((error) => { unlock(); throw error; }));
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    close: async () => {
      await hub.close();
      await client.close();
      unlock();
    },
    dumpDataDir: () => client.dumpDataDir('gzip'),
  };
}

/** Rows of a raw `db.execute(sql)`; PGlite and node-postgres both answer with `{ rows }`. */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

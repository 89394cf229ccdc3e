/**
 * Runs once per `vitest --project api` run, before any test file: migrates and seeds (prepareData with the demo
 * data) one template database, which every test app then clones (tests/api/harness.ts) instead of migrating and
 * seeding its own. PostgreSQL (TEST_DATABASE_URL): a database `bo_tpl_<time>_<random>` that each test copies with
 * `CREATE DATABASE … TEMPLATE`; it is dropped at teardown. PGlite: the data directory dumped to a tarball that each
 * test's in-memory PGlite starts from (`loadDataDir`); the file is removed at teardown.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/client';
import { prepareData } from '../../server/db/seed';
import { adminQuery, databaseUrl, type TestTemplate } from './template';

declare module 'vitest' {
  interface ProvidedContext {
    apiTestTemplate: TestTemplate;
  }
}

/** Templates and test databases of runs that were killed before their teardown: dropped once they are this old. */
const STALE_MS = 6 * 60 * 60 * 1000;

async function dropStaleDatabases(serverUrl: string): Promise<void> {
  const rows = await adminQuery<{ datname: string }>(serverUrl, `select datname from pg_database where datname like 'bo\\_tpl\\_%' or datname like 'bo\\_test\\_%'`);
  for (const { datname } of rows) {
    const born = Number(/^bo_(?:tpl|test)_(\d{10})_/.exec(datname)?.[1]);
    if (born && Date.now() - born * 1000 > STALE_MS) {
      await adminQuery(serverUrl, `drop database if exists ${datname} with (force)`).catch(() => {});
    }
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const started = performance.now();
  const serverUrl = process.env.TEST_DATABASE_URL;
  let template: TestTemplate;
  let teardown: () => Promise<void>;

  if (serverUrl) {
    await dropStaleDatabases(serverUrl);
    const name = `bo_tpl_${Math.floor(Date.now() / 1000)}_${randomBytes(4).toString('hex')}`;
    await adminQuery(serverUrl, `create database ${name}`);
    const drop = () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`).then(() => {});
    try {
      const database = await openDatabase({ url: databaseUrl(serverUrl, name) });
      try {
        await database.migrate();
        await prepareData(database.db, { demo: true });
      } finally {
        await database.close();
      }
      // Nobody may connect to it any more: CREATE DATABASE … TEMPLATE needs it without sessions.
      await adminQuery(serverUrl, `alter database ${name} with allow_connections false`);
    } catch (error) {
      await drop();
      throw error;
    }
    template = { kind: 'postgres', name };
    teardown = drop;
  } else {
    const database = await openDatabase({});
    let dump: Blob;
    try {
      await database.migrate();
      await prepareData(database.db, { demo: true });
      dump = await database.dumpDataDir!();
    } finally {
      await database.close();
    }
    const folder = mkdtempSync(path.join(tmpdir(), 'bo-api-template-'));
    const file = path.join(folder, 'pgdata.tgz');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    template = { kind: 'pglite', file };
    teardown = async () => rmSync(folder, { recursive: true, force: true });
  }

  project.provide('apiTestTemplate', template);
  console.log(`API test template (${template.kind}) migrated and seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return teardown;
}

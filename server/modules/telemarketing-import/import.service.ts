/**
 * ImportRecord: validate a whole file row by row first (nothing enters the library), then commit the valid
 * rows in one transaction. The file is the request body, read as it arrives and written in chunks of CHUNK
 * rows; memory stays bounded by the chunk (the request waits, by TCP back-pressure, while a chunk is written).
 */
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { z } from 'zod';
import { eatToday } from '../../../common/eat-day';
import {
  TM_IMPORT_FILE_MAX_BYTES, TM_IMPORT_MAX_ROWS, type ImportBatchRow, type importBatchQuerySchema, type ImportValidateInput,
} from '../../../common/telemarketing/import-inputs';
import type { Actor, SessionUser } from '../../core/access';
import { recordAudit } from '../../core/audit';
import type { Deps } from '../../core/deps';
import { AppError, conflict, notFound, validationError } from '../../core/errors';
import { merchantScopeOf } from '../order/order-scope';
import { optionExists, productOptions } from '../telemarketing-list/telemarketing-list.repository';
import { fileKind, sheetRows } from './import.parse';
import * as repo from './import.repository';
import { checkRow, type CheckedRow } from './import.rules';

const CHUNK = 2_000;
/** Rows per INSERT … SELECT of the commit (all in its one transaction): bounds the server's per-statement work (sort, trigger queue). */
const COMMIT_SLICE = 100_000;
const ENTITY = 'telemarketingImportBatch';
const inScope = (scope: readonly number[] | null, merchantId: number) => scope === null || scope.includes(merchantId);

const pendingBatchNo = (ref: string) => `pending-${ref}`;

/** How far the caller's validation under `ref` has read; nothing once it has ended (its answer says the rest). */
export async function importProgress(deps: Deps, session: SessionUser, ref: string) {
  const batch = await repo.findByBatchNo(deps.db, pendingBatchNo(ref));
  if (!batch || batch.importerId !== session.userId) return { status: 'unknown', totalRows: 0 };
  return { status: batch.status, totalRows: batch.totalRows };
}

/** Spec 5 and 8: a user-group number is not empty and must be verified (an enabled userGroup option). */
export async function checkUserGroup(deps: Deps, userGroupNo: string) {
  if (!(await optionExists(deps.db, 'userGroup', userGroupNo))) throw validationError('telemarketingImport:errors.userGroupInvalid');
  return { userGroupNo, verified: true };
}

/** The upload's bytes as they arrive, refused with the translated message once they pass the limit. */
async function* bounded(body: Readable, state: { bytes: number; tooLarge: boolean }): AsyncGenerator<Buffer> {
  // A reader that stops early (a refused header, too many rows) leaves the request open for drain().
  for await (const chunk of body.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>) {
    state.bytes += chunk.length;
    if (state.bytes > TM_IMPORT_FILE_MAX_BYTES) {
      state.tooLarge = true;
      body.destroy();
      throw tooLarge();
    }
    yield chunk;
  }
}

const tooLarge = () => validationError('telemarketingImport:errors.fileTooLarge', { max: TM_IMPORT_FILE_MAX_BYTES / 1024 / 1024 });

/** Reads what is left of a refused upload (within the limit), so the browser gets the answer rather than a reset. */
async function drain(body: Readable) {
  try { for await (const _ of body) { /* discarded */ } } catch { /* the client went away */ }
}

/**
 * Reads the rows as the body arrives and writes them CHUNK at a time. While one chunk is written the next one is
 * read and checked (at most two chunks in memory); the reader then waits for the write before handing over
 * another, so a slow database still holds the sender back (TCP back-pressure).
 */
async function readRows(deps: Deps, batchId: number, fileName: string, body: Readable): Promise<number> {
  const state = { bytes: 0, tooLarge: false };
  let chunk: CheckedRow[] = [];
  let total = 0;
  let writing: Promise<void> = Promise.resolve();
  const write = async (rows: CheckedRow[], upTo: number) => {
    await writing;
    const next = repo.insertRows(deps.db, batchId, rows, upTo);
    writing = next;
    next.catch(() => undefined); // awaited by the next write or at the end; never left unhandled meanwhile
  };
  try {
    for await (const row of sheetRows(fileName, Readable.from(bounded(body, state), { objectMode: false }))) {
      total += 1;
      if (total > TM_IMPORT_MAX_ROWS) throw validationError('telemarketingImport:errors.tooManyRows', { max: TM_IMPORT_MAX_ROWS });
      chunk.push(checkRow(row));
      if (chunk.length >= CHUNK) {
        await write(chunk, total);
        chunk = [];
      }
    }
    await write(chunk, total);
    await writing;
  } catch (error) {
    await writing.catch(() => undefined);
    if (state.tooLarge) throw tooLarge();
    await drain(body);
    throw error instanceof AppError ? error : validationError('telemarketingImport:errors.unreadable');
  }
  if (total === 0) throw validationError('telemarketingImport:errors.emptyFile');
  return total;
}

/** The upload as the route hands it over: the request body stream (application/octet-stream) and its declared length. */
export interface ImportUpload { body: unknown; declaredBytes: number | null }

function uploadStream(upload: ImportUpload): Readable {
  if (!(upload.body instanceof Readable)) throw validationError('telemarketingImport:errors.noFile');
  if (upload.declaredBytes !== null && upload.declaredBytes > TM_IMPORT_FILE_MAX_BYTES) throw tooLarge();
  return upload.body;
}

export async function validateImport(deps: Deps, session: SessionUser, actor: Actor, input: ImportValidateInput, upload: ImportUpload) {
  const body = uploadStream(upload);
  fileKind(input.fileName);
  const scope = await merchantScopeOf(deps.db, session.userId);
  if (!inScope(scope, input.merchantId)) throw validationError('telemarketingImport:errors.merchantUnknown');
  if (input.recommendedProductId) {
    const products = await productOptions(deps.db, [input.merchantId]);
    if (!products.some((p) => p.value === input.recommendedProductId)) throw validationError('telemarketingImport:errors.productUnknown');
  }
  await checkUserGroup(deps, input.userGroupNo);
  const now = deps.now();
  const batch = await repo.insertBatch(deps.db, {
    batchNo: pendingBatchNo(input.clientRef ?? randomUUID()), fileName: input.fileName, merchantId: input.merchantId, marketingTarget: input.marketingTarget,
    userGroupNo: input.userGroupNo, recommendedProductId: input.recommendedProductId ?? null, importerId: session.userId, createdAt: now, updatedAt: now,
  });
  const batchNo = `TM${eatToday(now).replace(/-/g, '')}${String(batch.id).padStart(5, '0')}`;
  try {
    const total = await readRows(deps, batch.id, input.fileName, body);
    await repo.checkBatch(deps.db, batch.id, input.merchantId);
    const counts = await repo.rowCounts(deps.db, batch.id);
    const done = { batchNo, status: 'validated' as const, totalRows: total, validRows: counts.valid, errorRows: counts.errors, updatedAt: deps.now() };
    await deps.db.transaction(async (tx) => {
      await repo.updateBatch(tx, batch.id, done);
      await recordAudit(tx, actor, { action: 'telemarketingImport.validate', entity: ENTITY, entityId: batch.id, after: { ...done, fileName: input.fileName } });
    });
    return { id: batch.id, ...done };
  } catch (error) {
    const messageKey = error instanceof AppError ? error.messageKey : 'errors.internal';
    await repo.updateBatch(deps.db, batch.id, { batchNo, status: 'failed', errorMessage: messageKey, updatedAt: deps.now() });
    throw error;
  }
}

async function ownBatch(deps: Deps, session: SessionUser, batchId: number) {
  const batch = await repo.findBatch(deps.db, batchId);
  const scope = await merchantScopeOf(deps.db, session.userId);
  if (!batch || !inScope(scope, batch.merchantId)) throw notFound('telemarketingImport:errors.batchNotFound');
  return batch;
}

/** The one commit: every valid row in one transaction (slice by slice of the file), or none. */
export async function commitImport(deps: Deps, session: SessionUser, actor: Actor, batchId: number) {
  await ownBatch(deps, session, batchId);
  return deps.db.transaction(async (tx) => {
    const batch = await repo.lockBatch(tx, batchId);
    if (batch?.status !== 'validated') throw conflict('telemarketingImport:errors.notValidated');
    if (batch.validRows === 0) throw conflict('telemarketingImport:errors.nothingToCommit');
    const last = await repo.lastRowNo(tx, batch.id);
    let committedRows = 0;
    for (let from = 1; from <= last; from += COMMIT_SLICE) committedRows += await repo.commitRows(tx, batch, session.userId, from, from + COMMIT_SLICE - 1);
    await repo.refreshLibraryStatistics(tx, committedRows);
    const at = deps.now();
    await repo.updateBatch(tx, batch.id, { status: 'committed', committedRows, committedAt: at, updatedAt: at });
    await recordAudit(tx, actor, { action: 'telemarketingImport.commit', entity: ENTITY, entityId: batch.id,
      before: { status: batch.status }, after: { status: 'committed', committedRows } });
    return { id: batch.id, batchNo: batch.batchNo, status: 'committed', committedRows, validRows: batch.validRows };
  });
}

export async function discardImport(deps: Deps, session: SessionUser, actor: Actor, batchId: number) {
  await ownBatch(deps, session, batchId);
  return deps.db.transaction(async (tx) => {
    const batch = await repo.lockBatch(tx, batchId);
    if (batch?.status !== 'validated') throw conflict('telemarketingImport:errors.notValidated');
    await repo.updateBatch(tx, batch.id, { status: 'discarded', updatedAt: deps.now() });
    await recordAudit(tx, actor, { action: 'telemarketingImport.discard', entity: ENTITY, entityId: batch.id, before: { status: batch.status }, after: { status: 'discarded' } });
    return { id: batch.id, status: 'discarded' };
  });
}

export async function listBatches(deps: Deps, session: SessionUser, query: z.infer<typeof importBatchQuerySchema>) {
  const { current, size, ...filter } = query;
  const scope = await merchantScopeOf(deps.db, session.userId);
  const [rows, total] = await Promise.all([repo.batchPage(deps.db, scope, filter, size, (current - 1) * size), repo.batchCount(deps.db, scope, filter)]);
  const records: ImportBatchRow[] = rows.map(({ merchantId: _m, ...r }) => ({
    ...r, createdAt: r.createdAt.toISOString(), committedAt: r.committedAt ? r.committedAt.toISOString() : null,
  }));
  return { records, total: total.total, totalExact: total.exact, current, size };
}

export { ownBatch };

/**
 * CollectionSystem/CancelAfterVerificationManagement: a bank-flow file imported as one batch, crash-safe.
 * The file is read and every row checked before anything is written. The batch is then committed as
 * "processing"; the rows are applied, written and the batch closed in ONE further transaction, so a crash
 * leaves none of its rows applied, and recoverInterruptedImports marks such a batch "error" at start.
 */
import { randomBytes } from 'node:crypto';
import { RESULT_CODES } from '../../../common/envelope';
import { eatDay } from '../../../common/money/bill-math';
import { WRITE_OFF_AMOUNTS, WRITE_OFF_FILE_MAX_BYTES, fileNameProblem, type ExcessRow, type ImportInput } from '../../../common/money/write-off';
import type { ImportResult, WriteOffBatchRow } from '../../../common/money/write-off-lists';
import type { Actor, SessionUser } from '../../core/access';
import { recordAudit } from '../../core/audit';
import type { Deps } from '../../core/deps';
import { AppError, conflict, validationError } from '../../core/errors';
import type { Db, Tx } from '../../db/client';
import { merchantScopeOf } from '../order/order-scope';
import { applyEntry, problemOf } from './write-off.apply';
import { presentBatch, storedReason } from './write-off.present';
import * as repo from './write-off.repository';
import { checkRows, refineSerialProblem, type CheckedRow } from './write-off.rules';
import { readUpload } from './write-off.xlsx';

const SYSTEM: Actor = { userId: null, username: 'system', ip: '127.0.0.1' };
const newBatchNo = (at: Date) => `WO${eatDay(at).replaceAll('-', '')}${randomBytes(4).toString('hex').toUpperCase()}`;

/** Test hook (tests/api/write-off-crash.test.ts): a pause before each row's application, to kill the server mid-import. */
const rowDelayMs = () => Number(process.env.WRITE_OFF_ROW_DELAY_MS ?? 0) || 0;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function decode(content: string): Buffer {
  const bytes = Buffer.from(content, 'base64');
  if (bytes.length === 0) throw validationError('writeOff:errors.noFile');
  if (bytes.length > WRITE_OFF_FILE_MAX_BYTES) throw validationError('writeOff:errors.fileTooLarge', { max: WRITE_OFF_FILE_MAX_BYTES / 1024 / 1024 });
  return bytes;
}

/** A file that could not be read is still recorded, as a batch in error with the reason. */
async function recordUnreadable(deps: Deps, actor: Actor, fileName: string, error: AppError) {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const batch = await repo.insertBatch(tx, {
      batchNo: newBatchNo(now), fileName, importerId: actor.userId, status: 'error', result: 'fail', errorMessage: storedReason(error.messageKey, error.params),
      finishedAt: now, createdAt: now, updatedAt: now,
    });
    await recordAudit(tx, actor, { action: 'writeOff.import', entity: 'writeOffBatch', entityId: batch.id, after: { batchNo: batch.batchNo, fileName, status: 'error', error: error.messageKey } });
  });
}

const excessRowsOf = (rows: readonly CheckedRow[]): ExcessRow[] => rows.filter((r) => r.excess && r.entry && r.order)
  .map((r) => ({ rowNo: r.rowNo, orderNo: r.entry!.orderNo, amountCents: r.entry!.amountCents, loanAmountCents: r.order!.practicalAmountCents }));

function resultOf(ok: number, failed: number): ImportResult {
  if (failed === 0) return 'success';
  return ok === 0 ? 'fail' : 'partialSuccess';
}

const textOf = (v: unknown) => (typeof v === 'string' ? v : null);
const centsOf = (v: unknown) => (typeof v === 'number' ? v : null);

/** A row as it was read, whatever its problem: what the rows list and the errors file show. */
function rowColumns({ rowNo, fields: f }: CheckedRow) {
  return {
    rowNo, orderNo: textOf(f.orderNo), serialNo: textOf(f.serialNo), channel: textOf(f.channel), amountCents: centsOf(f.amountCents),
    breakdown: Object.fromEntries(WRITE_OFF_AMOUNTS.filter((a) => a !== 'amountCents').map((a) => [a, centsOf(f[a])])),
    repaidAt: typeof f.repaidAt === 'string' ? new Date(f.repaidAt) : null, isRecord: f.isRecord === true, accountId: textOf(f.accountId),
  };
}

/** The second transaction: apply every valid row (each in a savepoint), write every row, close the batch. */
async function applyBatch(tx: Tx, batchId: number, rows: readonly CheckedRow[], actor: Actor, now: Date) {
  await repo.lockImports(tx);
  const batch = await repo.lockBatch(tx, batchId);
  if (batch?.status !== 'processing') throw conflict('writeOff:errors.interrupted');
  const caps = await repo.writeOffCaps(tx, [...new Set(rows.flatMap((r) => (r.order ? [r.order.merchantId] : [])))]);
  const written: repo.RowInsert[] = [];
  const totals = { ok: 0, failed: 0, amount: 0, applied: 0, auto: 0 };
  for (const row of rows) {
    const columns = { batchId, ...rowColumns(row) };
    totals.amount += columns.amountCents ?? 0;
    let problem = row.problem;
    if (!problem && row.entry && row.order) {
      if (rowDelayMs()) await pause(rowDelayMs());
      const { entry, order } = row;
      try {
        const applied = await tx.transaction((sp) => applyEntry(sp, entry, order, { source: 'import', batchId, cap: caps.get(order.merchantId), actorUserId: actor.userId!, now }));
        written.push({ ...columns, ok: true, flowId: applied.flowId, autoWrittenOff: applied.autoWrittenOff });
        totals.ok += 1;
        totals.applied += applied.appliedCents;
        totals.auto += applied.autoWrittenOff ? 1 : 0;
        continue;
      } catch (error) {
        const refused = problemOf(error, entry);
        if (!refused) throw error;
        problem = await refineSerialProblem(tx, refused, entry.serialNo);
      }
    }
    written.push({ ...columns, ok: false, errorKey: problem?.key ?? 'writeOff:errors.incomplete', errorParams: problem?.params ?? null });
    totals.failed += 1;
  }
  await repo.insertRows(tx, written);
  await repo.refreshFlowStatistics(tx, totals.ok);
  const result = resultOf(totals.ok, totals.failed);
  const closed = await repo.updateBatch(tx, batchId, {
    status: 'done', result, totalRows: rows.length, successRows: totals.ok, failedRows: totals.failed, totalAmountCents: totals.amount,
    appliedAmountCents: totals.applied, autoWriteOffCount: totals.auto, finishedAt: now, updatedAt: now,
  });
  await recordAudit(tx, actor, {
    action: 'writeOff.import', entity: 'writeOffBatch', entityId: batchId,
    after: { batchNo: closed.batchNo, fileName: closed.fileName, result, totalRows: rows.length, successRows: totals.ok, failedRows: totals.failed, appliedAmountCents: totals.applied, autoWriteOffCount: totals.auto },
  });
}

export async function importWriteOffs(deps: Deps, session: SessionUser, actor: Actor, input: ImportInput, language: string): Promise<WriteOffBatchRow> {
  const nameProblem = fileNameProblem(input.fileName);
  if (nameProblem) throw validationError(nameProblem.key, nameProblem.params);
  const content = decode(input.content);
  let parsed: Awaited<ReturnType<typeof readUpload>>;
  try {
    parsed = await readUpload(content, language);
  } catch (error) {
    if (error instanceof AppError) await recordUnreadable(deps, actor, input.fileName, error);
    throw error;
  }
  const rows = await checkRows(deps.db, parsed, await merchantScopeOf(deps.db, session.userId), deps.now());
  const excess = excessRowsOf(rows);
  if (excess.length && !input.confirmExcess) {
    throw new AppError(RESULT_CODES.conflict, 'writeOff:errors.confirmExcessRows', { count: excess.length }, { excessRows: excess });
  }

  const startedAt = deps.now();
  const batch = await deps.db.transaction((tx) => repo.insertBatch(tx, {
    batchNo: newBatchNo(startedAt), fileName: input.fileName, importerId: actor.userId, status: 'processing', totalRows: rows.length,
    createdAt: startedAt, updatedAt: startedAt,
  }));
  try {
    await deps.db.transaction((tx) => applyBatch(tx, batch.id, rows, actor, deps.now()));
  } catch (error) {
    await repo.failBatch(deps.db, batch.id, 'writeOff:errors.importFailed', deps.now());
    throw error;
  }
  return presentBatch((await repo.batchWithImporter(deps.db, batch.id))!, language);
}

/**
 * At server start (wired by server/main.ts): batches left "unfinished" or "processing" by a process that
 * died are marked "error". Their rows were never applied: the transaction that applies them also closes
 * the batch. A batch still being applied by another process holds its row lock, so it is not touched.
 */
export async function recoverInterruptedImports(db: Db, now: Date): Promise<number> {
  const stuck = await repo.batchesIn(db, ['unfinished', 'processing']);
  let recovered = 0;
  for (const batch of stuck) {
    await db.transaction(async (tx) => {
      if (!(await repo.failBatch(tx, batch.id, 'writeOff:errors.interrupted', now))) return;
      recovered += 1;
      await recordAudit(tx, SYSTEM, { action: 'writeOff.recover', entity: 'writeOffBatch', entityId: batch.id, before: { status: batch.status }, after: { status: 'error' } });
    });
  }
  return recovered;
}

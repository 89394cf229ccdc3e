/**
 * Honest totals after bulk writes (issue 32.6): a list whose exact count overruns its budget answers the planner's
 * estimate, so a bulk write refreshes the table's statistics with it. Before, the list library answered "About 20
 * records" over 20,251 rows after an import: the planner still counted the table as it was at its last ANALYZE.
 */
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { telemarketingListEntries as entries } from '../../server/db/schema';
import { analyzeAfterBulkWrite, plannedRows } from '../../server/db/statistics';
import { codesOf } from './collection-approvals.helpers';
import { startTestApp, type TestApp } from './harness';
import { firstMerchant, newPhone, staff, uploadList } from './telemarketing-work.helpers';

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(() => t.close());

const rowsOf = async () => Number((await t.db.select({ n: count() }).from(entries))[0].n);

describe('planner statistics after bulk writes', () => {
  it("an import's commit analyses the list library, so the planner counts the entries it added", async () => {
    const marketer = await staff(t, codesOf('TelemarketingSystem:ImportRecord', ['import']), { plain: true });
    const merchantId = await firstMerchant(t);
    await t.db.execute(sql`analyze ${entries}`);
    const before = await rowsOf();
    // Past autovacuum's own threshold (50 rows + 10% of the table), as the 20,251-row import was.
    const added = Math.ceil(60 + before * 0.2);
    const phones = Array.from({ length: added }, newPhone);
    const file = Buffer.from(['Phone', ...phones].join('\r\n'), 'utf8');
    const answer = await uploadList(t, marketer.token, file, { fileName: 'bulk.csv', merchantId });
    expect(answer.data).toMatchObject({ status: 'validated', validRows: added });
    expect(await plannedRows(t.db, entries)).toBeLessThanOrEqual(before);

    const committed = await t.call('POST', 'telemarketingImport/commit', { token: marketer.token, body: { batchId: answer.data.id } });
    expect(committed.data).toMatchObject({ status: 'committed', committedRows: added });
    const after = await rowsOf();
    expect(after).toBe(before + added);
    // ANALYZE samples at most 30,000 rows and scales; the test library is smaller, so it is counted whole.
    expect(await plannedRows(t.db, entries)).toBeGreaterThanOrEqual(after * 0.95);
    expect((await t.db.select({ n: count() }).from(entries).where(eq(entries.batchId, answer.data.id)))[0].n).toBe(added);
  });

  it('leaves a table alone after a write too small to mislead the planner', async () => {
    await t.db.execute(sql`analyze ${entries}`);
    const known = (await plannedRows(t.db, entries)) ?? 0;
    expect(await analyzeAfterBulkWrite(t.db, entries, 0)).toBe(false);
    expect(await analyzeAfterBulkWrite(t.db, entries, Math.floor(known * 0.05))).toBe(false);
    expect(await analyzeAfterBulkWrite(t.db, entries, Math.ceil(50 + known * 0.1))).toBe(true);
  });
});

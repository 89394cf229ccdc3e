/** List libraries (issue 15): import validation, commit, target-change rules, customer status, abandon/recycle, permissions, masking. */
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TM_IMPORT_FILE_MAX_BYTES } from '../../common/telemarketing/import-inputs';
import type { ListLibraryFilter } from '../../common/telemarketing/list-inputs';
import en from '../../public/locales/en/telemarketingImport.json' with { type: 'json' };
import { customerCredits, orders, telemarketingImportBatches as importBatches, telemarketingImportRows as importRows, telemarketingListEntries as entries } from '../../server/db/schema';
import { queryRows } from '../../server/db/client';
import { isTelemarketingBlacklisted } from '../../server/modules/telemarketing-blacklist/telemarketing-blacklist.service';
import { libraryPage } from '../../server/modules/telemarketing-list/telemarketing-list.repository';
import { codesOf } from './collection-approvals.helpers';
import { apply } from './order-fixtures';
import { startTestApp, type TestApp } from './harness';
import { firstMerchant, newCustomer, newEntries, newPhone, staff, uploadList } from './telemarketing-work.helpers';

const LIB = 'TelemarketingSystem:ListLibraryManagement';
const ABANDONED = 'TelemarketingSystem:AbandonedListLibraryManagement';
const IMPORT = 'TelemarketingSystem:ImportRecord';
/** The library's manager: a telemarketing supervisor (DialTask assign), who works every entry of the merchants (issue 37). */
const SUPERVISES = 'TelemarketingSystem:DialTask:assign';
const ALL = [...codesOf(LIB, ['changeTarget', 'abandon']), ...codesOf(ABANDONED, ['recycle']), ...codesOf(IMPORT, ['import']), SUPERVISES];
let t: TestApp;
let marketer: { id: number; token: string };
let merchantId: number;

beforeAll(async () => {
  t = await startTestApp();
  marketer = await staff(t, ALL, { plain: true });
  merchantId = await firstMerchant(t);
});
afterAll(() => t.close());

const csv = (lines: string[]) => Buffer.from(lines.join('\r\n'), 'utf8');
/** The file is the request body (application/octet-stream); the settings are the query string. */
const validate = (content: Buffer, extra: Record<string, unknown> = {}, token = marketer.token) => uploadList(t, token, content, { fileName: 'list.csv', merchantId, ...extra });
const rowsOf = async (batchId: number) => (await t.call('GET', 'telemarketingImport/rows', { token: marketer.token, query: { batchId, size: 100 } })).data.records as { rowNo: number; ok: boolean; errorKey: string | null; message: string | null; phone: string | null }[];

describe('import', () => {
  it('validates every row first: format, duplicates in the file and the library, blacklist; nothing enters the library before the commit', async () => {
    const [inLibrary] = await newEntries(t, merchantId, 1);
    const fresh = newPhone();
    const typed = `+254 ${fresh.slice(3, 6)} ${fresh.slice(6)}`;
    const other = `0${newPhone().slice(3)}`;
    const answer = await validate(csv([
      'Phone,Customer name,Recommended amount (KES),Remark',
      `${typed},Wanjiku Kamau,5000,`, // 2 ok (typed form normalised)
      `${other},Otieno Ochieng,"1,250.50",`, // 3 ok
      '0812345678,Bad Prefix,,', // 4 not a Kenyan mobile
      `${fresh},Repeat,,`, // 5 repeats row 2
      '254722000111,Blacklisted,,', // 6 on the demo blacklist
      `${inLibrary.phone},Known,,`, // 7 already in the library
      ',No phone,,', // 8 empty phone
      `${newPhone()},${'x'.repeat(65)},,`, // 9 name too long
      `${newPhone()},Amount,12.345,`, // 10 amount with three decimals
    ]));
    expect(answer.code).toBe(200);
    expect(answer.data).toMatchObject({ status: 'validated', totalRows: 9, validRows: 2, errorRows: 7 });
    const rows = await rowsOf(answer.data.id);
    expect(rows.map((r) => [r.rowNo, r.errorKey])).toEqual([
      [2, null], [3, null], [4, 'phoneFormat'], [5, 'duplicateInFile'], [6, 'blacklisted'], [7, 'duplicateInLibrary'], [8, 'phoneMissing'], [9, 'nameTooLong'], [10, 'amountInvalid'],
    ]);
    expect(rows[0].phone).toBe(fresh);
    expect(rows[3].message).toBe('The phone repeats row 2 of the file.');
    expect(await t.db.select().from(entries).where(eq(entries.phone, fresh))).toHaveLength(0);

    const committed = await t.call('POST', 'telemarketingImport/commit', { token: marketer.token, body: { batchId: answer.data.id } });
    expect(committed.data).toMatchObject({ status: 'committed', committedRows: 2 });
    const [entry] = await t.db.select().from(entries).where(eq(entries.phone, fresh));
    expect(entry).toMatchObject({ merchantId, marketingTarget: 'register', userGroupNo: 'UG1001', customerStatus: 2, recommendedAmountCents: 500_000, batchId: answer.data.id });
    expect((await t.call('POST', 'telemarketingImport/commit', { token: marketer.token, body: { batchId: answer.data.id } })).code).toBe(409);
    expect((await t.auditRows('telemarketingImport.commit')).some((r) => r.entityId === String(answer.data.id))).toBe(true);
  });

  it('reports a repeat as such even when it is blacklisted or in the library, keeps a repeat\'s own error, and keeps any text as typed', async () => {
    const [inLibrary] = await newEntries(t, merchantId, 1);
    const fresh = newPhone();
    const other = newPhone();
    const answer = await validate(csv([
      'Phone,Customer name,Recommended amount (KES),Remark',
      `${fresh},"Wa""nji\\ku {1,2}",100,NULL`, // 2 ok: quotes, a backslash, braces and a comma in the name; the word NULL as a remark
      '254722000111,,,', // 3 blacklisted
      '0722000111,,,', // 4 repeats row 3
      `${inLibrary.phone},,,`, // 5 already in the library
      `${inLibrary.phone},,,`, // 6 repeats row 5
      `${fresh},${'x'.repeat(65)},,`, // 7 repeats row 2 but its own error stands
      `${fresh},,,`, // 8 repeats row 2
      `${other},王芳,,"a ""remark"", with {braces}"`, // 9 ok
    ]));
    expect(answer.data).toMatchObject({ status: 'validated', totalRows: 8, validRows: 2, errorRows: 6 });
    const rows = await t.db.select().from(importRows).where(eq(importRows.batchId, answer.data.id)).orderBy(importRows.rowNo);
    expect(rows.map((r) => [r.rowNo, r.errorKey, r.errorParams])).toEqual([
      [2, null, null], [3, 'blacklisted', null], [4, 'duplicateInFile', { firstRow: 3 }], [5, 'duplicateInLibrary', null],
      [6, 'duplicateInFile', { firstRow: 5 }], [7, 'nameTooLong', null], [8, 'duplicateInFile', { firstRow: 2 }], [9, null, null],
    ]);
    expect(rows[0]).toMatchObject({ customerName: 'Wa"nji\\ku {1,2}', remark: 'NULL', recommendedAmountCents: 10_000 });
    expect(rows[1]).toMatchObject({ customerName: null, remark: null, recommendedAmountCents: null });
    expect(rows[7]).toMatchObject({ customerName: '王芳', remark: 'a "remark", with {braces}' });
    const committed = await t.call('POST', 'telemarketingImport/commit', { token: marketer.token, body: { batchId: answer.data.id } });
    expect(committed.data.committedRows).toBe(2);
    const added = await t.db.select().from(entries).where(eq(entries.batchId, answer.data.id)).orderBy(entries.id);
    expect(added.map((x) => [x.phone, x.customerName, x.remark])).toEqual([[fresh, 'Wa"nji\\ku {1,2}', 'NULL'], [other, '王芳', 'a "remark", with {braces}']]);
  });

  it('serves the row results as xlsx and the template', async () => {
    const answer = await validate(csv(['Phone', '07123']));
    const file = await t.app.inject({ method: 'GET', url: `/api/hc/web/telemarketingImport/results?batchId=${answer.data.id}&onlyErrors=true`, headers: { authorization: `Bearer ${marketer.token}` } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const template = await t.app.inject({ method: 'GET', url: '/api/hc/web/telemarketingImport/template', headers: { authorization: `Bearer ${marketer.token}` } });
    expect(template.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('refuses a file without a phone column, an unknown user group and an empty one (spec 8)', async () => {
    expect((await validate(csv(['Name', 'Wanjiku']))).msg).toBe('The first row must name the columns, including Phone.');
    expect((await validate(csv(['Phone', newPhone()]), { userGroupNo: 'UG9999' })).msg).toBe('User-group number verification failed.');
    expect((await validate(csv(['Phone', newPhone()]), { userGroupNo: ' ' })).msg).toBe('User-group number cannot be empty.');
    expect((await t.call('POST', 'telemarketingImport/checkUserGroup', { token: marketer.token, body: { userGroupNo: 'UG1002' } })).code).toBe(200);
  });

  it('commits nothing that was blacklisted after validation', async () => {
    const phone = newPhone();
    const answer = await validate(csv(['Phone', phone]));
    expect(answer.data.validRows).toBe(1);
    expect((await t.call('POST', 'tmBlacklist/save', { token: (await t.login('admin')), body: { phone: `0${phone.slice(3)}`, reason: 'Asked not to be called' } })).code).toBe(200);
    expect(await isTelemarketingBlacklisted(t.db, phone)).toBe(true);
    const committed = await t.call('POST', 'telemarketingImport/commit', { token: marketer.token, body: { batchId: answer.data.id } });
    expect(committed.data.committedRows).toBe(0);
  });
});

describe('streamed upload', () => {
  it('validates rows while the body is still arriving (progress before the end), and keeps every row result', async () => {
    const rows = 5_000;
    const first = Number(newPhone().slice(4)) % 10_000_000;
    const lines = ['Phone,Customer name', ...Array.from({ length: rows }, (_, i) => `07${String((first + i) % 100_000_000).padStart(8, '0')},Row ${i + 2}`)];
    lines[rows] = 'not-a-phone,Bad'; // the last row
    const bytes = Buffer.from(lines.join('\n'), 'utf8');
    const ref = randomUUID();
    const progress = async () => (await t.call('GET', 'telemarketingImport/progress', { token: marketer.token, query: { ref } })).data.totalRows as number;
    let readBeforeEnd = 0;
    // The body arrives in 7 KB pieces; after 70% of it, the rest waits until the server reports rows read
    // (a server holding the whole body first would never report, and the upload would fail after 60 s).
    async function* pieces() {
      const half = Math.floor(bytes.length * 0.7);
      for (let at = 0; at < half; at += 7_000) yield bytes.subarray(at, Math.min(at + 7_000, half));
      const deadline = Date.now() + 60_000;
      for (readBeforeEnd = await progress(); readBeforeEnd === 0; readBeforeEnd = await progress()) {
        if (Date.now() > deadline) throw new Error('No rows read before the end of the body');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      yield bytes.subarray(half);
    }
    const done = await uploadList(t, marketer.token, Readable.from(pieces()) as unknown as Buffer, { fileName: 'big.csv', merchantId, clientRef: ref });
    expect(readBeforeEnd).toBeGreaterThanOrEqual(2_000);
    expect(readBeforeEnd).toBeLessThan(rows);
    expect(done.data).toMatchObject({ status: 'validated', totalRows: rows, validRows: rows - 1, errorRows: 1 });
    const [last] = await t.db.select().from(importRows).where(and(eq(importRows.batchId, done.data.id), eq(importRows.rowNo, rows + 1)));
    expect(last).toMatchObject({ ok: false, errorKey: 'phoneFormat', rawPhone: 'not-a-phone' });
  }, 120_000);

  it('refuses the wrong file type, a declared size over the limit, a JSON body and an unreadable xlsx with translated messages', async () => {
    expect((await validate(csv(['Phone', newPhone()]), { fileName: 'list.txt' })).msg).toBe(en.errors.fileType);
    const huge = await uploadList(t, marketer.token, csv(['Phone', newPhone()]), { fileName: 'list.csv', merchantId },
      { 'content-length': String(TM_IMPORT_FILE_MAX_BYTES + 1) }).catch((error: Error) => ({ code: 0, msg: error.message }));
    expect(huge.msg).toBe(en.errors.fileTooLarge.replace('{{max}}', String(TM_IMPORT_FILE_MAX_BYTES / 1024 / 1024)));
    const json = await t.call('POST', 'telemarketingImport/validate', {
      token: marketer.token, query: { fileName: 'list.csv', merchantId, marketingTarget: 'register', userGroupNo: 'UG1001' }, body: { content: csv(['Phone', newPhone()]).toString('base64') },
    });
    expect(json.code).toBe(400);
    expect((await validate(Buffer.from('PK not a workbook'), { fileName: 'list.xlsx' })).msg).toBe(en.errors.unreadable);
  });
});

describe('import progress', () => {
  it('tells the importer how many rows a validation under way has read, and no one else', async () => {
    const ref = randomUUID();
    const progress = (token = marketer.token, r: string = ref) => t.call('GET', 'telemarketingImport/progress', { token, query: { ref: r } });
    expect((await progress()).data).toEqual({ status: 'unknown', totalRows: 0 });
    // A validation under way, as the importer leaves it after its second chunk.
    const [batch] = await t.db.insert(importBatches).values({
      batchNo: `pending-${ref}`, fileName: 'big.csv', merchantId, marketingTarget: 'register', userGroupNo: 'UG1001', importerId: marketer.id,
      status: 'validating', totalRows: 4_000, createdAt: t.clock.now(), updatedAt: t.clock.now(),
    }).returning();
    expect((await progress()).data).toEqual({ status: 'validating', totalRows: 4_000 });
    const other = await staff(t, ALL, { plain: true });
    expect((await progress(other.token)).data).toEqual({ status: 'unknown', totalRows: 0 });
    expect((await progress(marketer.token, 'not-a-uuid')).code).toBe(400);
    await t.db.delete(importBatches).where(eq(importBatches.id, batch.id));

    // A real validation under its reference: once it has ended the answer carries the rest.
    const mine = randomUUID();
    const done = await validate(csv(['phone,name', `0${newPhone().slice(3)},Wanjiru`]), { clientRef: mine });
    expect(done.data).toMatchObject({ status: 'validated', totalRows: 1, validRows: 1 });
    expect((await progress(marketer.token, mine)).data).toEqual({ status: 'unknown', totalRows: 0 });
  });
});

describe('marketing target (spec 5 and 8)', () => {
  it('refuses fixed list types and entries with dial data; a mixed selection continues with the changeable ones only', async () => {
    const [free, assigned, funnel] = await newEntries(t, merchantId, 3);
    await t.db.update(entries).set({ assignedUserId: marketer.id }).where(eq(entries.id, assigned.id));
    await t.db.update(entries).set({ listType: 'rejected', marketingTarget: 'reapply' }).where(eq(entries.id, funnel.id));
    const change = (ids: number[], onlyChangeable = false) => t.call('POST', 'telemarketingList/changeTarget', { token: marketer.token, body: { ids, marketingTarget: 'apply', onlyChangeable } });
    expect((await change([assigned.id])).msg).toBe('Marketing objectives cannot be modified. Target list data already exists.');
    expect((await change([funnel.id])).msg).toBe('Marketing objectives cannot be modified for this list type.');
    const mixed = await change([free.id, assigned.id, funnel.id]);
    expect(mixed.data).toMatchObject({ applied: false, changeable: 1 });
    expect((await t.db.select().from(entries).where(eq(entries.id, free.id)))[0].marketingTarget).toBe('register');
    const done = await change([free.id, assigned.id, funnel.id], true);
    expect(done.data).toMatchObject({ applied: true, changeable: 1 });
    const after = await t.db.select().from(entries).where(inArray(entries.id, [free.id, assigned.id, funnel.id])).orderBy(entries.id);
    expect(after.map((e) => e.marketingTarget)).toEqual(['apply', 'register', 'reapply']);
  });
});

describe('customer status', () => {
  it('follows registration, an unauthorised credit line, application through the intake and rejection, by trigger', async () => {
    const [registered, applying] = [newPhone(), newPhone()];
    const answer = await validate(csv(['Phone', registered, applying]));
    await t.call('POST', 'telemarketingImport/commit', { token: marketer.token, body: { batchId: answer.data.id } });
    const entryOf = async (phone: string) => (await t.db.select().from(entries).where(eq(entries.phone, phone)))[0];
    expect((await entryOf(registered)).customerStatus).toBe(2);
    const customer = await newCustomer(t, merchantId, new Date(), registered);
    expect(await entryOf(registered)).toMatchObject({ customerId: customer.id, customerStatus: 0 });
    await t.db.insert(customerCredits).values({ customerId: customer.id, creditType: 'cash', limitCents: 1, remainingCents: 1, status: '6' });
    expect((await entryOf(registered)).customerStatus).toBe(4);

    const order = await apply(t, { change: (app) => { app.customer.phone = applying; } });
    expect([1, 3]).toContain((await entryOf(applying)).customerStatus);
    await t.db.update(orders).set({ status: 20 }).where(eq(orders.id, order.orderId));
    expect((await entryOf(applying)).customerStatus).toBe(1);
    await t.db.update(orders).set({ status: 50 }).where(eq(orders.id, order.orderId));
    expect((await entryOf(applying)).customerStatus).toBe(3);
    const list = await t.call('GET', 'telemarketingList/list', { token: marketer.token, query: { phone: `0${applying.slice(3)}`, customerStatus: 3 } });
    expect(list.data.records).toHaveLength(1);
    expect(list.data.records[0]).toMatchObject({ customerStatus: 3, listStatus: 'notIncoming' });
  });
});

describe('abandon and recycle', () => {
  it('abandons by hand with per-item results, recycles with the count raised', async () => {
    const [a, b] = await newEntries(t, merchantId, 2);
    const abandon = await t.call('POST', 'telemarketingList/abandon', { token: marketer.token, body: { ids: [a.id, b.id, 2_000_000_000], reason: 'wrongNumber' } });
    expect(abandon.data.results).toEqual([{ id: a.id, ok: true }, { id: b.id, ok: true }, { id: 2_000_000_000, ok: false, messageKey: 'errors.notFound' }]);
    expect((await t.call('POST', 'telemarketingList/abandon', { token: marketer.token, body: { ids: [a.id], reason: 'nonsense' } })).code).toBe(400);
    const again = await t.call('POST', 'telemarketingList/abandon', { token: marketer.token, body: { ids: [a.id], reason: 'refused' } });
    expect(again.data.results[0]).toMatchObject({ ok: false, messageKey: 'telemarketingList:errors.alreadyAbandoned' });
    const abandoned = await t.call('GET', 'telemarketingList/abandoned', { token: marketer.token, query: { phone: a.phone } });
    expect(abandoned.data.records[0]).toMatchObject({ id: a.id, abandonReason: 'Wrong or dead number' });
    const recycled = await t.call('POST', 'telemarketingList/recycle', { token: marketer.token, body: { ids: [a.id] } });
    expect(recycled.data.results).toEqual([{ id: a.id, ok: true }]);
    const [row] = await t.db.select().from(entries).where(eq(entries.id, a.id));
    expect(row).toMatchObject({ listState: 'active', recycleCount: 1, abandonedAt: null });
  });
});

describe('permissions and masking', () => {
  it('needs the screen codes on the server; a masked viewer gets masked phones', async () => {
    const viewer = await staff(t, [`${LIB}:view`, `${IMPORT}:view`, 'TelemarketingSystem:DialTask:viewAll']);
    const [entry] = await newEntries(t, merchantId, 1);
    expect((await t.call('POST', 'telemarketingList/abandon', { token: viewer.token, body: { ids: [entry.id], reason: 'refused' } })).code).toBe(403);
    expect((await validate(csv(['Phone', newPhone()]), {}, viewer.token)).code).toBe(403);
    expect((await t.call('GET', 'telemarketingList/abandoned', { token: viewer.token })).code).toBe(403);
    const page = await t.call('GET', 'telemarketingList/list', { token: viewer.token, query: { phone: entry.phone } });
    expect(page.data.records[0].phone).not.toBe(entry.phone);
    expect(page.data.records[0].phone).toContain('*');
  });

  it('the demo telemarketing supervisor sees the list library with demo rows; the telemarketer only his own', async () => {
    const token = await t.login('tmlead');
    const page = await t.call('GET', 'telemarketingList/list', { token });
    expect(page.code).toBe(200);
    expect(page.data.total).toBeGreaterThan(50);
    expect((await t.call('GET', 'telemarketingImport/batches', { token })).data.records.length).toBeGreaterThanOrEqual(2);
    const own = await t.call('GET', 'telemarketingList/list', { token: await t.login('telemarketer'), query: { size: 100 } });
    expect(own.code).toBe(200);
    expect(own.data.total).toBeLessThan(page.data.total);
    expect(new Set((own.data.records as { assignedUserName: string | null }[]).map((r) => r.assignedUserName))).toEqual(new Set(own.data.total ? ['Kevin Mutua'] : []));
  });
});

describe('query plans', () => {
  type PlanNode = { 'Node Type': string; 'Index Name'?: string; 'Scan Direction'?: string; Plans?: PlanNode[] };
  const nodes = (n: PlanNode): PlanNode[] => [n, ...(n.Plans ?? []).flatMap(nodes)];

  it('picks each page of the active library by a backward scan of a partial index, never sorting the library', async () => {
    const filters: ListLibraryFilter[] = [{}, { merchantId }, { customerStatus: 2 }, { marketingTarget: 'register' }, { listType: 'imported' }, { userGroupNo: 'UG1001' }];
    for (const filter of filters) {
      const plan = await t.db.transaction(async (tx) => {
        // A small test library is cheaper read whole and sorted; with both priced out, a sort left in the plan means no index gives the order.
        await tx.execute(sql`set local enable_seqscan = off`);
        await tx.execute(sql`set local enable_sort = off`);
        const [row] = await queryRows<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(tx, sql`explain (format json) ${libraryPage(tx, null, filter, null, 20, 0)}`);
        return row['QUERY PLAN'][0].Plan;
      });
      // The page's ids: the Limit over the entries alone, before the names are joined (the outer sort orders 20 rows).
      const pageIds = nodes(plan).find((n) => n['Node Type'] === 'Limit');
      expect(pageIds, JSON.stringify(filter)).toBeDefined();
      const inside = nodes(pageIds as PlanNode);
      expect(inside.some((n) => n['Node Type'] === 'Sort'), JSON.stringify(filter)).toBe(false);
      expect(inside.find((n) => n['Index Name']?.startsWith('tm_entries_active_')), JSON.stringify(filter)).toMatchObject({ 'Scan Direction': 'Backward' });
    }
  });
});

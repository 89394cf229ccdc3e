/**
 * Demo data of the list-library screens (issue 15, first half): option lists, the blacklist, three import
 * batches (two committed, one validated with row errors waiting), a few hundred entries — imported prospects
 * and funnel lists built from real customers, their status derived in SQL — some abandoned and recycled.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { TM_INTENTS } from '../../../common/telemarketing/dial';
import { phoneHash, phoneHashSql } from '../../modules/telemarketing-list/phone-hash';
import type { DbOrTx } from '../client';
import {
  baseTypeOptions, merchants, products, telemarketingBlacklist, telemarketingImportBatches as batches, telemarketingImportRows as rows,
  telemarketingListEntries as entries, users,
} from '../schema';

const DAY = 86_400_000;
const FIRST = ['Wanjiku', 'Otieno', 'Akinyi', 'Kamau', 'Njeri', 'Mwangi', 'Atieno', 'Kiprono', 'Chebet', 'Mutua', 'Wambui', 'Omondi', 'Nyambura', 'Kipchoge', 'Auma', 'Karanja'];
const LAST = ['Kariuki', 'Odhiambo', 'Wafula', 'Mutiso', 'Cherono', 'Njoroge', 'Ouma', 'Kilonzo', 'Maina', 'Barasa', 'Rotich', 'Gitau'];
const INTENT_NAMES = ['No demand', 'Willing', 'Not connected', 'Unclear', 'Unwilling', 'Number fault'];
const OPTIONS = [
  ...TM_INTENTS.map((code, i) => ({ optionType: 'intent', code, name: INTENT_NAMES[i], sort: i + 1 })),
  { optionType: 'abandonReason', code: 'unreachable', name: 'Not reachable after three calls', sort: 1 },
  { optionType: 'abandonReason', code: 'wrongNumber', name: 'Wrong or dead number', sort: 2 },
  { optionType: 'abandonReason', code: 'refused', name: 'Customer refused further calls', sort: 3 },
  { optionType: 'abandonReason', code: 'alreadyCustomer', name: 'Already an active borrower', sort: 4 },
  { optionType: 'userGroup', code: 'UG1001', name: 'Nairobi salaried, 25–35', sort: 1 },
  { optionType: 'userGroup', code: 'UG1002', name: 'Mombasa small traders', sort: 2 },
  { optionType: 'userGroup', code: 'UG1003', name: 'Lapsed borrowers 2025', sort: 3 },
  { optionType: 'callResult', code: 'connected', name: 'Connected', sort: 1 },
  { optionType: 'callResult', code: 'busy', name: 'Busy', sort: 2 },
  { optionType: 'callResult', code: 'switchedOff', name: 'Switched off', sort: 3 },
  { optionType: 'remarkTemplate', code: 'payday', name: 'Call back after payday', sort: 1 },
];
const BLACKLIST = [
  ['254722000111', 'Asked never to be called again (DPA consent withdrawn)'], ['254733450012', 'Lawyer of a borrower in dispute'],
  ['254711902233', 'Wrong number: belongs to a school'], ['254790112244', 'Complaint to the regulator'], ['254110345566', 'Deceased; family request'],
  ['254701778899', 'Staff member'], ['254745332211', 'Repeated abusive calls'], ['254768120045', 'Asked never to be called again'],
];

const name = (i: number) => `${FIRST[i % FIRST.length]} ${LAST[(i * 7) % LAST.length]}`;
const prospectPhone = (i: number) => `2547${String(20_000_000 + ((i * 7_919_3) % 79_000_000)).padStart(8, '0')}`;

export async function seedDemoTelemarketingLists(db: DbOrTx, now = new Date()): Promise<void> {
  await db.insert(baseTypeOptions).values(OPTIONS);
  await db.insert(telemarketingBlacklist).values(BLACKLIST.map(([phone, reason]) => ({ phone, reason })));
  const ms = await db.select({ id: merchants.id }).from(merchants).orderBy(asc(merchants.merchantNo));
  const [importer] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.merchantId, ms[0].id)).limit(1);
  const day = (n: number) => new Date(now.getTime() - n * DAY);
  const made = await db.insert(batches).values([
    { batchNo: 'TM2026091000001', fileName: 'nairobi-salaried-september.xlsx', merchantId: ms[0].id, marketingTarget: 'register', userGroupNo: 'UG1001', recommendedProductId: product?.id ?? null, status: 'committed', importerId: importer.id, createdAt: day(20), committedAt: day(20) },
    { batchNo: 'TM2026101500002', fileName: 'mombasa-traders.csv', merchantId: ms[1 % ms.length].id, marketingTarget: 'register', userGroupNo: 'UG1002', status: 'committed', importerId: importer.id, createdAt: day(9), committedAt: day(9) },
    { batchNo: 'TM2026111800003', fileName: 'lapsed-borrowers-draft.xlsx', merchantId: ms[0].id, marketingTarget: 'register', userGroupNo: 'UG1003', status: 'validated', importerId: importer.id, createdAt: day(1) },
  ]).returning();
  // Prospects of the two committed batches: 160 and 60 numbers, a few rows of each file refused.
  const plan = [{ batch: made[0], count: 160, from: 0 }, { batch: made[1], count: 60, from: 160 }, { batch: made[2], count: 30, from: 220 }];
  for (const { batch, count, from } of plan) {
    const good = Array.from({ length: count }, (_, k) => ({ rowNo: k + 2, phone: prospectPhone(from + k), customerName: name(from + k), amount: (5 + ((from + k) % 6) * 5) * 100_000 }));
    const bad = [
      { rowNo: count + 2, rawPhone: '07123', errorKey: 'phoneFormat' }, { rowNo: count + 3, rawPhone: good[0].phone, errorKey: 'duplicateInFile', errorParams: { firstRow: 2 } },
      { rowNo: count + 4, rawPhone: BLACKLIST[from % BLACKLIST.length][0], errorKey: 'blacklisted' }, { rowNo: count + 5, rawPhone: '', errorKey: 'phoneMissing' },
    ];
    await db.insert(rows).values([
      ...good.map((g) => ({ batchId: batch.id, rowNo: g.rowNo, rawPhone: g.phone, phone: g.phone, customerName: g.customerName, recommendedAmountCents: g.amount, ok: true })),
      ...bad.map((b) => ({ batchId: batch.id, rowNo: b.rowNo, rawPhone: b.rawPhone || null, ok: false, errorKey: b.errorKey, errorParams: b.errorParams ?? null })),
    ]);
    await db.update(batches).set({ totalRows: count + bad.length, validRows: count, errorRows: bad.length, committedRows: batch.status === 'committed' ? count : 0 }).where(eq(batches.id, batch.id));
    if (batch.status !== 'committed') continue;
    await db.insert(entries).values(good.map((g, k) => ({
      merchantId: batch.merchantId, batchId: batch.id, phone: g.phone, phoneHash: phoneHash(g.phone), customerName: g.customerName,
      marketingTarget: batch.marketingTarget, userGroupNo: batch.userGroupNo, recommendedProductId: batch.recommendedProductId,
      recommendedAmountCents: g.amount, createdBy: importer.id, createdAt: new Date(batch.createdAt.getTime() + k * 1_000),
    }))).onConflictDoNothing();
  }
  await seedFunnelLists(db, now);
  await seedAbandoned(db, now, importer.id);
}

/** Funnel lists from real customers of each merchant: the newest 40 each, typed by their state; status derived by tm_customer_status. */
async function seedFunnelLists(db: DbOrTx, now: Date) {
  await db.execute(sql`
    insert into ${entries} (merchant_id, phone_hash, phone, customer_name, customer_id, customer_status, list_type, marketing_target, user_group_no, created_at)
    select c.merchant_id, ${phoneHashSql(sql`c.phone`)}, c.phone, c.full_name, c.id, s.status,
      case s.status when 3 then 'rejected' when 4 then 'unauthorized' when 1 then 'settledNotRenewed' else 'registeredNotApplied' end,
      case s.status when 3 then 'reapply' when 1 then 'reborrow' else 'apply' end, 'UG1003',
      ${now}::timestamptz - (row_number() over (order by c.id)) * interval '37 minutes'
    from (select *, row_number() over (partition by merchant_id order by registered_at desc, id desc) as n from customers) c
    cross join lateral (select tm_customer_status(c.id) as status) s
    where c.n <= 40
    on conflict (merchant_id, phone_hash) do nothing`);
}

/** Thirty entries abandoned by hand with a reason; a few of them recycled before and abandoned again. */
async function seedAbandoned(db: DbOrTx, now: Date, by: number) {
  const reasons = ['unreachable', 'wrongNumber', 'refused', 'alreadyCustomer'];
  await db.execute(sql`
    update ${entries} e set list_state = 'abandoned', abandoned_by = ${by},
      abandoned_at = ${now}::timestamptz - (x.n * interval '5 hours'),
      abandon_reason = (${sql.raw(`array['${reasons.join("','")}']`)})[1 + x.n % 4], recycle_count = case when x.n % 5 = 0 then 1 else 0 end
    from (select id, row_number() over (order by id) as n from ${entries} where customer_id is null and assigned_user_id is null order by id desc limit 30) x
    where e.id = x.id`);
}

/**
 * Demo rows of TemporaryCreditLimitIssuance (issue 16): an approved task whose customers carry a temporary
 * raise in their credit info, one waiting for review (with refused rows), and one that has ended.
 */
import { asc, inArray } from 'drizzle-orm';
import { CREDIT_EXPIRED, CREDIT_GRANTED } from '../../modules/coupon/credit-raise';
import type { DbOrTx } from '../client';
import { customerCredits, customers, tempLimitTaskRows, tempLimitTasks, users } from '../schema';

const DAY = 86_400_000;

export async function seedDemoTempLimits(tx: DbOrTx, now = new Date()) {
  const staff = await tx.select({ id: users.id, username: users.username }).from(users).where(inArray(users.username, ['admin', 'supervisor']));
  const admin = staff.find((u) => u.username === 'admin');
  const creator = staff.find((u) => u.username === 'supervisor') ?? admin;
  if (!admin || !creator) return;
  const people = await tx.select({ id: customers.id, phone: customers.phone }).from(customers).orderBy(asc(customers.id)).limit(16).offset(20);
  if (people.length < 16) return;
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  const [approved, pending, ended] = await tx.insert(tempLimitTasks).values([
    { name: 'December festive boost', amountCents: 3_000_00, expiresAt: at(25), remark: 'Good payers before the holidays.', fileName: 'festive-boost.xlsx', status: 'approved', totalRows: 6, okRows: 6, createdBy: creator.id, reviewedBy: admin.id, reviewedAt: at(-2), createdAt: at(-3), updatedAt: at(-2) },
    { name: 'School fees January', amountCents: 5_000_00, expiresAt: at(45), remark: 'Parents with two or more settled loans.', fileName: 'school-fees.csv', status: 'pending', audienceMinSettled: 2, totalRows: 7, okRows: 5, createdBy: creator.id, createdAt: at(-1), updatedAt: at(-1) },
    { name: 'Mashujaa Day promo', amountCents: 2_000_00, expiresAt: at(-10), remark: 'October public holiday campaign.', fileName: 'mashujaa.xlsx', status: 'ended', totalRows: 5, okRows: 5, createdBy: creator.id, reviewedBy: admin.id, reviewedAt: at(-40), endedAt: at(-10), createdAt: at(-41), updatedAt: at(-10) },
  ]).returning();
  const lines = await tx.insert(customerCredits).values([
    ...people.slice(0, 6).map((p) => ({ customerId: p.id, creditType: 'temporaryRaise', limitCents: approved.amountCents, remainingCents: approved.amountCents, expiresAt: approved.expiresAt, adjustable: false, status: CREDIT_GRANTED, createdAt: at(-2), updatedAt: at(-2) })),
    ...people.slice(11, 16).map((p) => ({ customerId: p.id, creditType: 'temporaryRaise', limitCents: ended.amountCents, remainingCents: 0, expiresAt: ended.expiresAt, adjustable: false, status: CREDIT_EXPIRED, createdAt: at(-40), updatedAt: at(-10) })),
  ]).returning({ id: customerCredits.id, customerId: customerCredits.customerId });
  const lineOf = (customerId: number) => lines.find((l) => l.customerId === customerId)?.id ?? null;
  await tx.insert(tempLimitTaskRows).values([
    ...people.slice(0, 6).map((p, i) => ({ taskId: approved.id, rowNo: i + 2, phone: p.phone, customerId: p.id, result: 'ok', creditId: lineOf(p.id) })),
    ...people.slice(6, 11).map((p, i) => ({ taskId: pending.id, rowNo: i + 2, phone: p.phone, customerId: p.id, result: 'ok' })),
    { taskId: pending.id, rowNo: 7, phone: '254700000001', result: 'notFound' },
    { taskId: pending.id, rowNo: 8, phone: '07123', result: 'invalidPhone' },
    ...people.slice(11, 16).map((p, i) => ({ taskId: ended.id, rowNo: i + 2, phone: p.phone, customerId: p.id, result: 'ok', creditId: lineOf(p.id) })),
  ]);
}

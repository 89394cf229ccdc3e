/**
 * Demo merchant configuration (issue 17): traffic rules, loan amount limits, the artificial black list and
 * the contact black list. The rules let the demo book through (every demo applicant is a new customer, asking
 * within the products' ranges); Soko Credit's limit caps its 21-day product at KES 25,000. Listed phones, ID
 * numbers and devices lie outside the ranges the demo applications use.
 */
import type { DbOrTx } from '../client';
import { artificialBlacklist, contactBlacklist, merchantLoanLimits, merchantTrafficRules, merchants } from '../schema';

/** [merchantNo, applyLimit, registerLimit, remark] */
const TRAFFIC: [string, number, number, string][] = [
  ['1501', -1, -1, 'Open to all customers.'],
  ['1502', -1, 1_000, 'At most 1,000 new registrations a day while the Kisumu team is small.'],
  ['1503', -1, 300, 'Pilot: 300 new customers a day.'],
];

/** [merchantNo, loanType, minKes, maxKes, remark] */
const LIMITS: [string, '1' | '2', number, number, string][] = [
  ['1501', '1', 500, 15_000, 'First loans up to KES 15,000.'],
  ['1501', '2', 1_000, 50_000, 'Repeat customers up to KES 50,000.'],
  ['1502', '1', 1_000, 20_000, 'First loans.'],
  ['1502', '2', 1_000, 40_000, 'Repeat loans.'],
  ['1503', '1', 1_000, 25_000, 'Caps the 21-day product for new customers.'],
];

/** [merchantNo or null for all, subject, value, reason] */
const BLACKLIST: [string | null, 'phone' | 'idNumber' | 'device', string, string][] = [
  [null, 'phone', '254790112233', 'Confirmed fraud: loans taken with a stolen ID.'],
  [null, 'idNumber', '2845713', 'ID reported stolen to the police (OB 45/11/2026).'],
  ['1501', 'phone', '254791004417', 'Threatened the collection team.'],
  ['1502', 'device', 'a3f9c2e1-77b4-4c1d-9e0f-5d2b8c6a1f04', 'One device behind nine applications under different names.'],
  ['1503', 'idNumber', '3017264', 'Deceased; family asked for no further loans.'],
];

const CONTACTS: [string, string][] = [
  ['254792556018', 'Asked not to be called again (a referee, not a borrower).'],
  ['254110334521', 'Wrong number: belongs to a school office.'],
  ['254793880142', 'Advocate on record; contact through counsel only.'],
  ['254794201377', 'Customer on a hardship plan; reminders paused.'],
];

export async function seedDemoMerchantConfig(db: DbOrTx): Promise<void> {
  const merchantIds = new Map((await db.select({ id: merchants.id, no: merchants.merchantNo }).from(merchants)).map((m) => [m.no, m.id]));
  const id = (no: string) => merchantIds.get(no)!;
  await db.insert(merchantTrafficRules).values(TRAFFIC.map(([no, applyLimit, registerLimit, remark]) => ({ merchantId: id(no), applyLimit, registerLimit, remark })));
  await db.insert(merchantLoanLimits).values(LIMITS.map(([no, loanType, minKes, maxKes, remark]) => ({
    merchantId: id(no), loanType, minAmountCents: minKes * 100, maxAmountCents: maxKes * 100, remark,
  })));
  await db.insert(artificialBlacklist).values(BLACKLIST.map(([no, subjectType, value, reason]) => ({ merchantId: no ? id(no) : null, subjectType, value, reason })));
  await db.insert(contactBlacklist).values(CONTACTS.map(([phone, reason]) => ({ phone, reason })));
}

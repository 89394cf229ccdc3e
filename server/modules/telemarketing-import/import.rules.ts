/** The checks one row passes on its own (the file and library checks run in SQL over the whole batch). */
import { TM_NAME_MAX, TM_REMARK_MAX, type TmRowError } from '../../../common/telemarketing/import-inputs';
import { normalisePhone } from '../../../common/validators';
import type { SheetRow } from './import.parse';

/** Kenyan mobiles only: 2547… (Safaricom, Airtel, Telkom) and 2541… (the newer 01 ranges). */
const KENYAN_MOBILE = /^254[17]\d{8}$/;

export interface CheckedRow {
  rowNo: number;
  rawPhone: string | null;
  phone: string | null;
  customerName: string | null;
  recommendedAmountCents: number | null;
  remark: string | null;
  errorKey: TmRowError | null;
}

/** KES with at most two decimals (commas allowed as thousands separators) into cents, or undefined when not money. */
export function amountCents(text: string): number | undefined {
  const clean = text.replace(/,/g, '').replace(/^KES\s*/i, '');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(clean)) return undefined;
  const [whole, fraction = ''] = clean.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

export function checkRow(row: SheetRow): CheckedRow {
  const { phone: rawPhone, customerName, recommendedAmount, remark } = row.cells;
  const normal = rawPhone ? normalisePhone(rawPhone) : null;
  const phone = normal && KENYAN_MOBILE.test(normal) ? normal : null;
  const cents = recommendedAmount ? amountCents(recommendedAmount) : null;
  let errorKey: TmRowError | null = null;
  if (!rawPhone) errorKey = 'phoneMissing';
  else if (!phone) errorKey = 'phoneFormat';
  else if (customerName && customerName.length > TM_NAME_MAX) errorKey = 'nameTooLong';
  else if (cents === undefined) errorKey = 'amountInvalid';
  else if (remark && remark.length > TM_REMARK_MAX) errorKey = 'remarkTooLong';
  return {
    rowNo: row.rowNo, rawPhone: rawPhone?.slice(0, 64) ?? null, phone, customerName: customerName?.slice(0, TM_NAME_MAX) ?? null,
    recommendedAmountCents: cents ?? null, remark: remark?.slice(0, TM_REMARK_MAX) ?? null, errorKey,
  };
}

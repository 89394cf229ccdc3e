// @vitest-environment happy-dom
/**
 * The money lists declare their columns once (common/money/*-columns.ts): the screen's table columns and the
 * xlsx export's columns both come from that one list, so neither can gain, lose or rename a column alone.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderHook } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { exportValues, type ListColumn } from '../../common/lists/declared-columns';
import { PAY_COLUMNS } from '../../common/money/pay-columns';
import type { RefundRow } from '../../common/money/refund';
import { REFUND_COLUMNS } from '../../common/money/refund-columns';
import { TRANSFER_COLUMNS } from '../../common/money/transfer-columns';
import { WALLET_COLUMNS } from '../../common/money/wallet-columns';
import { paySheetColumns } from '../../server/modules/pay-manage/pay-manage.export';
import { refundSheetColumns } from '../../server/modules/refund/refund.export';
import { sheetCell } from '../../server/modules/refund/money-sheet';
import { transferSheetColumns } from '../../server/modules/cash-transfer/cash-transfer.export';
import { translate } from '../../server/core/i18n';
import { usePayColumns } from '../../src/resources/AfterLoanSystem/LoanManagement/usePayColumns';
import { useWalletColumns } from '../../src/resources/AfterLoanSystem/WalletRecords/useWalletColumns';
import { useRefundColumns } from '../../src/resources/ChargeToAnAccountSystem/refunds/useRefundColumns';
import { useTransferColumns } from '../../src/resources/ChargeToAnAccountSystem/transfers/useTransferColumns';

const LOCALES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../public/locales/en');
const namespaces = readdirSync(LOCALES).filter((f) => f.endsWith('.json')).map((f) => f.replace(/\.json$/, ''));
void i18next.use(initReactI18next).init({
  lng: 'en', ns: namespaces, defaultNS: 'common', initAsync: false, interpolation: { escapeValue: false },
  resources: { en: Object.fromEntries(namespaces.map((ns) => [ns, JSON.parse(readFileSync(path.join(LOCALES, `${ns}.json`), 'utf8'))])) },
});

interface TableColumn { key?: unknown; title?: unknown }
const none = () => null;

/** The table's data columns (the row actions aside) are the declared ones, titled from the declaration. */
function expectTableFrom(declared: readonly ListColumn<never>[], table: readonly TableColumn[]) {
  const data = table.filter((c) => c.key !== 'actions');
  expect(data.map((c) => c.key)).toEqual(declared.map((c) => c.key));
  expect(data.map((c) => c.title)).toEqual(declared.map((c) => c.title.map((key) => translate('en', key)).join(' / ')));
}

/** The export's columns are every value of the declared columns, in the table's order, titled from the declaration. */
function expectExportFrom(declared: readonly ListColumn<never>[], sheet: readonly { header: string }[]) {
  expect(sheet.map((c) => c.header)).toEqual(exportValues(declared).map((v) => translate('en', v.title)));
  expect(sheet.length).toBeGreaterThanOrEqual(declared.length);
}

describe('LoanManagement (PAY_COLUMNS)', () => {
  it('builds the table and the export from the one declaration', () => {
    const table = renderHook(() => usePayColumns(none)).result.current;
    expectTableFrom(PAY_COLUMNS, table);
    expectExportFrom(PAY_COLUMNS, paySheetColumns('en'));
    expect(paySheetColumns('en').map((c) => c.header)).toEqual(expect.arrayContaining(['Order number', 'Merchant', 'Order status', 'This-system code', 'Loan code time']));
  });
});

describe('refund screens (REFUND_COLUMNS)', () => {
  it('builds the table and the export from the one declaration', () => {
    const table = renderHook(() => useRefundColumns(none)).result.current;
    expectTableFrom(REFUND_COLUMNS, table);
    expectExportFrom(REFUND_COLUMNS, refundSheetColumns('en'));
  });

  it('exports what the table shows: a withdrawn refund, KES amounts, the payout failure in words', () => {
    const sheet = refundSheetColumns('en');
    const row = { withdrawn: true, auditStatus: 'rejected', amountCents: 123_456, failCause: 'insufficientFunds' } as RefundRow;
    const cell = (header: string) => sheetCell(sheet.find((c) => c.header === header)!, row);
    expect(cell('Audit status')).toBe(translate('en', 'refund:options.auditStatus.withdrawn'));
    expect(cell('Refund amount (KES)')).toBe(1234.56);
    expect(cell('Failure cause')).toBe(translate('en', 'common:payoutFailCauses.insufficientFunds'));
  });
});

describe('transfer screens (TRANSFER_COLUMNS)', () => {
  it('builds the table and the export from the one declaration', () => {
    const table = renderHook(() => useTransferColumns(none)).result.current;
    expectTableFrom(TRANSFER_COLUMNS, table);
    expectExportFrom(TRANSFER_COLUMNS, transferSheetColumns('en'));
  });
});

describe('WalletRecords (WALLET_COLUMNS)', () => {
  it('builds the table from the declaration (the list has no export)', () => {
    expectTableFrom(WALLET_COLUMNS, renderHook(() => useWalletColumns()).result.current);
  });
});

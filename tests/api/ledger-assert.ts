/** After every money test: the ledger balances, every journal and every bill (as npm run ledger:check). */
import { expect } from 'vitest';
import { checkLedger } from '../../server/modules/ledger/ledger-check';
import type { TestApp } from './harness';

export async function expectLedgerBalanced(t: TestApp) {
  const report = await checkLedger(t.db);
  expect(report.problems).toEqual([]);
  expect(report.debitCents).toBe(report.creditCents);
  return report;
}

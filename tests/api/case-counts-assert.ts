/** After every collection test: case_counts (the case lists' totals, kept by triggers) equals a count of the cases. */
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '../../server/db/client';
import type { TestApp } from './harness';

const KEY = "system || '|' || merchant_id || '|' || level || '|' || status || '|' || collector_user_id || '|' || outsourced";

export async function expectCaseCountsExact(t: TestApp) {
  const rolled = await queryRows<{ key: string; n: number }>(t.db, sql.raw(`SELECT ${KEY} AS key, cases AS n FROM case_counts WHERE cases <> 0 ORDER BY 1`));
  const counted = await queryRows<{ key: string; n: number }>(t.db, sql.raw(`SELECT ${KEY} AS key, n FROM (
    SELECT system, merchant_id, level, status, coalesce(collector_user_id, 0) AS collector_user_id, agency IS NOT NULL AS outsourced, count(*)::int AS n
    FROM collection_cases GROUP BY 1, 2, 3, 4, 5, 6) c ORDER BY 1`));
  expect(rolled).toEqual(counted);
  return counted.length;
}

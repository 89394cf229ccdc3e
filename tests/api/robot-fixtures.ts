/** Robot and AI call fixtures: move the test clock to an EAT time of day, give a case's customer a number. */
import { eq } from 'drizzle-orm';
import { eatDayRange } from '../../common/eat-day';
import { formatEatDate } from '../../common/time';
import { customers } from '../../server/db/schema';
import { caseRow } from './collection-day.helpers';
import { DAY, MINUTE, type TestApp } from './harness';

/** Advances the clock to the next hh:mm EAT (today's when still ahead). */
export function toEat(t: TestApp, hour: number, minute = 0) {
  const now = t.clock.now();
  let target = eatDayRange(formatEatDate(now)).from.getTime() + (hour * 60 + minute) * MINUTE;
  if (target <= now.getTime()) target += DAY;
  t.clock.advance(target - now.getTime());
}

/** The sandbox's outcome follows the last digit (server/integrations/call/robot-sandbox.ts). */
export async function givePhone(t: TestApp, caseId: number, phone: string) {
  const { customerId } = await caseRow(t, caseId);
  await t.db.update(customers).set({ phone }).where(eq(customers.id, customerId));
}

export const robotTaskBody = (values: Record<string, unknown> = {}) => ({
  name: 'Test robot', windowStart: '09:00', windowEnd: '17:00', maxRetries: 1, retryGapMinutes: 60, script: 'Hello {customerName}', ...values,
});

/**
 * UnrenewedLoanSmsConfig's daily run (job "unrenewed loan SMS", every 15 minutes): each enabled rule runs once per EAT
 * day from its send time, inside marketing hours (unrenewed.repository.ts has the audience and the once-per-loan rule).
 */
import { eatMinuteOf, inMarketingHours } from '../../../common/marketing/sms-marketing';
import { formatEatDate } from '../../../common/time';
import type { Deps } from '../../core/deps';
import { dueRules, runRule } from './unrenewed.repository';

/** Runs every rule due now; answers the outbox ids written (the delivery job sends them). */
export async function runUnrenewedLoanSms(deps: Deps, now: Date): Promise<number[]> {
  if (!inMarketingHours(now)) return [];
  const day = formatEatDate(now);
  const minute = eatMinuteOf(now);
  const written: number[] = [];
  for (const { id } of await dueRules(deps.db, day, minute)) {
    written.push(...await deps.db.transaction((tx) => runRule(tx, id, now, day, minute)));
  }
  return written;
}

/**
 * The rules of a promise to pay, one reading for the server (myCollection/followUp) and the follow-up form: a
 * "promised to pay" follow-up carries both the time and the amount; the amount is more than 0 and at most what
 * the case owes; the time is in the future and within PROMISE_MAX_DAYS. Each problem is a myCollection message key.
 */
import { PROMISE_ACTION_CODE, PROMISE_MAX_DAYS } from './my-collection';

const DAY_MS = 86_400_000;

export interface PromiseInput {
  actionCode: string | null | undefined;
  at: Date | null;
  cents: number | null;
}

export interface PromiseProblem {
  key: 'promiseRequired' | 'promiseIncomplete' | 'promiseInPast' | 'promiseTooFar' | 'promiseAmount' | 'promiseAboveDue';
  /** The field the problem is about (the form puts the message under it). */
  field: 'commitmentAt' | 'commitmentAmount' | null;
  days?: number;
}

/** What is wrong with the promise of a follow-up, or null; `owedCents` unknown (null) skips the cap. */
export function promiseProblem({ actionCode, at, cents }: PromiseInput, now: Date, owedCents: number | null): PromiseProblem | null {
  if (at === null && cents === null) return actionCode === PROMISE_ACTION_CODE ? { key: 'promiseRequired', field: 'commitmentAt' } : null;
  if (at === null || cents === null) return { key: 'promiseIncomplete', field: at === null ? 'commitmentAt' : 'commitmentAmount' };
  if (at <= now) return { key: 'promiseInPast', field: 'commitmentAt' };
  if (at.getTime() - now.getTime() > PROMISE_MAX_DAYS * DAY_MS) return { key: 'promiseTooFar', field: 'commitmentAt', days: PROMISE_MAX_DAYS };
  if (cents <= 0) return { key: 'promiseAmount', field: 'commitmentAmount' };
  if (owedCents !== null && cents > owedCents) return { key: 'promiseAboveDue', field: 'commitmentAmount' };
  return null;
}

/**
 * The telemarketer's dialer queue on DialTask (issue 37): its tabs, the disposition of a call (outcome, intent,
 * quick callback), the call's states and the day's counter. Shared by the server and the screen; times in EAT.
 */
import { z } from 'zod';
import { EAT_OFFSET_HOURS } from '../constants';
import { TM_INTENTS, type TmIntent } from './dial';

/**
 * The queue's tabs, each a precise rule over the task's next call time (`now` the server's clock):
 * - dueNow: a callback due within the last hour: now − 1 h < next call ≤ now;
 * - overdue: a callback due earlier still, not followed since (a follow-up replaces the next call): next call ≤ now − 1 h;
 * - new: never called nor followed, no next call;
 * - rest: every other task (a callback later than now, or called/followed without a callback);
 * - all: every task (the list as it was before the queue).
 * The first four never overlap and together make `all`.
 */
export const DIALER_TABS = ['dueNow', 'overdue', 'new', 'rest', 'all'] as const;
export type DialerTab = (typeof DIALER_TABS)[number];
/** What "now" reaches back to for a callback still due now rather than overdue. */
export const DUE_NOW_WINDOW_MS = 60 * 60_000;
/** Call next skips a task dialled this recently (its call not disposed yet), so it never rings one number twice in a row. */
export const CALL_NEXT_SKIP_MS = 10 * 60_000;

/** How the call went, as the telemarketer records it. */
export const TM_DISPOSITION_OUTCOMES = ['answered', 'noAnswer', 'busy', 'wrongNumber', 'converted'] as const;
export type TmDispositionOutcome = (typeof TM_DISPOSITION_OUTCOMES)[number];

/**
 * The intent an outcome implies (a number nobody answered is "not connected", a wrong one a "number fault", a
 * converted customer "willing"), or null when the telemarketer chooses it (an answered call: any connected intent).
 */
export function intentOfOutcome(outcome: TmDispositionOutcome): TmIntent | null {
  switch (outcome) {
    case 'noAnswer':
    case 'busy': return 'notConnected';
    case 'wrongNumber': return 'numberFault';
    case 'converted': return 'willing';
    default: return null;
  }
}
/** The intents an answered call may end with: every one but "not connected" and "number fault". */
export const CONNECTED_INTENTS = TM_INTENTS.filter((i) => i !== 'notConnected' && i !== 'numberFault');

/** Quick callback choices: in two hours, tomorrow at 10:00 EAT, or a chosen time (EAT). */
export const QUICK_CALLBACKS = ['none', 'in2h', 'tomorrow10', 'at'] as const;
export type QuickCallback = (typeof QUICK_CALLBACKS)[number];

const HOUR_MS = 3_600_000;
/**
 * The next call a quick choice sets, from `now`: in2h now + 2 h; tomorrow10 the next EAT calendar day at 10:00 EAT
 * (07:00 UTC); at the chosen instant; none no callback.
 */
export function callbackAt(kind: QuickCallback, now: Date, at?: string | null): Date | null {
  switch (kind) {
    case 'in2h': return new Date(now.getTime() + 2 * HOUR_MS);
    case 'tomorrow10': {
      const eat = new Date(now.getTime() + EAT_OFFSET_HOURS * HOUR_MS);
      return new Date(Date.UTC(eat.getUTCFullYear(), eat.getUTCMonth(), eat.getUTCDate() + 1, 10 - EAT_OFFSET_HOURS));
    }
    case 'at': return at ? new Date(at) : null;
    default: return null;
  }
}

/** dialTask/dispose: the follow-up recorded from the row or at the call's end, in one step. */
export const disposeBodySchema = z.object({
  entryId: z.number({ message: 'validation.required' }).int().positive(),
  outcome: z.enum(TM_DISPOSITION_OUTCOMES, { message: 'telemarketingWork:errors.outcomeRequired' }),
  intent: z.enum(TM_INTENTS, { message: 'telemarketingWork:errors.intentRequired' }).nullish(),
  callback: z.enum(QUICK_CALLBACKS, { message: 'telemarketingWork:errors.callbackRequired' }).default('none'),
  callbackAt: z.iso.datetime({ offset: true, message: 'validation.date' }).nullish(),
  remark: z.string().trim().max(200, 'validation.maxLength').nullish().transform((v) => v || null),
  /** The call this disposes (Call next, or the row's call), checked to be the caller's own. */
  callLogId: z.number().int().positive().nullish(),
});
export type DisposeBody = z.output<typeof disposeBodySchema>;

export const dialerTabSchema = z.enum(DIALER_TABS, { message: 'telemarketingWork:errors.unknownTab' });
export const callNextBodySchema = z.object({ tab: dialerTabSchema });
export const callStateQuerySchema = z.object({ callLogId: z.coerce.number().int().positive() });

/** A call's states as the screen shows them: the call centre ringing the seat, the customer's phone ringing, talking, over. */
export const CALL_STATES = ['dialling', 'ringing', 'connected', 'ended'] as const;
export type CallState = (typeof CALL_STATES)[number];

export interface CallStateView {
  callLogId: number;
  entryId: number | null;
  state: CallState;
  /** How it ended (common/calls/call-record.ts CALL_OUTCOMES), once ended. */
  outcome: string | null;
  talkSeconds: number | null;
}

export type DialerTabCounts = Record<DialerTab, number>;

/** The telemarketer's day (EAT): calls placed and answered, from the call logs; willing and converted, from the follow-ups. */
export interface DialerDayCounter {
  day: string;
  dialled: number;
  connected: number;
  willing: number;
  converted: number;
}

/**
 * The sandbox payment channels: an M-Pesa-like provider that keeps its own book in channel_transactions
 * (its statements), so staff can see what it paid and collected and reconcile against it. Deterministic:
 * an account ending in 0000 is invalid; an account ending in 1111 fails its first payout on a channel for
 * insufficient funds (a transient failure: a re-send pays); otherwise the channel's behaviour decides
 * (default: pays at once).
 * Tests and the demo can tell a channel to fail, time out (the money still goes out) or answer late.
 */
import { randomBytes } from 'node:crypto';
import type { PaymentChannel } from '../../../common/money/statuses';
import type { Db } from '../../db/client';
import { ChannelTimeoutError, type ChannelCallback, type PaymentChannels, type PayoutAnswer, type StatementLine } from './payment-channel.adapter';
import { findPayout, hasPaidTo, insertCollection, insertPayout, takeDueAnswers, transactionsBetween, type ChannelTransaction as Row } from './sandbox.repository';

export type ChannelBehaviour = 'pay' | 'fail' | 'timeout' | 'late';

export interface SandboxPayments extends PaymentChannels {
  setBehaviour(channel: PaymentChannel, behaviour: ChannelBehaviour): void;
  /** A customer pays in (C2B); returns the channel's receipt code. */
  collect(input: { channel: PaymentChannel; account: string; reference: string; amountCents: number; at: Date }): Promise<string>;
}

export const INVALID_ACCOUNT_SUFFIX = '0000';
export const FAIL_ONCE_ACCOUNT_SUFFIX = '1111';
const LATE_ANSWER_MS = 60_000;

/**
 * The channel's receipt code. An M-Pesa one reads as Safaricom prints it (10 capital letters and digits, the rule
 * staff's typed receipts are held to: common/money/payment-reference.ts); the others carry the channel's initials.
 */
const receipt = (channel: string) => (channel === 'mpesa'
  ? `Q${randomBytes(5).toString('hex').toUpperCase().slice(0, 9)}`
  : `${channel.slice(0, 2).toUpperCase()}${randomBytes(5).toString('hex').toUpperCase()}`);

function answerOf(row: Row, now: Date): PayoutAnswer {
  if (!row.answered && (!row.answerDueAt || row.answerDueAt > now)) return { status: 'pending', thirdPartyOrderNo: row.thirdPartyCode };
  if (row.status === 'success') return { status: 'success', thirdPartyCode: row.thirdPartyCode, thirdPartyOrderNo: row.thirdPartyCode, at: row.at };
  return { status: 'failed', failType: row.failCause === 'accountInvalid' || row.failCause === 'insufficientFunds' ? row.failCause : 'rejected', failCause: row.failCause ?? 'rejected', thirdPartyCode: row.thirdPartyCode, at: row.at };
}

export function createSandboxPayments(db: Db, now: () => Date = () => new Date()): SandboxPayments {
  const behaviours = new Map<PaymentChannel, ChannelBehaviour>();

  const find = (channel: string, reference: string) => findPayout(db, channel, reference);

  return {
    name: 'sandbox',
    setBehaviour: (channel, behaviour) => { behaviours.set(channel, behaviour); },

    async payout({ channel, reference, account, amountCents, at }) {
      const existing = await find(channel, reference);
      if (existing) return answerOf(existing, now());
      const behaviour = behaviours.get(channel) ?? 'pay';
      const invalid = account.endsWith(INVALID_ACCOUNT_SUFFIX);
      // A fail-once account is paid from the second time the channel is asked to pay it.
      const short = account.endsWith(FAIL_ONCE_ACCOUNT_SUFFIX) && !(await hasPaidTo(db, channel, account));
      const failed = invalid || short || behaviour === 'fail';
      const late = behaviour === 'late';
      const row = await insertPayout(db, {
        channel, direction: 'payout', reference, thirdPartyCode: receipt(channel), account, amountCents,
        status: failed ? 'failed' : 'success', failCause: invalid ? 'accountInvalid' : short ? 'insufficientFunds' : failed ? 'rejected' : null,
        answered: !late, answerDueAt: late ? new Date(at.getTime() + LATE_ANSWER_MS) : null, at,
      });
      const stored = row ?? (await find(channel, reference))!;
      if (behaviour === 'timeout') throw new ChannelTimeoutError(channel, reference);
      return answerOf(stored, now());
    },

    async queryPayout(channel, reference) {
      const row = await find(channel, reference);
      return row ? answerOf({ ...row, answered: true }, now()) : null;
    },

    async verifyRecipient(_channel, account, name) {
      if (account.endsWith(INVALID_ACCOUNT_SUFFIX)) return { ok: false, registeredName: null };
      // The sandbox registers every other account in the name it is asked about, unless the name is blank.
      return { ok: name.trim().length > 0, registeredName: name.trim() || null };
    },

    async statement(channel, from, to): Promise<StatementLine[]> {
      const rows = await transactionsBetween(db, channel, from, to);
      return rows.map((r) => ({
        direction: r.direction, reference: r.reference, thirdPartyCode: r.thirdPartyCode, account: r.account,
        amountCents: r.amountCents, status: r.status as StatementLine['status'], at: r.at,
      }));
    },

    async dueCallbacks(at): Promise<ChannelCallback[]> {
      const due = await takeDueAnswers(db, at);
      return due.map((row) => ({ channel: row.channel as PaymentChannel, reference: row.reference, answer: answerOf(row, at) }));
    },

    async collect({ channel, account, reference, amountCents, at }) {
      const code = receipt(channel);
      await insertCollection(db, { channel, direction: 'collection', reference, thirdPartyCode: code, account, amountCents, status: 'success', at });
      return code;
    },
  };
}

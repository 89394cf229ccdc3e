/**
 * BalanceManagement: accounts (add and update on the CRUD pattern), each shown beside the ledger's cash of
 * its channel; recording a company's reported balance for a day (once per account and day, a second
 * record of the day replaces the first), and the history of those records.
 */
import { balanceEntity, ledgerChannelOf, type BalanceHistoryQuery, type BalanceRecordInput } from '../../../common/entities/balance-account';
import { eatDayRange, eatToday } from '../../../common/eat-day';
import type { Actor } from '../../core/access';
import { recordAudit } from '../../core/audit';
import { createCrudService } from '../../core/crud/crud.service';
import { notMerchantScoped } from '../../core/crud/crud.scope';
import type { Deps } from '../../core/deps';
import { notFound, validationError } from '../../core/errors';
import type { DbOrTx } from '../../db/client';
import * as repo from './balance.repository';

type Row = Record<string, unknown>;

/** Adds the ledger's cash of each account's channel and the difference, for a whole page in one query. */
async function withLedger(db: DbOrTx, rows: Row[]): Promise<Row[]> {
  const channelOf = (row: Row) => ledgerChannelOf(String(row.paymentCompany));
  const cash = await repo.ledgerCashByChannel(db, [...new Set(rows.map(channelOf))]);
  return rows.map((row) => {
    const ledgerBalanceCents = cash.get(channelOf(row)) ?? 0;
    const last = row.lastBalanceCents === null ? null : Number(row.lastBalanceCents);
    return { ...row, ledgerChannel: channelOf(row), ledgerBalanceCents, differenceCents: last === null ? null : last - ledgerBalanceCents };
  });
}

export const balanceAccountService = createCrudService({
  entity: balanceEntity,
  source: repo.balanceAccountSource,
  merchantScope: notMerchantScoped("the company's accounts at payment companies, reconciled for all merchants"),
  unique: [{ fields: ['paymentCompany', 'bankAccount'], message: 'balance:errors.duplicateAccount' }],
  hooks: { present: withLedger },
});

export async function recordBalance(deps: Deps, actor: Actor, input: BalanceRecordInput) {
  const now = deps.now();
  const today = eatToday(now);
  const day = input.day ?? today;
  if (day > today) throw validationError('balance:errors.futureDay', { day });
  return deps.db.transaction(async (tx) => {
    const account = await repo.lockAccount(tx, input.accountId);
    if (!account) throw notFound('balance:errors.accountNotFound');
    const ledgerBalanceCents = await repo.ledgerCashBefore(tx, ledgerChannelOf(account.paymentCompany), eatDayRange(day).to);
    const before = await repo.findEntry(tx, account.id, day);
    const values = { balanceCents: input.balance, ledgerBalanceCents, remark: input.remark, createdBy: actor.userId, updatedAt: now };
    const entry = before
      ? await repo.updateEntry(tx, before.id, values)
      : await repo.insertEntry(tx, { ...values, accountId: account.id, entryDay: day, createdAt: now });
    // An earlier day recorded late leaves the account's latest figure as it is.
    if (!account.lastEntryDay || day >= account.lastEntryDay) {
      await repo.setLastBalance(tx, account.id, { lastBalanceCents: input.balance, lastEntryDay: day, updatedAt: now });
    }
    await recordAudit(tx, actor, { action: before ? 'balance.rerecord' : 'balance.record', entity: 'balance', entityId: account.id, before, after: entry });
    return { ...entry, differenceCents: entry.balanceCents - entry.ledgerBalanceCents, replaced: before !== null };
  });
}

export async function balanceHistory(deps: Deps, accountId: number, query: BalanceHistoryQuery) {
  if (!await repo.accountExists(deps.db, accountId)) throw notFound('balance:errors.accountNotFound');
  return repo.history(deps.db, accountId, query);
}

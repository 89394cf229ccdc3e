/** MyIncoming and MyLoan: what a telemarketer's touches brought; a holder of viewAll sees every telemarketer of their merchants. */
import { eatDayRange } from '../../../common/eat-day';
import { actionCode } from '../../../common/routes';
import type { AttributedLoanRow, IncomingRow, TmTouchChannel } from '../../../common/telemarketing/dial';
import type { SessionUser } from '../../core/access';
import type { Deps } from '../../core/deps';
import { merchantScopeOf } from '../order/order-scope';
import * as repo from './tm-attribution.repository';

export interface AttributionQuery { current: number; size: number; phone?: string; dayFrom?: string; dayTo?: string }

const iso = (at: unknown) => new Date(at as string).toISOString();

async function whereOf(deps: Deps, session: SessionUser, screen: string, query: AttributionQuery): Promise<repo.AttributionWhere> {
  return {
    userId: session.codes.has(actionCode(screen, 'viewAll')) ? undefined : session.userId,
    merchantIds: await merchantScopeOf(deps.db, session.userId),
    phone: query.phone,
    fromAt: query.dayFrom ? eatDayRange(query.dayFrom).from : undefined,
    toAt: query.dayTo ? eatDayRange(query.dayTo).to : undefined,
  };
}

const common = (r: repo.IncomingRecord) => ({
  customerId: Number(r.customer_id), customerName: r.full_name, phone: r.phone, merchantName: r.merchant_name, at: iso(r.at),
  orderNo: r.order_no, telemarketerName: r.telemarketer_name, touchAt: iso(r.touch_at), channel: r.channel as TmTouchChannel,
});

export async function listIncoming(deps: Deps, session: SessionUser, screen: string, query: AttributionQuery) {
  const where = await whereOf(deps, session, screen, query);
  const { current, size } = query;
  const [rows, total] = await Promise.all([repo.incomingPage(deps.db, where, size, (current - 1) * size), repo.countIncoming(deps.db, where)]);
  const records: IncomingRow[] = rows.map((r) => ({ key: `${r.customer_id}`, ...common(r), kind: r.kind as IncomingRow['kind'] }));
  return { records, total, current, size };
}

export async function listLoans(deps: Deps, session: SessionUser, screen: string, query: AttributionQuery) {
  const where = await whereOf(deps, session, screen, query);
  const { current, size } = query;
  const [rows, total] = await Promise.all([repo.loanPage(deps.db, where, size, (current - 1) * size), repo.countLoans(deps.db, where)]);
  const records: AttributedLoanRow[] = rows.map((r) => ({
    key: `${r.order_id}`, ...common(r), loanAmountCents: Number(r.loan_amount_cents), lendingAt: iso(r.lending_at), status: Number(r.status),
  }));
  return { records, total, current, size };
}

/**
 * Attribution, computed when read: a customer's registration or application (MyIncoming), or an application that
 * became a loan (MyLoan), is credited to the first or last touch of its merchant and phone within the merchant's
 * window before it, counting only the merchant's channels (tm_inbound_configs; defaults: last touch, 7 days, all).
 * It starts from the touches of the telemarketer (tm_touches_user_idx), reaches customers by merchant and phone
 * (customers_merchant_phone_uq) and their orders by customer (orders_customer_idx): no table is read whole.
 */
import { sql, type SQL } from 'drizzle-orm';
import { TM_DEFAULT_WINDOW_DAYS } from '../../../common/telemarketing/dial';
import { type DbOrTx, queryRows } from '../../db/client';

export interface AttributionWhere {
  /** The telemarketer credited; undefined: anyone in the merchants (a manager). */
  userId?: number;
  merchantIds: readonly number[] | null;
  phone?: string;
  /** EAT days of the event. */
  fromAt?: Date;
  toAt?: Date;
}

const inMerchants = (column: SQL, ids: readonly number[] | null) => (ids ? sql`and ${column} = any(${sql.raw(`array[${ids.length ? ids.map(Number).join(',') : '0'}]::int[]`)})` : sql``);

/** The touches the reading starts from: the telemarketer's, or all of the merchants'. */
function touchedPhones(w: AttributionWhere): SQL {
  return sql`select distinct merchant_id, phone from tm_touches where true
    ${w.userId !== undefined ? sql`and user_id = ${w.userId}` : sql``} ${inMerchants(sql`merchant_id`, w.merchantIds)}
    ${w.phone ? sql`and phone = ${w.phone}` : sql``}`;
}

/** The touch credited for one event `ev` (merchant_id, phone, at). */
const creditedTouch = sql`join lateral (
    select t.user_id, t.at as touch_at, t.channel from tm_touches t
    left join tm_inbound_configs cfg on cfg.merchant_id = ev.merchant_id
    where t.merchant_id = ev.merchant_id and t.phone = ev.phone and t.at <= ev.at
      and t.at >= ev.at - make_interval(days => coalesce(cfg.window_days, ${TM_DEFAULT_WINDOW_DAYS}))
      and (cfg.id is null or t.channel = any(cfg.channels))
    order by case when coalesce(cfg.touch_model, 'last') = 'first' then t.at end asc, t.at desc
    limit 1
  ) tt on true`;

function filtered(w: AttributionWhere, at: SQL = sql`x.at`): SQL {
  return sql`${w.userId !== undefined ? sql`and x.user_id = ${w.userId}` : sql``}
    ${w.fromAt ? sql`and ${at} >= ${w.fromAt.toISOString()}` : sql``} ${w.toAt ? sql`and ${at} < ${w.toAt.toISOString()}` : sql``}`;
}

/** Each customer once, at the first registration or application credited to a touch. */
function incomingRows(w: AttributionWhere): SQL {
  return sql`with mine as (${touchedPhones(w)}),
  ev as (
    select c.id as customer_id, c.merchant_id, c.phone, c.full_name, 'registered' as kind, c.registered_at as at, null::bigint as order_id, null::text as order_no
    from mine join customers c on c.merchant_id = mine.merchant_id and c.phone = mine.phone
    union all
    select c.id, c.merchant_id, c.phone, c.full_name, 'applied', o.apply_at, o.id, o.order_no
    from mine join customers c on c.merchant_id = mine.merchant_id and c.phone = mine.phone join orders o on o.customer_id = c.id
  ),
  x as (
    select distinct on (ev.customer_id) ev.*, tt.user_id, tt.touch_at, tt.channel from ev ${creditedTouch}
    order by ev.customer_id, ev.at
  )`;
}

/** Each loan (an order lent) whose application was credited to a touch. */
function loanRows(w: AttributionWhere): SQL {
  return sql`with mine as (${touchedPhones(w)}),
  ev as (
    select c.id as customer_id, c.merchant_id, c.phone, c.full_name, o.apply_at as at, o.id as order_id, o.order_no,
      o.loan_amount_cents, o.lending_at, o.status
    from mine join customers c on c.merchant_id = mine.merchant_id and c.phone = mine.phone
    join orders o on o.customer_id = c.id and o.lending_at is not null
  ),
  x as (select ev.*, tt.user_id, tt.touch_at, tt.channel from ev ${creditedTouch})`;
}

export interface IncomingRecord {
  customer_id: number; full_name: string; phone: string; kind: string; at: string; order_id: number | null; order_no: string | null;
  user_id: number; touch_at: string; channel: string; telemarketer_name: string; merchant_name: string;
}

export async function incomingPage(db: DbOrTx, w: AttributionWhere, limit: number, offset: number) {
  return queryRows<IncomingRecord>(db, sql`${incomingRows(w)}
    select x.*, u.real_name as telemarketer_name, m.merchant_name from x join users u on u.id = x.user_id join merchants m on m.id = x.merchant_id
    where true ${filtered(w)} order by x.at desc, x.customer_id desc limit ${limit} offset ${offset}`);
}

export async function countIncoming(db: DbOrTx, w: AttributionWhere) {
  const [row] = await queryRows<{ total: number }>(db, sql`${incomingRows(w)} select count(*)::int as total from x where true ${filtered(w)}`);
  return Number(row.total);
}

export interface LoanRecord extends IncomingRecord { loan_amount_cents: number; lending_at: string; status: number }

export async function loanPage(db: DbOrTx, w: AttributionWhere, limit: number, offset: number) {
  return queryRows<LoanRecord>(db, sql`${loanRows(w)}
    select x.*, u.real_name as telemarketer_name, m.merchant_name from x join users u on u.id = x.user_id join merchants m on m.id = x.merchant_id
    where true ${filtered(w, sql`x.lending_at`)} order by x.lending_at desc, x.order_id desc limit ${limit} offset ${offset}`);
}

export async function countLoans(db: DbOrTx, w: AttributionWhere) {
  const [row] = await queryRows<{ total: number }>(db, sql`${loanRows(w)} select count(*)::int as total from x where true ${filtered(w, sql`x.lending_at`)}`);
  return Number(row.total);
}

/** The loans lent in [fromAt, toAt) and who is credited with each, by the rule above: PerformanceReport's conversions. */
export function creditedLoans(w: AttributionWhere): SQL {
  return sql`${loanRows(w)} select x.user_id, x.merchant_id, x.lending_at, x.loan_amount_cents from x where true ${filtered(w, sql`x.lending_at`)}`;
}

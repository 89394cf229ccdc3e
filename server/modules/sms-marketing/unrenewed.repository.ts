/**
 * UnrenewedLoanSmsConfig's audience (run daily by unrenewed-run.ts): customers of the rule's merchant whose last loan was settled between
 * N and N + 7 days ago (a week's catch-up when runs were missed), who owe nothing and have not applied again, get the
 * template — one invitation per settled loan (unique order id), opted-out customers recorded as skipped.
 */
import { and, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { renderTemplate } from '../../../common/contact/template';
import { MARKETING_MESSAGE_KIND } from '../../../common/marketing/sms-marketing';
import { queryRows, type DbOrTx, type Tx } from '../../db/client';
import { merchants, smsMarketingTemplates as tpl, unrenewedLoanSmsConfigs as cfg, unrenewedLoanSmsSends } from '../../db/schema';
import { insertMarketingOutbox, lastSettled, notRenewed, optedOut } from './task-run.repository';

const DAY_MS = 86_400_000;
export const CATCH_UP_DAYS = 7;

const due = (day: string, minute: number) => and(eq(cfg.enabled, true), eq(tpl.enabled, true), lte(cfg.sendMinute, minute), or(isNull(cfg.lastRunDay), lt(cfg.lastRunDay, day)));

export async function dueRules(db: DbOrTx, day: string, minute: number) {
  return db.select({ id: cfg.id }).from(cfg).innerJoin(tpl, eq(tpl.id, cfg.templateId)).where(due(day, minute));
}

/** One rule's run for the day under its row lock (skip locked): the invitations, their outbox messages, the day marked. */
export async function runRule(tx: Tx, id: number, now: Date, day: string, minute: number): Promise<number[]> {
  const [rule] = await tx.select({ rule: cfg, content: tpl.content, merchantName: merchants.merchantName, appName: merchants.appName }).from(cfg)
    .innerJoin(tpl, eq(tpl.id, cfg.templateId)).innerJoin(merchants, eq(merchants.id, cfg.merchantId))
    .where(and(eq(cfg.id, id), due(day, minute))).for('update', { of: cfg, skipLocked: true });
  if (!rule) return [];
  const { days, merchantId } = rule.rule;
  const to = new Date(now.getTime() - days * DAY_MS);
  const from = new Date(to.getTime() - CATCH_UP_DAYS * DAY_MS);
  const added = await queryRows<{ id: string; status: string; phone: string; full_name: string }>(tx, sql`
    with picked as (
      select cu.id as customer_id, cu.phone, cu.full_name, lb.order_id, ${optedOut} as opted_out
      from customers cu cross join lateral ${lastSettled} lb
      where cu.merchant_id = ${merchantId} and lb.settled_at > ${from} and lb.settled_at <= ${to} and ${notRenewed}
    ), added as (
      insert into unrenewed_loan_sms_sends (config_id, order_id, customer_id, status, run_day)
      select ${id}, order_id, customer_id, case when opted_out then 'skipped' else 'submitted' end, ${day}::date from picked
      on conflict (order_id) do nothing returning id, customer_id, status
    )
    select a.id, a.status, p.phone, p.full_name from added a join picked p on p.customer_id = a.customer_id order by a.id`);
  const sending = added.filter((a) => a.status === 'submitted');
  const outboxIds = await insertMarketingOutbox(tx, MARKETING_MESSAGE_KIND.unrenewed, merchantId, sending.map((s) => ({
    phone: s.phone,
    body: renderTemplate(rule.content, { customerName: s.full_name, merchantName: rule.merchantName, appName: rule.appName ?? rule.merchantName }).text,
  })));
  if (sending.length) {
    const list = (values: (string | number)[]) => sql.join(values.map((v) => sql`${v}`), sql`, `);
    await tx.execute(sql`update ${unrenewedLoanSmsSends} t set outbox_id = v.outbox_id
      from unnest(array[${list(sending.map((s) => s.id))}]::bigint[], array[${list(outboxIds)}]::bigint[]) as v(id, outbox_id) where t.id = v.id`);
  }
  await tx.update(cfg).set({ lastRunDay: day }).where(eq(cfg.id, id));
  return outboxIds;
}


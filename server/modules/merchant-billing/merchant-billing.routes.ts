/** merchantBilling: RechargeRecord, ConsumptionRecord and OrderAcquireManagement. Money writes take an Idempotency-Key. */
import {
  BILLING_SCREENS, BILLING_URLS, acquisitionFilterSchema, acquisitionListSchema, balanceQuerySchema, chargeInputSchema, consumptionFilterSchema,
  consumptionListSchema, overdraftInputSchema, rechargeConfirmSchema, rechargeFilterSchema, rechargeInputSchema, rechargeListSchema, rechargeRejectSchema,
} from '../../../common/merchant/billing';
import { actionCode, viewCode } from '../../../common/routes';
import { needs } from '../../core/access';
import { onceInTx } from '../../core/money-call';
import { requireSession, route, type RouteContext, routeCaller } from '../../core/route';
import { XLSX_TYPE } from '../refund/money-sheet';
import { exportBilling, type BillingSheet } from './billing.export';
import * as billing from './billing.service';
import { typeOptions } from './consumption.repository';
import * as recharge from './recharge.service';

const { recharges: RECHARGES, consumptions: CONSUMPTIONS, acquisitions: ACQUISITIONS } = BILLING_SCREENS;
const ANY_VIEW = needs(viewCode(RECHARGES), viewCode(CONSUMPTIONS), viewCode(ACQUISITIONS), viewCode(BILLING_SCREENS.types));
const fieldLabel = (field: string) => `merchantBilling:fields.${field}`;
type Ctx = RouteContext<unknown, unknown>;
const ACQUIRED = { acquisitionsOnly: true } as const;

function sendSheet(ctx: Ctx, sheet: BillingSheet, filter: object) {
  return async () => {
    const file = await exportBilling(ctx.deps, routeCaller(ctx), sheet, filter, ctx.language);
    return ctx.reply.header('Content-Type', XLSX_TYPE).header('Content-Disposition', `attachment; filename="${file.fileName}"`)
      .header('X-Export-Rows', String(file.rows)).send(file.content);
  };
}

export const merchantBillingRoutes = [
  route({ method: 'GET', url: BILLING_URLS.merchants, access: ANY_VIEW, handler: (ctx) => billing.merchants(ctx.deps.db, requireSession(ctx).userId) }),
  route({
    method: 'GET', url: BILLING_URLS.types, access: ANY_VIEW,
    handler: (ctx) => typeOptions(ctx.deps.db),
  }),
  route({
    method: 'GET', url: BILLING_URLS.balances, access: needs(viewCode(RECHARGES), viewCode(CONSUMPTIONS)), query: balanceQuerySchema,
    handler: (ctx) => billing.balances(ctx.deps.db, requireSession(ctx).userId, ctx.query.merchantId),
  }),
  route({
    method: 'GET', url: BILLING_URLS.recharges, access: needs(viewCode(RECHARGES)), query: rechargeListSchema, fieldLabel,
    handler: (ctx) => billing.listRecharges(ctx.deps, requireSession(ctx), ctx.query),
  }),
  route({
    method: 'GET', url: BILLING_URLS.rechargeTotals, access: needs(viewCode(RECHARGES)), query: rechargeFilterSchema, fieldLabel,
    handler: (ctx) => billing.rechargeTotals(ctx.deps, requireSession(ctx), ctx.query),
  }),
  route({
    method: 'POST', url: 'merchantBilling/recharge', access: needs(actionCode(RECHARGES, 'recharge')), body: rechargeInputSchema, fieldLabel,
    handler: (ctx) => onceInTx(ctx, 'merchantBilling.recharge', (tx) => recharge.recordRecharge(tx, routeCaller(ctx), ctx.body, ctx.deps.now())),
  }),
  route({
    method: 'POST', url: 'merchantBilling/confirm', access: needs(actionCode(RECHARGES, 'confirm')), body: rechargeConfirmSchema, fieldLabel,
    handler: (ctx) => onceInTx(ctx, 'merchantBilling.confirm', (tx) => recharge.confirmRecharge(tx, routeCaller(ctx), { id: ctx.body.id, remark: ctx.body.remark ?? null }, ctx.deps.now())),
  }),
  route({
    method: 'POST', url: 'merchantBilling/reject', access: needs(actionCode(RECHARGES, 'confirm')), body: rechargeRejectSchema, fieldLabel,
    handler: (ctx) => onceInTx(ctx, 'merchantBilling.reject', (tx) => recharge.rejectRecharge(tx, routeCaller(ctx), ctx.body, ctx.deps.now())),
  }),
  route({
    method: 'POST', url: 'merchantBilling/overdraft', access: needs(actionCode(RECHARGES, 'overdraft')), body: overdraftInputSchema, fieldLabel,
    handler: (ctx) => onceInTx(ctx, 'merchantBilling.overdraft', (tx) => recharge.setOverdraft(tx, routeCaller(ctx), ctx.body, ctx.deps.now())),
  }),
  route({
    method: 'GET', url: 'merchantBilling/recharges/export', access: needs(actionCode(RECHARGES, 'export')), query: rechargeFilterSchema, fieldLabel, raw: true,
    handler: (ctx) => sendSheet(ctx, 'recharges', ctx.query)(),
  }),
  route({
    method: 'GET', url: BILLING_URLS.consumptions, access: needs(viewCode(CONSUMPTIONS)), query: consumptionListSchema, fieldLabel,
    handler: (ctx) => billing.listConsumptions(ctx.deps, requireSession(ctx), ctx.query),
  }),
  route({
    method: 'GET', url: BILLING_URLS.consumptionTotals, access: needs(viewCode(CONSUMPTIONS)), query: consumptionFilterSchema, fieldLabel,
    handler: (ctx) => billing.consumptionTotals(ctx.deps, requireSession(ctx), ctx.query),
  }),
  route({
    method: 'POST', url: 'merchantBilling/charge', access: needs(actionCode(CONSUMPTIONS, 'charge')), body: chargeInputSchema, fieldLabel,
    handler: (ctx) => onceInTx(ctx, 'merchantBilling.charge', (tx) => billing.chargeByHand(tx, routeCaller(ctx), ctx.body, ctx.deps.now())),
  }),
  route({
    method: 'GET', url: 'merchantBilling/consumptions/export', access: needs(actionCode(CONSUMPTIONS, 'export')), query: consumptionFilterSchema, fieldLabel, raw: true,
    handler: (ctx) => sendSheet(ctx, 'consumptions', ctx.query)(),
  }),
  route({
    method: 'GET', url: BILLING_URLS.acquisitions, access: needs(viewCode(ACQUISITIONS)), query: acquisitionListSchema, fieldLabel,
    handler: (ctx) => billing.listConsumptions(ctx.deps, requireSession(ctx), { ...ctx.query, ...ACQUIRED }),
  }),
  route({
    method: 'GET', url: BILLING_URLS.acquisitionTotals, access: needs(viewCode(ACQUISITIONS)), query: acquisitionFilterSchema, fieldLabel,
    handler: (ctx) => billing.consumptionTotals(ctx.deps, requireSession(ctx), { ...ctx.query, ...ACQUIRED }),
  }),
  route({
    method: 'GET', url: 'merchantBilling/acquisitions/export', access: needs(actionCode(ACQUISITIONS, 'export')), query: acquisitionFilterSchema, fieldLabel, raw: true,
    handler: (ctx) => sendSheet(ctx, 'acquisitions', { ...ctx.query, ...ACQUIRED })(),
  }),
];

/**
 * LoanRouting: the CRUD rules (a product must be one of the route's merchant's; merchant, product and
 * channel unique) and `routeFor`, which the disbursement asks for the channels to try, in order.
 */
import { DEFAULT_LOAN_CHANNEL, loanRoutingEntity } from '../../../common/entities/loan-routing';
import { PAYMENT_CHANNELS, type PaymentChannel } from '../../../common/money/statuses';
import { createCrudService } from '../../core/crud/crud.service';
import { validationError } from '../../core/errors';
import type { DbOrTx } from '../../db/client';
import { assertMerchantExists, withMerchantNames } from '../after-loan-settings/merchant-setting';
import { enabledRoutes, findProduct, loanRouteSource, productLabels, type RouteRow } from './loan-routing.repository';

type Row = Record<string, unknown>;

export const loanRoutingService = createCrudService({
  entity: loanRoutingEntity,
  source: loanRouteSource,
  merchantScope: { column: 'merchantId' },
  unique: [{ fields: ['merchantId', 'productId', 'channel'], message: 'loanRouting:errors.duplicate' }],
  hooks: {
    async prepare(tx, input) {
      await assertMerchantExists(tx, input);
      if (typeof input.productId === 'number') {
        const product = await findProduct(tx, input.productId);
        if (!product) throw validationError('loanRouting:errors.unknownProduct');
        if (product.merchantId !== input.merchantId) throw validationError('loanRouting:errors.productOfOtherMerchant', { product: product.productCode });
      }
      return input;
    },
    async present(db, rows) {
      const labels = await productLabels(db, [...new Set(rows.map((r) => r.productId).filter((id): id is number => typeof id === 'number'))]);
      return (await withMerchantNames(db, rows)).map((row): Row => {
        const product = typeof row.productId === 'number' ? labels.get(row.productId) : undefined;
        const productCode = product?.productCode ?? null;
        // Names the route in confirmations: merchant · product · channel.
        const routeName = [row.merchantName, productCode, row.channel].filter(Boolean).join(' · ');
        return { ...row, productCode, productName: product?.productName ?? null, routeName };
      });
    },
  },
});

const isChannel = (value: string): value is PaymentChannel => (PAYMENT_CHANNELS as readonly string[]).includes(value);

/** Product-specific routes before merchant-wide ones, each by priority; a channel once, at its first place. */
export function channelsInOrder(routes: readonly RouteRow[]): PaymentChannel[] {
  const ordered = [...routes.filter((r) => r.productId !== null), ...routes.filter((r) => r.productId === null)];
  return [...new Set(ordered.map((r) => r.channel).filter(isChannel))];
}

/**
 * The channels to pay a merchant's loan of a product with, first choice first; a merchant without any
 * enabled route pays by M-Pesa (docs/decisions.md, Money core).
 */
export async function routeFor(db: DbOrTx, merchantId: number, productId: number | null): Promise<PaymentChannel[]> {
  const channels = channelsInOrder(await enabledRoutes(db, merchantId, productId));
  return channels.length ? channels : [DEFAULT_LOAN_CHANNEL];
}

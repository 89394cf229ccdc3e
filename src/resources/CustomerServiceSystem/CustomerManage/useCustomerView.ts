import { useCustom } from '@refinedev/core';
import type { CustomerView } from '../../../../common/customers/customer-manage';

/** One customer's 360 through Refine's useCustom; writes elsewhere that invalidate lists refresh it too. */
export function useCustomerView(customerId: number | null) {
  const { query } = useCustom<CustomerView>({
    url: 'customerManage/detail', method: 'get', config: { query: { customerId } }, meta: { silent: true }, errorNotification: false,
    queryOptions: { enabled: customerId !== null },
  });
  return { view: query.data?.data ?? null, error: query.error ? (query.error as unknown as Error) : null, loading: query.isFetching, reload: query.refetch };
}

/** The merchants in scope and their enabled lender accounts (transfer/options), through Refine's useCustom, cached. */
import { useCustom } from '@refinedev/core';
import type { TransferOptions } from '../../../../common/money/transfer';

const EMPTY: TransferOptions = { merchants: [], accounts: [] };

export function useTransferOptions(): TransferOptions {
  // result.data is an empty object until the answer arrives; the query's own data is undefined until then.
  const { query } = useCustom<TransferOptions>({
    url: 'transfer/options', method: 'get', meta: { silent: true }, errorNotification: false,
    queryOptions: { staleTime: 5 * 60_000 },
  });
  return (query.data?.data as TransferOptions | undefined) ?? EMPTY;
}

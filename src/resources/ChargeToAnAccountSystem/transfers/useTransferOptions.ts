/** The merchants in scope and their enabled lender accounts (transfer/options), through Refine's useCustom, cached. */
import { useCustom } from '@refinedev/core';
import type { TransferOptions } from '../../../../common/money/transfer';

const EMPTY: TransferOptions = { merchants: [], accounts: [] };

export function useTransferOptions(): TransferOptions {
  const { result } = useCustom<TransferOptions>({
    url: 'transfer/options', method: 'get', meta: { silent: true }, errorNotification: false,
    queryOptions: { staleTime: 5 * 60_000 },
  });
  return (result.data as TransferOptions | undefined) ?? EMPTY;
}

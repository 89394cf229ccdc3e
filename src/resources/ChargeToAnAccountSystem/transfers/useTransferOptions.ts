/** The merchants in scope and their enabled lender accounts (transfer/options), loaded once per screen. */
import { useEffect, useState } from 'react';
import type { TransferOptions } from '../../../../common/money/transfer';
import { api } from '../../../providers/http';

const EMPTY: TransferOptions = { merchants: [], accounts: [] };

export function useTransferOptions(): TransferOptions {
  const [options, setOptions] = useState<TransferOptions>(EMPTY);
  useEffect(() => {
    let current = true;
    api.get<TransferOptions>('transfer/options', { silent: true }).then((o) => { if (current) setOptions(o); }).catch(() => undefined);
    return () => { current = false; };
  }, []);
  return options;
}

import { Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BalanceAccountRow } from '../../../../common/entities/balance-account';
import { BalanceHistory } from './BalanceHistory';

/** An account's history in a drawer; the list loads afresh each time it opens. */
export function HistoryDrawer({ account, onClose }: { account: BalanceAccountRow | null; onClose: () => void }) {
  const { t } = useTranslation('balance');
  return (
    <Drawer open={account !== null} onClose={onClose} width="80%" destroyOnHidden data-testid="history-drawer"
      title={account && t('history.title', { name: account.accountName })}>
      {account && <BalanceHistory key={account.id} account={account} />}
    </Drawer>
  );
}

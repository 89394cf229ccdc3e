import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AllocationSummary } from '../../../../common/orders/order-allocation';
import type { OrderFilterParams } from '../../../components/orders';
import { usePost } from '../../../hooks/usePost';
import { ALLOCATION_READS } from './allocation-request';

/** "Auto allocate": confirm, then spread the filter's to-be-allocated orders among the auditors who take part; the list and the auditors' loads refetch. */
export function useAutoAllocate(filter: OrderFilterParams, onDone: (summary: AllocationSummary) => void) {
  const { t } = useTranslation('orderAllocation');
  const { modal } = App.useApp();
  const { post } = usePost({ invalidates: ALLOCATION_READS });
  return () => modal.confirm({
    title: t('actions.autoAllocate'), content: t('confirm.auto'),
    okText: t('common:actions.confirm'), cancelText: t('common:actions.cancel'), okButtonProps: { 'data-testid': 'confirm-ok' } as never,
    onOk: async () => onDone(await post<AllocationSummary>('orderAllocation/autoAllocate', { filter })),
  });
}

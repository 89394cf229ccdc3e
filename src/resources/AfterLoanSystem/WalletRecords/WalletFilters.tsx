import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { WITHDRAWAL_STATUSES } from '../../../../common/money/statuses';
import { ListFilters } from '../../../components/money-actions';

/** Order number, phone, withdrawal number, status and the day requested. */
export function WalletFilters({ onSearch }: { onSearch: (values: Record<string, unknown>) => void }) {
  const { t } = useTranslation('wallet');
  return (
    <ListFilters name="walletFilters" daysLabel={t('fields.days')} onSearch={onSearch}>
      <Form.Item name="orderNo" label={t('fields.orderNo')}><Input allowClear maxLength={64} data-testid="filter-orderNo" /></Form.Item>
      <Form.Item name="phone" label={t('fields.phone')}><Input allowClear maxLength={20} data-testid="filter-phone" /></Form.Item>
      <Form.Item name="withdrawalNo" label={t('fields.withdrawalNo')}><Input allowClear maxLength={64} /></Form.Item>
      <Form.Item name="status" label={t('fields.status')}>
        <Select allowClear style={{ minWidth: 130 }} options={WITHDRAWAL_STATUSES.map((s) => ({ value: s, label: t(`options.status.${s}`) }))} data-testid="filter-status" />
      </Form.Item>
    </ListFilters>
  );
}

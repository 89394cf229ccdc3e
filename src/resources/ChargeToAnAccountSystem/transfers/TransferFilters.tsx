import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { PAYMENT_CHANNELS, TRANSFER_STATUSES } from '../../../../common/money/statuses';
import type { TransferOptions } from '../../../../common/money/transfer';
import { ListFilters } from '../../../components/money-actions';

/** Transfer number, merchant, status, from channel and the day submitted. */
export function TransferFilters({ options, onSearch }: { options: TransferOptions; onSearch: (values: Record<string, unknown>) => void }) {
  const { t } = useTranslation('transfer');
  return (
    <ListFilters name="transferFilters" daysLabel={t('fields.days')} onSearch={onSearch}>
      <Form.Item name="transferNo" label={t('fields.transferNo')}><Input allowClear maxLength={64} data-testid="filter-transferNo" /></Form.Item>
      <Form.Item name="merchantId" label={t('fields.merchantId')}>
        <Select allowClear style={{ minWidth: 160 }} options={options.merchants} data-testid="filter-merchantId" />
      </Form.Item>
      <Form.Item name="status" label={t('fields.status')}>
        <Select allowClear style={{ minWidth: 140 }} options={TRANSFER_STATUSES.map((s) => ({ value: s, label: t(`options.status.${s}`) }))} data-testid="filter-status" />
      </Form.Item>
      <Form.Item name="fromChannel" label={t('fields.fromChannel')}>
        <Select allowClear style={{ minWidth: 130 }} options={PAYMENT_CHANNELS.map((c) => ({ value: c, label: t(`options.channel.${c}`) }))} />
      </Form.Item>
    </ListFilters>
  );
}

import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { REFUND_AUDIT_STATUSES, REFUND_STATUSES, VERIFICATION_STATUSES } from '../../../../common/money/statuses';
import { ListFilters } from '../../../components/money-actions';

const choices = (t: (k: string) => string, field: string, values: readonly string[]) => values.map((v) => ({ value: v, label: t(`options.${field}.${v}`) }));

/** Order number, phone, the three statuses and the day applied. */
export function RefundFilters({ onSearch }: { onSearch: (values: Record<string, unknown>) => void }) {
  const { t } = useTranslation('refund');
  return (
    <ListFilters name="refundFilters" daysLabel={t('fields.days')} onSearch={onSearch}>
      <Form.Item name="orderNo" label={t('fields.orderNo')}><Input allowClear maxLength={64} data-testid="filter-orderNo" /></Form.Item>
      <Form.Item name="phone" label={t('fields.phone')}><Input allowClear maxLength={20} data-testid="filter-phone" /></Form.Item>
      <Form.Item name="auditStatus" label={t('fields.auditStatus')}>
        <Select allowClear style={{ minWidth: 120 }} options={choices(t, 'auditStatus', REFUND_AUDIT_STATUSES)} data-testid="filter-auditStatus" />
      </Form.Item>
      <Form.Item name="refundStatus" label={t('fields.refundStatus')}>
        <Select allowClear style={{ minWidth: 120 }} options={choices(t, 'refundStatus', REFUND_STATUSES)} data-testid="filter-refundStatus" />
      </Form.Item>
      <Form.Item name="verificationStatus" label={t('fields.verificationStatus')}>
        <Select allowClear style={{ minWidth: 120 }} options={choices(t, 'verificationStatus', VERIFICATION_STATUSES)} />
      </Form.Item>
    </ListFilters>
  );
}

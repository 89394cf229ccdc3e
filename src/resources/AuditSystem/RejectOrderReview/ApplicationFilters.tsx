import { Button, DatePicker, Form, Input, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { RE_REVIEW_STATUSES } from '../../../../common/orders/order-review';
import { MerchantSelect } from '../RejectOrderReviewConfig/MerchantSelect';

const DAY = 'YYYY-MM-DD';

/** Application status, merchant, submission days and order number. */
export function ApplicationFilters({ onSearch }: { onSearch: (values: Record<string, unknown>) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const submit = () => {
    const { days, ...rest } = form.getFieldsValue() as { days?: [Dayjs | null, Dayjs | null] } & Record<string, unknown>;
    onSearch(Object.fromEntries(Object.entries({ ...rest, dayFrom: days?.[0]?.format(DAY), dayTo: days?.[1]?.format(DAY) })
      .filter(([, v]) => v !== undefined && v !== null && v !== '')));
  };
  return (
    <Form form={form} name="reReviewFilters" layout="inline" className="crud-filters" onFinish={submit} data-testid="filter-bar">
      <Form.Item name="status" label={t('orderReview:fields.status')}>
        <Select allowClear style={{ minWidth: 140 }} data-testid="filter-status"
          options={RE_REVIEW_STATUSES.map((s) => ({ value: s, label: t(`orderReview:status.${s}`) }))} />
      </Form.Item>
      <Form.Item name="merchantId" label={t('orderReview:fields.merchantId')}><MerchantSelect testId="filter-merchantId" /></Form.Item>
      <Form.Item name="days" label={t('orderReview:fields.days')}><DatePicker.RangePicker allowEmpty={[true, true]} /></Form.Item>
      <Form.Item name="orderNo" label={t('orderReview:fields.orderNo')}><Input allowClear maxLength={64} data-testid="filter-orderNo" /></Form.Item>
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" data-testid="filter-search">{t('actions.search')}</Button>
          <Button onClick={() => { form.resetFields(); submit(); }}>{t('actions.reset')}</Button>
        </Space>
      </Form.Item>
    </Form>
  );
}

import { Button, DatePicker, Form, Input, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { IMPORT_RESULTS, IMPORT_STATUSES } from '../../../../common/money/statuses';

const DAY = 'YYYY-MM-DD';

interface Values {
  batchNo?: string;
  importer?: string;
  status?: string;
  result?: string;
  days?: [Dayjs | null, Dayjs | null] | null;
}

/** Batch number, importer, status, result and the days the batches were imported (EAT). */
export function BatchFilters({ onSearch }: { onSearch: (values: Record<string, string>) => void }) {
  const { t } = useTranslation('writeOff');
  const [form] = Form.useForm<Values>();
  const submit = () => {
    const { days, ...rest } = form.getFieldsValue();
    const values = { ...rest, dayFrom: days?.[0]?.format(DAY), dayTo: days?.[1]?.format(DAY) };
    onSearch(Object.fromEntries(Object.entries(values).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1].trim() !== '')));
  };
  return (
    <Form form={form} name="writeOffBatchFilters" layout="inline" className="crud-filters" onFinish={submit} data-testid="filter-bar">
      <Form.Item name="batchNo" label={t('fields.batchNo')}><Input allowClear style={{ width: 200 }} data-testid="filter-batchNo" /></Form.Item>
      <Form.Item name="importer" label={t('fields.importer')}><Input allowClear style={{ width: 160 }} data-testid="filter-importer" /></Form.Item>
      <Form.Item name="status" label={t('fields.status')}>
        <Select allowClear placeholder={t('batches.allStatuses')} style={{ minWidth: 140 }} data-testid="filter-status"
          options={IMPORT_STATUSES.map((s) => ({ value: s, label: t(`options.status.${s}`) }))} />
      </Form.Item>
      <Form.Item name="result" label={t('fields.result')}>
        <Select allowClear placeholder={t('batches.allResults')} style={{ minWidth: 150 }} data-testid="filter-result"
          options={IMPORT_RESULTS.map((r) => ({ value: r, label: t(`options.result.${r}`) }))} />
      </Form.Item>
      <Form.Item name="days" label={t('fields.days')}><DatePicker.RangePicker allowEmpty={[true, true]} /></Form.Item>
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" data-testid="filter-search">{t('common:actions.search')}</Button>
          <Button onClick={() => { form.resetFields(); submit(); }}>{t('common:actions.reset')}</Button>
        </Space>
      </Form.Item>
    </Form>
  );
}

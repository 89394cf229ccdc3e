import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { Button, Col, Form, Row, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ALL_ORDER_FILTERS, ORDER_FILTERS, type OrderFilterName, type OrderFilterParams } from './order-filters';
import { OrderFilterInput } from './OrderFilterInput';

export interface OrderFilterBarProps {
  onSearch: (filter: OrderFilterParams) => void;
  /** The filters offered, in order; all of them by default. */
  fields?: readonly OrderFilterName[];
  /** How many show before "more filters". */
  visibleCount?: number;
  /** Restricts a select's choices, e.g. { status: [10, 20] }. */
  only?: Partial<Record<OrderFilterName, readonly (string | number)[]>>;
  /** Buttons after search and reset (e.g. export). */
  extra?: ReactNode;
}

const DAY = 'YYYY-MM-DD';

/** Form values → the list's query parameters: empty values dropped, several states as a comma list, day ranges split into from/to days. */
export function toOrderFilterParams(values: Record<string, unknown>): OrderFilterParams {
  const params: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    const def = ORDER_FILTERS[name as OrderFilterName];
    if (value === undefined || value === null || value === '' || (Array.isArray(value) && !value.length)) continue;
    if (def?.kind === 'dayRange') {
      const [from, to] = value as [Dayjs | null, Dayjs | null];
      if (from) params[def.from] = from.format(DAY);
      if (to) params[def.to] = to.format(DAY);
    } else if (Array.isArray(value)) {
      params[name] = value.join(',');
    } else {
      params[name] = typeof value === 'string' ? value.trim() : value;
    }
  }
  return params as OrderFilterParams;
}

/** The order filters in a grid that fits 1280 px, the less used ones behind "more filters". */
export function OrderFilterBar({ onSearch, fields = ALL_ORDER_FILTERS, visibleCount = 6, only = {}, extra }: OrderFilterBarProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const [expanded, setExpanded] = useState(false);
  const submit = () => onSearch(toOrderFilterParams(form.getFieldsValue()));
  const canExpand = fields.length > visibleCount;
  return (
    <Form form={form} name="orderFilters" className="order-filters" onFinish={submit} data-testid="order-filter-bar"
      labelCol={{ flex: '128px' }} labelWrap labelAlign="right" colon={false}>
      <Row gutter={[16, 0]}>
        {fields.map((name, index) => {
          const def = ORDER_FILTERS[name];
          const rules = def.kind === 'text' && 'pattern' in def ? [{ pattern: def.pattern, message: t(def.messageKey) }] : undefined;
          return (
            <Col key={name} xs={24} md={12} xl={8} xxl={6} style={!expanded && index >= visibleCount ? { display: 'none' } : undefined}>
              <Form.Item name={name} label={t(`order:fields.${name}`)} rules={rules}>
                <OrderFilterInput name={name} def={def} only={only[name]} />
              </Form.Item>
            </Col>
          );
        })}
        <Col flex="auto" style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 16 }}>
          <Space wrap>
            <Button type="primary" htmlType="submit" data-testid="order-filter-search">{t('actions.search')}</Button>
            <Button onClick={() => { form.resetFields(); submit(); }} data-testid="order-filter-reset">{t('actions.reset')}</Button>
            {canExpand && (
              <Button type="link" onClick={() => setExpanded((e) => !e)} data-testid="order-filter-more"
                icon={expanded ? <UpOutlined /> : <DownOutlined />} iconPosition="end">
                {t(expanded ? 'order:filters.fewer' : 'order:filters.more')}
              </Button>
            )}
            {extra}
          </Space>
        </Col>
      </Row>
    </Form>
  );
}

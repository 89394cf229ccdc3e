import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { Button, Col, Form, Row, Space } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toFilterParams, type MoneyFilterDef, type MoneyFilterParams } from './money-filters';
import { MoneyFilterInput } from './MoneyFilterInput';

interface Props {
  defs: readonly MoneyFilterDef[];
  onSearch: (params: MoneyFilterParams) => void;
  /** Translation prefix of the filters' labels, e.g. "repay:filters". */
  labels: string;
  /** How many show before "more filters". */
  visibleCount?: number;
  extra?: ReactNode;
  testId?: string;
}

/** A money list's filters in a grid that fits 1280 px, search and reset at the end. */
export function MoneyFilterBar({ defs, onSearch, labels, visibleCount = 6, extra, testId = 'money-filter-bar' }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const [expanded, setExpanded] = useState(false);
  const submit = () => onSearch(toFilterParams(defs, form.getFieldsValue()));
  return (
    <Form form={form} onFinish={submit} data-testid={testId} labelCol={{ flex: '120px' }} labelWrap labelAlign="right" colon={false}>
      <Row gutter={[16, 0]}>
        {defs.map((def, index) => (
          <Col key={def.name} xs={24} md={12} xl={8} xxl={6} style={!expanded && index >= visibleCount ? { display: 'none' } : undefined}>
            <Form.Item name={def.name} label={t(`${labels}.${def.name}`)}
              rules={def.kind === 'text' && def.pattern ? [{ pattern: def.pattern, message: t(def.messageKey ?? 'errors:validation.invalidField') }] : undefined}>
              <MoneyFilterInput def={def} testId={`filter-${def.name}`} />
            </Form.Item>
          </Col>
        ))}
        <Col flex="auto" style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 16 }}>
          <Space wrap>
            <Button type="primary" htmlType="submit" data-testid="filter-search">{t('actions.search')}</Button>
            <Button onClick={() => { form.resetFields(); submit(); }} data-testid="filter-reset">{t('actions.reset')}</Button>
            {defs.length > visibleCount && (
              <Button type="link" onClick={() => setExpanded((e) => !e)} icon={expanded ? <UpOutlined /> : <DownOutlined />} iconPosition="end" data-testid="filter-more">
                {t(expanded ? 'repay:filters.fewer' : 'repay:filters.more')}
              </Button>
            )}
            {extra}
          </Space>
        </Col>
      </Row>
    </Form>
  );
}

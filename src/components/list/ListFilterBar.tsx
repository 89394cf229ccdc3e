import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { Button, Col, Form, Row, Space } from 'antd';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toFilterParams, type FilterDef, type FilterParams } from '../../../common/lists/filters';
import { normalisePhone, VALIDATION_MESSAGES } from '../../../common/validators';
import { fromFilterParams } from './filter-values';
import { FilterInput } from './FilterInput';

export interface ListFilterBarProps {
  defs: readonly FilterDef[];
  /** The filter in force (from the address bar): the form shows it, so Back and a shared link restore it. */
  values?: FilterParams;
  onSearch: (params: FilterParams) => void;
  /** Translation prefix of the labels, e.g. "repay:filters" → `repay:filters.orderNo`. */
  labels: string;
  /** How many show before "more filters". */
  visibleCount?: number;
  /** Restricts a choice's values, e.g. { status: [10, 20] }. */
  only?: Record<string, readonly (string | number)[]>;
  /** Replaces the control of a filter (e.g. a tree select), keeping its label. */
  inputs?: Record<string, ReactNode>;
  /** Buttons after search and reset (e.g. export). */
  extra?: ReactNode;
  testId?: string;
  /** Two columns with the labels inside the inputs, for a bar in a narrow card (e.g. beside a detail panel). */
  compact?: boolean;
}

/** Columns of a filter: as many as fit 1280 px and wider screens. */
const GRID = { xs: 24, md: 12, xl: 8, xxl: 6 } as const;

/** The one filter bar: a grid that fits 1280 px, the less used filters behind "more filters", search and reset. */
export function ListFilterBar({ defs, values, onSearch, labels, visibleCount = 6, only = {}, inputs = {}, extra, testId = 'filter-bar', compact = false }: ListFilterBarProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const valuesKey = JSON.stringify(values ?? {});
  const initial = useMemo(() => fromFilterParams(defs, JSON.parse(valuesKey) as FilterParams), [defs, valuesKey]);
  // A hidden filter that is in force opens "more filters", so nothing in force is out of sight.
  const [expanded, setExpanded] = useState(() => defs.some((d, i) => i >= visibleCount && initial[d.name] !== undefined));
  // The filters behind "more filters" are first drawn when it first opens (a bar has up to 19, each a select with
  // its options' request): the form keeps their values meanwhile, and a search reads the whole form.
  const [drawnAll, setDrawnAll] = useState(expanded);
  if (expanded && !drawnAll) setDrawnAll(true);
  // The form follows the address bar (Back, a copied link, reset): it is reset when the searched values change,
  // never on a mere re-render (a list refetch, options arriving, a caller's new defs array) while the user types.
  const defsRef = useRef(defs);
  defsRef.current = defs;
  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(fromFilterParams(defsRef.current, JSON.parse(valuesKey) as FilterParams));
  }, [form, valuesKey]);
  const submit = () => onSearch(toFilterParams(defs, form.getFieldsValue(true)));
  return (
    <Form form={form} onFinish={submit} data-testid={testId} labelCol={{ flex: '128px' }} labelWrap labelAlign="right" colon={false}>
      <Row gutter={[16, 0]}>
        {defs.map((def, index) => {
          if (!drawnAll && index >= visibleCount) return null;
          const label = t(def.kind === 'flag' && def.label ? def.label : `${labels}.${def.name}`);
          const rules = def.kind !== 'text' ? undefined
            : def.match === 'phone' ? [{ validator: (_: unknown, v: unknown) => (!v || normalisePhone(String(v)) ? Promise.resolve() : Promise.reject(new Error(t(`errors:${VALIDATION_MESSAGES.phone}`)))) }]
            : def.pattern ? [{ pattern: def.pattern, message: t(def.messageKey ?? 'errors:validation.invalidField') }] : undefined;
          return (
            <Col key={def.name} {...(compact ? { span: 12 } : GRID)} style={!expanded && index >= visibleCount ? { display: 'none' } : undefined}>
              <Form.Item name={def.name} label={compact ? undefined : label} rules={rules} style={compact ? { marginBottom: 8 } : undefined}>
                {inputs[def.name] ?? <FilterInput def={def} label={label} only={only[def.name]} testId={`filter-${def.name}`} placeholder={compact ? label : undefined} />}
              </Form.Item>
            </Col>
          );
        })}
        <Col flex="auto" style={{ display: 'flex', justifyContent: compact ? 'flex-start' : 'flex-end', marginBottom: compact ? 12 : 16 }}>
          <Space wrap>
            <Button type="primary" htmlType="submit" data-testid="filter-search">{t('actions.search')}</Button>
            <Button onClick={() => { form.resetFields(); form.setFieldsValue(Object.fromEntries(defs.map((d) => [d.name, undefined]))); submit(); }} data-testid="filter-reset">{t('actions.reset')}</Button>
            {defs.length > visibleCount && (
              <Button type="link" onClick={() => setExpanded((e) => !e)} icon={expanded ? <UpOutlined /> : <DownOutlined />} iconPosition="end" data-testid="filter-more">
                {t(expanded ? 'common:filters.fewer' : 'common:filters.more')}
              </Button>
            )}
            {extra}
          </Space>
        </Col>
      </Row>
    </Form>
  );
}

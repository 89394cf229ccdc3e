import { PlusOutlined } from '@ant-design/icons';
import { Button, Col, Form, Row, Select, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { QUALITY_CONDUCT_RULES, type QualityConductRule } from '../../../../common/quality/quality';
import { integerRules, IntegerInput, maxLengthRule, TextInput } from '../../../components/inputs';
import { useInFlight } from '../../../hooks/useInFlight';
import { usePost } from '../../../hooks/usePost';
import { toastSuccess } from '../../../providers/toast';
import { QUALITY_URLS } from './quality-api';

interface Checkpoint { id?: number; label: string; weight: number; instantFail: boolean; conductRule: QualityConductRule | null; enabled: boolean }
export interface Scorecard { id: number; name: string; passMark: number; isDefault: boolean; enabled: boolean; checkpoints: Checkpoint[] }

/** One scorecard: its name, pass mark and weighted checkpoints (a checkpoint is taken out of use, never deleted). */
export function ScorecardForm({ card }: { card: Scorecard }) {
  const { t } = useTranslation('quality');
  const [form] = Form.useForm<Omit<Scorecard, 'isDefault' | 'enabled'>>();
  const { post } = usePost({ invalidates: [QUALITY_URLS.configuration] });
  const [guard, busy] = useInFlight();
  const checkpoints = Form.useWatch('checkpoints', form) ?? card.checkpoints;
  const sum = checkpoints.filter((c) => c?.enabled).reduce((s, c) => s + (Number(c?.weight) || 0), 0);
  const required = { required: true, message: t('errors:validation.required') };

  const save = async () => {
    const values = await form.validateFields();
    await post(QUALITY_URLS.scorecard, { id: card.id, name: values.name.trim(), passMark: values.passMark, checkpoints: values.checkpoints.map((c) => ({ ...c, label: c.label.trim(), conductRule: c.conductRule ?? null })) });
    toastSuccess(t('text.scorecardSaved'));
  };
  return (
    <Form form={form} layout="vertical" initialValues={card} data-testid={`quality-scorecard-${card.id}`}>
      <Row gutter={12}>
        <Col flex="320px"><Form.Item name="name" label={t('fields.name')} rules={[required, maxLengthRule(t, t('fields.name'), 64)]}><TextInput max={64} /></Form.Item></Col>
        <Col flex="160px"><Form.Item name="passMark" label={t('fields.passMark')} tooltip={t('text.passMarkHint')} rules={[required, ...integerRules(t, t('fields.passMark'), { min: 1, max: 100 })]}><IntegerInput /></Form.Item></Col>
      </Row>
      <Form.List name="checkpoints">
        {(fields, { add }) => (
          <>
            {fields.map((field) => (
              <Row key={field.key} gutter={8} align="top" wrap={false}>
                <Col flex="auto"><Form.Item name={[field.name, 'label']} label={field.name === 0 ? t('fields.label') : undefined} rules={[required, maxLengthRule(t, t('fields.label'), 120)]}><TextInput max={120} /></Form.Item></Col>
                <Col flex="90px"><Form.Item name={[field.name, 'weight']} label={field.name === 0 ? t('fields.weight') : undefined} rules={[required, ...integerRules(t, t('fields.weight'), { min: 1, max: 100 })]}><IntegerInput /></Form.Item></Col>
                <Col flex="190px"><Form.Item name={[field.name, 'conductRule']} label={field.name === 0 ? t('fields.conductRule') : undefined}>
                  <Select allowClear options={QUALITY_CONDUCT_RULES.map((r) => ({ value: r, label: t(`options.conductRule.${r}`) }))} />
                </Form.Item></Col>
                <Col flex="90px"><Form.Item name={[field.name, 'instantFail']} label={field.name === 0 ? t('fields.instantFail') : undefined} valuePropName="checked"><Switch size="small" /></Form.Item></Col>
                <Col flex="70px"><Form.Item name={[field.name, 'enabled']} label={field.name === 0 ? t('fields.enabled') : undefined} valuePropName="checked"><Switch size="small" /></Form.Item></Col>
              </Row>
            ))}
            <Button icon={<PlusOutlined />} onClick={() => add({ label: '', weight: 5, instantFail: false, conductRule: null, enabled: true })}>{t('actions.addCheckpoint')}</Button>
          </>
        )}
      </Form.List>
      <Typography.Paragraph type={sum === 100 ? 'secondary' : 'warning'} style={{ marginTop: 12 }}>{t('text.weightsSum', { sum })}</Typography.Paragraph>
      <Button type="primary" loading={busy} onClick={() => void guard(save).catch(() => undefined)} data-testid={`quality-scorecard-save-${card.id}`}>{t('actions.saveScorecard')}</Button>
    </Form>
  );
}

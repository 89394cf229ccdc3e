import { useCustom } from '@refinedev/core';
import { Button, Card, Form, Space, Tag, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { integerRules, IntegerInput } from '../../../components/inputs';
import { useInFlight } from '../../../hooks/useInFlight';
import { usePost } from '../../../hooks/usePost';
import { toastSuccess } from '../../../providers/toast';
import { QUALITY_URLS } from './quality-api';
import { ScorecardForm, type Scorecard } from './ScorecardForm';

interface Settings { collectionSharePct: number; telemarketingSharePct: number; serviceSharePct: number; claimMinutes: number; appealDays: number }
const LIMITS: Record<keyof Settings, { min: number; max: number }> = {
  collectionSharePct: { min: 0, max: 100 }, telemarketingSharePct: { min: 0, max: 100 }, serviceSharePct: { min: 0, max: 100 },
  claimMinutes: { min: 5, max: 480 }, appealDays: { min: 1, max: 30 },
};

/** Sampling shares per source, how long a claim lasts, the appeal window; and the scorecards with their checkpoints. */
export function SettingsTab() {
  const { t } = useTranslation('quality');
  const [form] = Form.useForm<Settings>();
  const { post } = usePost({ invalidates: [QUALITY_URLS.configuration] });
  const [guard, busy] = useInFlight();
  const { query } = useCustom<{ settings: Settings; scorecards: Scorecard[] }>({ url: QUALITY_URLS.configuration, method: 'get' });
  const config = query.data?.data;
  useEffect(() => { if (config?.settings) form.setFieldsValue(config.settings); }, [config, form]);

  const save = async () => {
    const values = await form.validateFields();
    await post(QUALITY_URLS.settings, values);
    toastSuccess(t('text.settingsSaved'));
  };
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Card size="small" title={t('text.sampling')}>
        <Form form={form} layout="vertical" data-testid="quality-settings-form" style={{ maxWidth: 860 }}>
          <Space wrap size="middle" align="start">
            {(Object.keys(LIMITS) as (keyof Settings)[]).map((name) => (
              <Form.Item key={name} name={name} label={t(`fields.${name}`)} style={{ width: 260, marginBottom: 12 }}
                rules={[{ required: true, message: t('errors:validation.required') }, ...integerRules(t, t(`fields.${name}`), LIMITS[name])]}>
                <IntegerInput />
              </Form.Item>
            ))}
          </Space>
          <Button type="primary" loading={busy} onClick={() => void guard(save).catch(() => undefined)} data-testid="quality-settings-save">{t('actions.saveSettings')}</Button>
        </Form>
      </Card>
      <Typography.Title level={5} style={{ margin: 0 }}>{t('text.scorecards')}</Typography.Title>
      {config?.scorecards.map((card) => (
        <Card key={card.id} size="small" title={<Space>{card.name}{card.isDefault && <Tag color="blue">{t('text.defaultCard')}</Tag>}</Space>}>
          <ScorecardForm card={card} />
        </Card>
      ))}
    </Space>
  );
}

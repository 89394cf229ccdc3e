import { Alert, Flex, Form, Radio, Space, Tag, Typography, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { QUALITY_CHECK_RESULTS, QUALITY_COMMENT_MAX, scoreReview, type QualityCheckResult } from '../../../../common/quality/quality';
import type { QualityReviewCheckpoint } from '../../../../common/quality/quality-columns';
import { maxLengthRule, TextArea, TextInput } from '../../../components/inputs';

export interface ScoreValues {
  checks: Record<string, { result?: QualityCheckResult; comment?: string }>;
  comment?: string;
}

/** Each checkpoint met, not met or not applicable, with a comment (required when not met); the total as it stands. */
export function ScoreForm({ form, checkpoints, passMark }: { form: FormInstance<ScoreValues>; checkpoints: QualityReviewCheckpoint[]; passMark: number }) {
  const { t } = useTranslation('quality');
  const checks = Form.useWatch('checks', form) ?? {};
  const answered = checkpoints.filter((c) => checks[c.id]?.result);
  const preview = scoreReview(answered.map((c) => ({ weight: c.weight, instantFail: c.instantFail, result: checks[c.id]!.result! })), passMark);
  return (
    <Form form={form} layout="vertical" data-testid="quality-score-form">
      {checkpoints.map((c, n) => (
        <div key={c.id} data-testid={`quality-checkpoint-${n}`} style={{ borderTop: n ? '1px solid rgba(5,5,5,0.06)' : undefined, paddingTop: n ? 8 : 0 }}>
          <Space size={4} wrap>
            <Typography.Text strong>{c.label}</Typography.Text>
            <Tag>{t('fields.weight')} {c.weight}</Tag>
            {c.instantFail && <Tag color="red">{t('text.instantFail')}</Tag>}
          </Space>
          <Flex gap={12} align="start" style={{ marginTop: 4 }}>
            <Form.Item name={['checks', String(c.id), 'result']} rules={[{ required: true, message: t('errors.checkpointsIncomplete') }]} style={{ marginBottom: 8 }}>
              <Radio.Group optionType="button" size="small" aria-label={`${c.label}: ${t('fields.result')}`}
                options={QUALITY_CHECK_RESULTS.map((r) => ({ value: r, label: t(`options.result.${r}`) }))} />
            </Form.Item>
            <Form.Item name={['checks', String(c.id), 'comment']} dependencies={[['checks', String(c.id), 'result']]} style={{ flex: 1, marginBottom: 8 }}
              rules={[
                ({ getFieldValue }) => ({
                  validator: async (_, value?: string) => {
                    if (getFieldValue(['checks', String(c.id), 'result']) === 'fail' && !value?.trim()) throw new Error(t('errors.failNeedsComment', { checkpoint: c.label }));
                  },
                }),
                maxLengthRule(t, t('fields.comment'), QUALITY_COMMENT_MAX),
              ]}>
              <TextInput size="small" max={QUALITY_COMMENT_MAX} placeholder={t('fields.comment')} aria-label={`${c.label}: ${t('fields.comment')}`} />
            </Form.Item>
          </Flex>
        </div>
      ))}
      <Form.Item name="comment" label={t('fields.comment')} rules={[maxLengthRule(t, t('fields.comment'), QUALITY_COMMENT_MAX)]}>
        <TextArea rows={2} max={QUALITY_COMMENT_MAX} />
      </Form.Item>
      <Alert type={preview.passed ? 'success' : 'warning'} showIcon data-testid="quality-score-preview"
        message={preview.instantFailed ? t('text.instantFailPreview') : t('text.preview', { score: preview.score, passMark })} />
    </Form>
  );
}

import { Form, Radio, Typography, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { QUALITY_APPEAL_DECISIONS, QUALITY_COMMENT_MAX, type QualityAppealDecision } from '../../../../common/quality/quality';
import type { QualityReviewRow } from '../../../../common/quality/quality-columns';
import { AppModal } from '../../../components/crud/AppModal';
import { maxLengthRule, TextArea } from '../../../components/inputs';
import { usePost } from '../../../hooks/usePost';
import { toastSuccess } from '../../../providers/toast';
import { QUALITY_URLS } from './quality-api';

/** A second inspector upholds the result or overturns it (then it counts as passed), with a note. */
export function DecideModal({ review, onClose }: { review: QualityReviewRow | null; onClose: () => void }) {
  const { t } = useTranslation('quality');
  const [form] = Form.useForm<{ decision: QualityAppealDecision; comment: string }>();
  const { post } = usePost();
  const submit = async () => {
    if (!review) return;
    const { decision, comment } = await form.validateFields();
    await post(QUALITY_URLS.decideAppeal, { id: review.id, decision, comment: comment.trim() });
    toastSuccess(t('text.decided'));
    onClose();
  };
  return (
    <AppModal open={review !== null} title={review ? t('text.decideTitle', { id: review.id }) : ''} onCancel={onClose} onOk={submit}
      okText={t('actions.submitDecision')} cancelText={t('actions.close')} okButtonProps={{ 'data-testid': 'quality-decide-submit' } as ButtonProps}>
      {review && <Typography.Paragraph type="secondary">{review.employeeName} · {t('fields.score')} {review.score ?? '—'}</Typography.Paragraph>}
      <Form form={form} layout="vertical">
        <Form.Item name="decision" label={t('fields.decision')} rules={[{ required: true, message: t('errors:validation.required') }]}>
          <Radio.Group options={QUALITY_APPEAL_DECISIONS.map((d) => ({ value: d, label: t(`options.decision.${d}`) }))} />
        </Form.Item>
        <Form.Item name="comment" label={t('fields.appealComment')}
          rules={[{ required: true, whitespace: true, message: t('errors:validation.required') }, maxLengthRule(t, t('fields.appealComment'), QUALITY_COMMENT_MAX)]}>
          <TextArea rows={3} max={QUALITY_COMMENT_MAX} data-testid="quality-decide-comment" />
        </Form.Item>
      </Form>
    </AppModal>
  );
}

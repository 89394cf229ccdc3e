import { Form, Typography, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { QUALITY_COMMENT_MAX } from '../../../../common/quality/quality';
import type { QualityReviewRow } from '../../../../common/quality/quality-columns';
import { formatEat } from '../../../../common/time';
import { AppModal } from '../../../components/crud/AppModal';
import { maxLengthRule, TextArea } from '../../../components/inputs';
import { usePost } from '../../../hooks/usePost';
import { toastSuccess } from '../../../providers/toast';
import { QUALITY_URLS } from './quality-api';

/** The employee's one appeal of their own scored review, within the window, with a reason. */
export function AppealModal({ review, onClose }: { review: QualityReviewRow | null; onClose: () => void }) {
  const { t } = useTranslation('quality');
  const [form] = Form.useForm<{ reason: string }>();
  const { post } = usePost();
  const submit = async () => {
    if (!review) return;
    const { reason } = await form.validateFields();
    await post(QUALITY_URLS.appeal, { id: review.id, reason: reason.trim() });
    toastSuccess(t('text.appealed'));
    onClose();
  };
  return (
    <AppModal open={review !== null} title={review ? t('text.appealTitle', { id: review.id }) : ''} onCancel={onClose} onOk={submit}
      okText={t('actions.submitAppeal')} cancelText={t('actions.close')} okButtonProps={{ 'data-testid': 'quality-appeal-submit' } as ButtonProps}>
      {review && <Typography.Paragraph type="secondary">{t('text.appealOnce', { until: formatEat(review.appealDeadline) })}</Typography.Paragraph>}
      <Form form={form} layout="vertical">
        <Form.Item name="reason" label={t('fields.appealReason')}
          rules={[{ required: true, whitespace: true, message: t('errors:validation.required') }, maxLengthRule(t, t('fields.appealReason'), QUALITY_COMMENT_MAX)]}>
          <TextArea rows={4} max={QUALITY_COMMENT_MAX} data-testid="quality-appeal-reason" />
        </Form.Item>
      </Form>
    </AppModal>
  );
}

import { Form, Typography, type ButtonProps } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_REPLY_MAX, type FeedbackRow } from '../../../../common/customer-service/feedback';
import { AppModal } from '../../../components/crud/AppModal';
import { usePost } from '../../../hooks/usePost';
import { toastSuccess } from '../../../providers/toast';
import { TextArea, maxLengthRule } from '../../../components/inputs';

/** The reply to one feedback being processed: sent to the customer by SMS, which closes the feedback. */
export function ReplyModal({ feedback, onClose }: { feedback: FeedbackRow | null; onClose: () => void }) {
  const { t } = useTranslation('customerService');
  const [form] = Form.useForm<{ reply: string }>();
  const { post, posting } = usePost();
  useEffect(() => { if (feedback) form.resetFields(); }, [feedback, form]);

  const send = async () => {
    if (!feedback) return;
    const { reply } = await form.validateFields();
    await post('feedback/reply', { id: feedback.id, reply });
    toastSuccess(t('messages.replied', { no: feedback.feedbackNo }));
    onClose();
  };

  return (
    <AppModal open={feedback !== null} title={feedback ? t('titles.reply', { no: feedback.feedbackNo }) : ''} onCancel={onClose}
      okText={t('actions.send')} cancelText={t('actions.cancel')} confirmLoading={posting}
      okButtonProps={{ 'data-testid': 'feedback-reply-send' } as ButtonProps} onOk={send}>
      {feedback && <Typography.Paragraph type="secondary" data-testid="feedback-reply-content">{feedback.content}</Typography.Paragraph>}
      <Form form={form} layout="vertical">
        <Form.Item name="reply" label={t('fields.reply')} extra={t('hints.replySms')}
          rules={[{ required: true, whitespace: true, message: t('errors:validation.contentEmpty') }, maxLengthRule(t, t('fields.reply'), FEEDBACK_REPLY_MAX)]}>
          <TextArea rows={4} max={FEEDBACK_REPLY_MAX} data-testid="feedback-reply-text" />
        </Form.Item>
      </Form>
    </AppModal>
  );
}

/** A ticket's notes, oldest first, and a new one from its handler or a supervisor (never sent to the customer). */
import { useCustom } from '@refinedev/core';
import { Alert, Form, List, Typography, type ButtonProps } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_NOTE_MAX, FEEDBACK_URLS, type FeedbackNoteRow, type FeedbackRow } from '../../../../common/customer-service/feedback';
import { formatEat } from '../../../../common/time';
import { AppModal } from '../../../components/crud/AppModal';
import { TextArea, maxLengthRule } from '../../../components/inputs';
import { usePost } from '../../../hooks/usePost';
import { toastSuccess } from '../../../providers/toast';

export function NotesModal({ ticket, canWrite, onClose }: { ticket: FeedbackRow | null; canWrite: boolean; onClose: () => void }) {
  const { t } = useTranslation('customerService');
  const [form] = Form.useForm<{ body: string }>();
  const { post, posting } = usePost();
  const { query } = useCustom<FeedbackNoteRow[]>({
    url: FEEDBACK_URLS.notes, method: 'get', config: { query: { id: ticket?.id } }, queryOptions: { enabled: ticket !== null },
  });
  const notes = (query.data?.data as FeedbackNoteRow[] | undefined) ?? [];
  useEffect(() => { if (ticket) form.resetFields(); }, [ticket, form]);

  const add = async () => {
    const { body } = await form.validateFields();
    await post(FEEDBACK_URLS.note, { id: ticket!.id, body });
    toastSuccess(t('messages.noteAdded'));
    form.resetFields();
    await query.refetch();
  };

  return (
    <AppModal open={ticket !== null} title={t('titles.notes', { no: ticket?.feedbackNo ?? '' })} onCancel={onClose} width={640}
      okText={t('actions.addNote')} cancelText={t('actions.cancel')} confirmLoading={posting} onOk={add}
      okButtonProps={{ hidden: !canWrite, 'data-testid': 'ticket-note-add' } as ButtonProps}>
      {ticket && <Typography.Paragraph type="secondary">{ticket.content}</Typography.Paragraph>}
      {query.isError && <Alert type="error" showIcon message={query.error?.message} />}
      <List size="small" loading={query.isLoading} dataSource={notes} locale={{ emptyText: t('hints.noNotes') }} data-testid="ticket-notes"
        renderItem={(n) => (
          <List.Item>
            <List.Item.Meta title={`${n.userName ?? '—'} · ${formatEat(n.createdAt)}`} description={<span style={{ whiteSpace: 'pre-wrap' }}>{n.body}</span>} />
          </List.Item>
        )} />
      {canWrite && (
        <Form form={form} layout="vertical" name="ticket-note" style={{ marginTop: 16 }}>
          <Form.Item name="body" label={t('fields.body')} rules={[{ required: true, whitespace: true, message: t('errors:validation.contentEmpty') }, maxLengthRule(t, t('fields.body'), FEEDBACK_NOTE_MAX)]}>
            <TextArea rows={3} max={FEEDBACK_NOTE_MAX} data-testid="ticket-note-body" />
          </Form.Item>
        </Form>
      )}
    </AppModal>
  );
}

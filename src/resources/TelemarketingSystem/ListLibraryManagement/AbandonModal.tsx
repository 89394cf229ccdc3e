/** Abandons the chosen entries by hand with a reason from the abandonReason option list; answers per item. */
import { Form, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntryResult } from '../../../../common/telemarketing/list-inputs';
import { AppModal } from '../../../components/crud/AppModal';
import { useLookupOptions } from '../../../components/list';
import { usePost } from '../../../hooks/usePost';
import { toastSuccess, toastWarning } from '../../../providers/toast';
import { TextArea, maxLengthRule } from '../../../components/inputs';

export function AbandonModal({ ids, open, onClose }: { ids: number[]; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('telemarketingList');
  const [form] = Form.useForm<{ reason: string; remark?: string }>();
  const { post, posting } = usePost();
  const reasons = useLookupOptions('telemarketingList/options/abandonReasons', open);
  useEffect(() => { if (open) form.resetFields(); }, [open, form]);

  const save = async () => {
    const values = await form.validateFields();
    const { results } = await post<{ results: EntryResult[] }>('telemarketingList/abandon', { ids, reason: values.reason, remark: values.remark ?? null });
    const ok = results.filter((r) => r.ok).length;
    if (ok === results.length) toastSuccess(t('results.abandoned', { count: ok }));
    else toastWarning(t('results.partly', { ok, failed: results.length - ok }));
    onClose();
  };

  return (
    <AppModal open={open} title={t('titles.abandon', { count: ids.length })} onCancel={onClose} confirmLoading={posting}
      onOk={save} okButtonProps={{ danger: true, 'data-testid': 'abandon-ok' } as never}>
      <Form form={form} layout="vertical" name="tm-abandon">
        <Form.Item name="reason" label={t('fields.abandonReason')} rules={[{ required: true, message: t('errors.reasonRequired') }]}>
          <Select options={reasons.options} loading={reasons.loading} data-testid="abandon-reason" />
        </Form.Item>
        <Form.Item name="remark" label={t('fields.remark')} rules={[maxLengthRule(t, t('fields.remark'), 200)]}>
          <TextArea autoSize={{ minRows: 2, maxRows: 4 }} max={200} />
        </Form.Item>
      </Form>
    </AppModal>
  );
}

/**
 * "Auto assign" (issue 34): the next unassigned list entries of a merchant spread over its telemarketers who are working
 * and on shift today (server: dialTask/autoAssign, fewest open tasks first, one transaction). Confirmed first; the result
 * names who received how many.
 */
import { App, Form, Select, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DIAL_ASSIGN_MAX } from '../../../../common/telemarketing/dial';
import { AppModal } from '../../../components/crud/AppModal';
import { IntegerInput, integerRules } from '../../../components/inputs';
import { useLookupOptions } from '../../../components/list';
import { usePost } from '../../../hooks/usePost';

interface Values { merchantId: number; count: number }
interface AutoAssigned { assigned: number; telemarketers: number; given: { userId: number; realName: string; count: number }[] }

export function AutoAssignModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['schedule', 'telemarketingWork', 'common']);
  const { modal } = App.useApp();
  const [form] = Form.useForm<Values>();
  const { post, posting } = usePost();
  const merchants = useLookupOptions('dialTask/merchants', open);
  useEffect(() => { if (open) form.resetFields(); }, [open, form]);

  const save = async () => {
    const values = await form.validateFields();
    const merchant = merchants.labelOf(values.merchantId) ?? '';
    modal.confirm({
      title: t('autoAssign.title'), content: <span data-testid="auto-assign-confirm">{t('autoAssign.confirm', { count: values.count, merchant })}</span>,
      okText: t('common:actions.confirm'), cancelText: t('common:actions.cancel'), okButtonProps: { 'data-testid': 'confirm-ok' } as never,
      onOk: async () => {
        const done = await post<AutoAssigned>('dialTask/autoAssign', values);
        onClose();
        modal.success({
          title: t('autoAssign.title'), okText: t('common:actions.close'),
          content: (
            <div data-testid="auto-assign-result">
              <Typography.Paragraph strong>{t('autoAssign.result', { count: done.assigned, people: done.telemarketers, merchant })}</Typography.Paragraph>
              <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                {done.given.map((g) => <li key={g.userId}>{t('autoAssign.resultOne', { name: g.realName, count: g.count })}</li>)}
              </ul>
            </div>
          ),
        });
      },
    });
  };

  return (
    <AppModal open={open} title={t('autoAssign.title')} onCancel={onClose} confirmLoading={posting} onOk={save}
      okText={t('common:actions.confirm')} cancelText={t('common:actions.cancel')} okButtonProps={{ 'data-testid': 'auto-assign-ok' } as never}>
      <Typography.Paragraph type="secondary">{t('autoAssign.hint')}</Typography.Paragraph>
      <Form form={form} layout="vertical" name="dial-auto-assign">
        <Form.Item name="merchantId" label={t('telemarketingWork:fields.merchantId')} rules={[{ required: true, message: t('telemarketingWork:errors.assignWhat') }]}>
          <Select options={merchants.options} loading={merchants.loading} data-testid="auto-assign-merchant" />
        </Form.Item>
        <Form.Item name="count" label={t('telemarketingWork:fields.count')}
          rules={[{ required: true, message: t('telemarketingWork:errors.assignWhat') }, ...integerRules(t, t('telemarketingWork:fields.count'), { min: 1, max: DIAL_ASSIGN_MAX })]}>
          <IntegerInput data-testid="auto-assign-count" />
        </Form.Item>
      </Form>
    </AppModal>
  );
}

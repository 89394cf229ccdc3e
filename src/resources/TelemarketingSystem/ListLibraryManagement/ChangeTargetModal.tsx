/** Changes the marketing target of the chosen entries; a mixed selection asks to continue with the changeable ones only (spec 5). */
import { App, Form, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { TM_MARKETING_TARGETS } from '../../../../common/telemarketing/list';
import type { EntryResult } from '../../../../common/telemarketing/list-inputs';
import { AppModal } from '../../../components/crud/AppModal';
import { usePost } from '../../../hooks/usePost';
import { toastSuccess } from '../../../providers/toast';

interface Answer { applied: boolean; changeable: number; results: EntryResult[] }

export function ChangeTargetModal({ ids, open, onClose }: { ids: number[]; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('telemarketingList');
  const { modal } = App.useApp();
  const [form] = Form.useForm<{ marketingTarget: string }>();
  const { post, posting } = usePost();
  useEffect(() => { if (open) form.resetFields(); }, [open, form]);

  const send = (marketingTarget: string, onlyChangeable: boolean) => post<Answer>('telemarketingList/changeTarget', { ids, marketingTarget, onlyChangeable });
  const done = (answer: Answer) => { toastSuccess(t('results.targetChanged', { count: answer.changeable })); onClose(); };
  const save = async () => {
    const { marketingTarget } = await form.validateFields();
    const answer = await send(marketingTarget, false);
    if (answer.applied) return done(answer);
    const refused = answer.results.filter((r) => !r.ok);
    modal.confirm({
      title: t('titles.mixedSelection'), okText: t('actions.continueChangeable'), cancelText: t('common:actions.cancel'),
      okButtonProps: { 'data-testid': 'target-continue' } as never,
      content: <div data-testid="target-refused">{t('hints.mixedSelection', { changeable: answer.changeable, refused: refused.length })}
        <ul>{[...new Set(refused.map((r) => r.messageKey))].map((key) => <li key={key}>{t(key ?? '')}</li>)}</ul></div>,
      onOk: async () => done(await send(marketingTarget, true)),
    });
  };

  return (
    <AppModal open={open} title={t('titles.changeTarget', { count: ids.length })} onCancel={onClose} confirmLoading={posting}
      onOk={save} okButtonProps={{ 'data-testid': 'target-ok' } as never}>
      <Form form={form} layout="vertical" name="tm-change-target">
        <Form.Item name="marketingTarget" label={t('fields.marketingTarget')} rules={[{ required: true, message: t('errors.targetRequired') }]}>
          <Select options={TM_MARKETING_TARGETS.map((v) => ({ value: v, label: t(`options.marketingTarget.${v}`) }))} data-testid="target-select" />
        </Form.Item>
      </Form>
    </AppModal>
  );
}

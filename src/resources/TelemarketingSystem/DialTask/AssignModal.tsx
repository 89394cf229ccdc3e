/** Gives the chosen tasks, or the next unassigned list entries of a merchant, to a telemarketer picked on the telemarketer tree. */
import { useCustom } from '@refinedev/core';
import { Form, Select, TreeSelect, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DIAL_ASSIGN_MAX } from '../../../../common/telemarketing/dial';
import { AppModal } from '../../../components/crud/AppModal';
import { IntegerInput, integerRules } from '../../../components/inputs';
import { AvailabilityTag, useAvailability, useAvailabilityWords, useWarningText, type WorkWarning } from '../../../components/schedule/availability';
import { useLookupOptions } from '../../../components/list';
import { usePost } from '../../../hooks/usePost';
import { toast, toastSuccess } from '../../../providers/toast';

interface TreeDept { deptId: number | null; deptName: string | null; telemarketers: { userId: number; userNo: string; realName: string; workingStatus: string; openTasks: number }[] }
interface Values { userId: number; merchantId?: number; count?: number }

export function AssignModal({ open, entryIds, onClose }: { open: boolean; entryIds: number[]; onClose: () => void }) {
  const { t } = useTranslation('telemarketingWork');
  const [form] = Form.useForm<Values>();
  const { post, posting } = usePost();
  const { result } = useCustom<TreeDept[]>({ url: 'dialTask/telemarketerTree', method: 'get', queryOptions: { enabled: open } });
  const merchants = useLookupOptions('dialTask/merchants', open && entryIds.length === 0);
  useEffect(() => { if (open) form.resetFields(); }, [open, form]);
  const depts = Array.isArray(result.data) ? result.data : [];
  // Today's schedule of the telemarketers listed (issue 34): off shift may still be chosen (the answer warns), on leave is refused.
  const schedule = useAvailability(depts.flatMap((d) => d.telemarketers.map((u) => u.userId)), open);
  const words = useAvailabilityWords();
  const warningText = useWarningText();
  const tree = depts.map((d) => ({
    value: `dept-${d.deptId ?? 0}`, title: d.deptName ?? '—', search: d.deptName ?? '', selectable: false,
    children: d.telemarketers.map((u) => {
      const text = `${u.realName} · ${u.userNo} (${u.openTasks}) ${u.workingStatus !== 'working' ? t(`options.workingStatus.${u.workingStatus}`) : ''}`;
      const availability = schedule.of(u.userId);
      return {
        value: u.userId, disabled: u.workingStatus !== 'working' || availability === 'onLeave', search: `${text} ${words(availability)}`,
        title: <span data-testid={`telemarketer-option-${u.userId}`}>{text}<AvailabilityTag availability={availability} day={schedule.day} /></span>,
      };
    }),
  }));

  const save = async () => {
    const values = await form.validateFields();
    const body = entryIds.length ? { userId: values.userId, entryIds } : values;
    const done = await post<{ assigned: number; warnings?: WorkWarning[] }>('dialTask/assign', body);
    toastSuccess(t('results.assigned', { count: done.assigned }));
    if (done.warnings?.length) toast(3, warningText(done.warnings));
    onClose();
  };

  return (
    <AppModal open={open} title={t('titles.assign')} onCancel={onClose} confirmLoading={posting}
      onOk={save} okButtonProps={{ 'data-testid': 'assign-ok' } as never}>
      <Typography.Paragraph type="secondary">{t('hints.assign')}</Typography.Paragraph>
      <Form form={form} layout="vertical" name="dial-assign">
        <Form.Item name="userId" label={t('fields.userId')} extra={t('hints.telemarketer')} rules={[{ required: true, message: t('errors.notTelemarketer') }]}>
          <TreeSelect treeData={tree} treeDefaultExpandAll showSearch treeNodeFilterProp="search" data-testid="assign-user" />
        </Form.Item>
        {entryIds.length === 0 && (
          <>
            <Form.Item name="merchantId" label={t('fields.merchantId')} rules={[{ required: true, message: t('errors.assignWhat') }]}>
              <Select options={merchants.options} loading={merchants.loading} data-testid="assign-merchant" />
            </Form.Item>
            <Form.Item name="count" label={t('fields.count')} rules={[{ required: true, message: t('errors.assignWhat') }, ...integerRules(t, t('fields.count'), { min: 1, max: DIAL_ASSIGN_MAX })]}>
              <IntegerInput data-testid="assign-count" />
            </Form.Item>
          </>
        )}
      </Form>
    </AppModal>
  );
}

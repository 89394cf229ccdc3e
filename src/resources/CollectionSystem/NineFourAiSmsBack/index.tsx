import { Card, Form, Input, Modal, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CASE_ALLOCATION_SCREENS } from '../../../../common/collection/case-list';
import { COLLECTION_ACTION_CODES } from '../../../../common/collection/my-collection';
import { CASE_STATUSES } from '../../../../common/collection/statuses';
import {
  AI_SMS_COLUMNS, AI_SMS_FILTERS, AI_SMS_FOLLOW_UP_URL, AI_SMS_HANDLE_URL, AI_SMS_LIST_URL, type AiSmsRow,
} from '../../../../common/robot/ai-call';
import { actionCode, screen } from '../../../../common/routes';
import { formatEat } from '../../../../common/time';
import { ScreenTitle } from '../../../components/layout/ScreenTitle';
import { ListFilterBar, ListTable, type RowAction, useListTable } from '../../../components/list';
import { useDeclaredColumns } from '../../../components/money/useDeclaredColumns';
import { listAddress } from '../../../components/report/list-address';
import { useOperation } from '../../../hooks/useOperation';
import { usePost } from '../../../hooks/usePost';
import { toastSuccess } from '../../../providers/toast';

const KEY = 'CollectionSystem/NineFourAiSmsBack';
/** The phone is in the filter and on the case; its column is one click away (Columns) so the actions stay on screen at 1280 px. */
const HIDDEN_FIRST: readonly string[] = ['phone'];

/** The reply's case in its system's CaseAllocation (filtered to the case number, every state). */
const caseAddress = (row: AiSmsRow) => listAddress(CASE_ALLOCATION_SCREENS[row.caseSystem ?? 'v1'], { caseNo: row.caseNo ?? '', status: CASE_STATUSES.join(',') });

function FollowUpModal({ row, onClose }: { row: AiSmsRow | null; onClose: () => void }) {
  const { t } = useTranslation('aiCall');
  const [form] = Form.useForm<{ actionCode: string; remark?: string }>();
  const { post } = usePost();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!row) return;
    const values = await form.validateFields();
    setBusy(true);
    try {
      await post(AI_SMS_FOLLOW_UP_URL, { id: row.id, ...values });
      toastSuccess(t('messages.followedUp'));
      form.resetFields();
      onClose();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open={row !== null} title={`${t('actions.followUp')} · ${row?.caseNo ?? ''}`} onCancel={onClose} onOk={() => void submit()} confirmLoading={busy}
      okButtonProps={{ 'data-testid': 'sms-follow-up-save' } as never} destroyOnHidden>
      <Typography.Paragraph type="secondary">{t('hints.followUp')}</Typography.Paragraph>
      <Typography.Paragraph>“{row?.text}”</Typography.Paragraph>
      <Form form={form} layout="vertical" initialValues={{ actionCode: 'paidClaimed' }}>
        <Form.Item name="actionCode" label={t('fields.actionCode')} rules={[{ required: true, message: t('errors:validation.required', { field: t('fields.actionCode') }) }]}>
          <Select options={COLLECTION_ACTION_CODES.map((c) => ({ value: c, label: t(`myCollection:options.actionCode.${c}`) }))} />
        </Form.Item>
        <Form.Item name="remark" label={t('fields.remark')}><Input.TextArea maxLength={500} rows={3} /></Form.Item>
      </Form>
    </Modal>
  );
}

/** Inbound SMS replies: the customer and case they came from, handled or not (and by whom), follow-up on the case, STOP opt-outs. */
export default function NineFourAiSmsBack() {
  const { t } = useTranslation('aiCall');
  const can = useOperation();
  const { post } = usePost();
  const [following, setFollowing] = useState<AiSmsRow | null>(null);
  const list = useListTable<AiSmsRow>({ url: AI_SMS_LIST_URL });
  const columns = useDeclaredColumns(AI_SMS_COLUMNS, {
    receivedAt: { width: 150 }, phone: { width: 130 }, text: { width: 230, ellipsis: true },
    customerName: {
      width: 170,
      render: (_, row) => (
        <Space direction="vertical" size={0}>
          <span>{row.customerName ?? '—'}</span>
          {row.caseNo ? <Link to={caseAddress(row)} data-testid="sms-case-link">{row.caseNo}</Link> : <Typography.Text type="secondary">{t('states.noCase')}</Typography.Text>}
        </Space>
      ),
    },
    handledAt: {
      width: 160,
      render: (_, row) => (
        <Space direction="vertical" size={0}>
          {row.handledAt ? <Tag color="green" data-testid="sms-handled">{t('states.handled')}</Tag> : <Tag data-testid="sms-unhandled">{t('states.unhandled')}</Tag>}
          {row.handledAt ? <Typography.Text type="secondary">{`${formatEat(row.handledAt)} · ${row.handledByName ?? ''}`}</Typography.Text> : null}
          {row.optedOut ? <Tag color="orange">{t('states.optedOut')}</Tag> : null}
        </Space>
      ),
    },
  });
  const actions = (row: AiSmsRow): RowAction[] => [
    ...(!row.handledAt && can(actionCode(KEY, 'handle')) ? [{
      key: 'handle', label: t('actions.handle'), testId: 'row-handle',
      onClick: async () => {
        const done = await post<{ alreadyHandled: boolean }>(AI_SMS_HANDLE_URL, { id: row.id });
        toastSuccess(t(done.alreadyHandled ? 'messages.alreadyHandled' : 'messages.handled'));
      },
    }] : []),
    ...(row.caseId !== null && can(actionCode(KEY, 'followUp')) ? [{ key: 'followUp', label: t('actions.followUp'), testId: 'row-follow-up', onClick: () => setFollowing(row) }] : []),
  ];
  return (
    <Card title={<ScreenTitle>{t(`menu:${screen(KEY).labelKey}`)}</ScreenTitle>}>
      <Typography.Paragraph type="secondary">{t('hints.smsBacks')}</Typography.Paragraph>
      <ListFilterBar defs={AI_SMS_FILTERS} values={list.searched} onSearch={list.search} labels="aiCall:fields" />
      <ListTable<AiSmsRow> rowKey="id" list={list} columns={columns} columnsKey={KEY} defaultHidden={HIDDEN_FIRST} actions={actions} rowName={(row) => row.phone} data-testid="ai-sms-table" />
      <FollowUpModal row={following} onClose={() => setFollowing(null)} />
    </Card>
  );
}

import { useCustom } from '@refinedev/core';
import { Button, Empty, Form, List, Space, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REASON_MAX, type DisciplineRow } from '../../../../common/appraisal/discipline';
import { formatEat } from '../../../../common/time';
import { AppModal } from '../../../components/crud/AppModal';
import { TextArea, maxLengthRule } from '../../../components/inputs';
import { useIdempotencyKey } from '../../../hooks/useIdempotencyKey';
import { ALL_LISTS, usePost } from '../../../hooks/usePost';
import { toastSuccess } from '../../../providers/toast';

export const WARNINGS_URL = 'employeeDisciplineData/warnings';

interface Letter { id: number; reason: string; issuedAt: string; issuedByName: string; revokedAt: string | null; revokedByName: string | null; revokeReason: string | null }

/** A record's warning letters; a leader (warn code) issues one with a reason, or revokes one with a reason. */
export function WarningDialog({ row, canWarn, onClose }: { row: DisciplineRow | null; canWarn: boolean; onClose: () => void }) {
  const { t } = useTranslation('appraisal');
  const [form] = Form.useForm<{ reason: string }>();
  const [revoking, setRevoking] = useState<Letter | null>(null);
  const idempotency = useIdempotencyKey();
  const { renew } = idempotency;
  const { post, posting } = usePost({ invalidates: [ALL_LISTS, WARNINGS_URL] });
  const { query } = useCustom<Letter[]>({
    url: WARNINGS_URL, method: 'get', config: { query: { userId: row?.userId, month: row?.month } }, queryOptions: { enabled: row !== null },
  });
  const letters = query.data?.data ?? [];
  const editable = canWarn && row !== null && !row.closedAt;

  useEffect(() => {
    if (row) { form.resetFields(); setRevoking(null); renew(); }
  }, [row, form, renew]);

  const submit = async () => {
    if (!row) return;
    if (!editable) { onClose(); return; }
    const { reason } = await form.validateFields();
    if (revoking) {
      const done = await post<{ diligenceScore: number }>('employeeDisciplineData/revokeWarning', { id: revoking.id, reason }, { idempotencyKey: idempotency.key });
      toastSuccess(t('warning.revoked', { score: done.diligenceScore }));
    } else {
      const done = await post<{ diligenceScore: number }>('employeeDisciplineData/warning', { userId: row.userId, month: row.month, reason }, { idempotencyKey: idempotency.key });
      toastSuccess(t('warning.issued', { score: done.diligenceScore }));
    }
    onClose();
  };

  const label = revoking ? t('warning.revokeLabel') : t('warning.reasonLabel');
  return (
    <AppModal open={row !== null} title={t('warning.title', { name: row?.employeeName ?? '', month: row?.month ?? '' })} onCancel={onClose} onOk={submit}
      confirmLoading={posting} okText={editable ? t(revoking ? 'actions.revoke' : 'actions.issue') : t('common:actions.close')}
      okButtonProps={{ danger: revoking !== null, 'data-testid': 'warning-ok' } as never} cancelText={t('common:actions.cancel')}
      cancelButtonProps={editable ? undefined : { style: { display: 'none' } }}>
      {letters.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('warning.none')} /> : (
        <List size="small" dataSource={letters} data-testid="warning-letters" renderItem={(letter) => (
          <List.Item actions={editable && !letter.revokedAt ? [
            <Button key="revoke" size="small" type="link" danger onClick={() => { setRevoking(letter); form.resetFields(); }} data-testid="warning-revoke">{t('actions.revoke')}</Button>,
          ] : []}>
            <Space direction="vertical" size={0}>
              <Typography.Text delete={letter.revokedAt !== null}>{letter.reason}</Typography.Text>
              <Typography.Text type="secondary">{`${formatEat(letter.issuedAt)} · ${letter.issuedByName}`}</Typography.Text>
              {letter.revokedAt && (
                <Typography.Text type="secondary"><Tag>{t('warning.revokedTag')}</Tag>{`${formatEat(letter.revokedAt)} · ${letter.revokedByName ?? ''} · ${letter.revokeReason ?? ''}`}</Typography.Text>
              )}
            </Space>
          </List.Item>
        )} />
      )}
      {row?.closedAt && <Typography.Paragraph type="secondary">{t('warning.closedHint')}</Typography.Paragraph>}
      {editable && (
        <Form form={form} layout="vertical" name="disciplineWarning" style={{ marginTop: 12 }}>
          <Form.Item name="reason" label={label} rules={[{ required: true, whitespace: true, message: t('errors:validation.required') }, maxLengthRule(t, label, REASON_MAX)]}>
            <TextArea autoSize={{ minRows: 2, maxRows: 4 }} max={REASON_MAX} data-testid="warning-reason" />
          </Form.Item>
          {revoking && <Button type="link" onClick={() => setRevoking(null)} style={{ padding: 0 }}>{t('actions.issue')}</Button>}
        </Form>
      )}
    </AppModal>
  );
}

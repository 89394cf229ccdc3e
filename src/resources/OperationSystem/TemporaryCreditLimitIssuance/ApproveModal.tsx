import { DownloadOutlined } from '@ant-design/icons';
import { useCustom } from '@refinedev/core';
import { Alert, Button, Checkbox, Space, Table, Tag, Typography } from 'antd';
import type { TableColumnType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TempLimitMisfit, TempLimitPreview, TempLimitPreviewRow, TempLimitRow } from '../../../../common/coupons/temp-limit';
import { formatKes } from '../../../../common/money';
import { AppModal } from '../../../components/crud/AppModal';
import { useXlsxExport } from '../../../components/files/useXlsxExport';

interface Props { task: TempLimitRow | null; onClose: () => void; onApprove: (task: TempLimitRow, confirmedMisfits: number) => Promise<unknown> }

const kes = (cents: number | null) => (cents === null ? '—' : formatKes(cents));

/**
 * Approving a task: who it raises (the first customers with level, caps and settled loans, and a download of all),
 * checked against the task's declared audience; approving with misfits needs the box naming their count ticked.
 */
export function ApproveModal({ task, onClose, onApprove }: Props) {
  const { t } = useTranslation('tempLimit');
  const [confirmed, setConfirmed] = useState(false);
  const [saving, setSaving] = useState(false);
  const { query } = useCustom<TempLimitPreview>({
    url: 'tempLimit/preview', method: 'get', config: { query: { taskId: task?.id } }, errorNotification: false,
    queryOptions: { enabled: task !== null, retry: false },
  });
  const preview = task && query.data?.data && 'rows' in query.data.data ? query.data.data : null;
  const exporter = useXlsxExport('tempLimit', { url: 'tempLimit/export', params: { taskId: task?.id }, fileName: task ? `${task.name}` : undefined });
  const audience = task ? [
    task.audienceMinSettled !== null ? t('preview.minSettled', { min: task.audienceMinSettled }) : null,
    task.audienceLevels?.length ? t('preview.levels', { levels: task.audienceLevels.join(', ') }) : null,
  ].filter(Boolean).join(', ') : '';
  const reason = (m: TempLimitMisfit) => t(`misfit.${m}`, { min: task?.audienceMinSettled ?? 0, levels: (task?.audienceLevels ?? []).join(', ') });
  const columns: TableColumnType<TempLimitPreviewRow>[] = [
    { key: 'customerName', title: t('fields.customerName'), dataIndex: 'customerName', ellipsis: true },
    { key: 'phone', title: t('fields.phone'), dataIndex: 'phone', width: 130 },
    { key: 'level', title: t('fields.level'), dataIndex: 'level', width: 70, render: (v: string | null) => v ?? t('preview.noLevel') },
    { key: 'settledLoans', title: t('fields.settledLoans'), dataIndex: 'settledLoans', width: 90, align: 'right' },
    { key: 'capCents', title: t('fields.capCents'), dataIndex: 'capCents', width: 130, align: 'right', render: kes },
    { key: 'capWithRaiseCents', title: t('fields.capWithRaiseCents'), dataIndex: 'capWithRaiseCents', width: 140, align: 'right', render: kes },
    {
      key: 'misfits', title: t('fields.misfits'), dataIndex: 'misfits',
      render: (v: TempLimitMisfit[]) => v.map((m) => <Tag key={m} color="red" data-testid="misfit-tag">{reason(m)}</Tag>),
    },
  ];
  const misfits = preview?.misfits ?? 0;
  const reasons = preview ? (Object.entries(preview.byReason) as [TempLimitMisfit, number][]).filter(([, n]) => n > 0)
    .map(([m, n]) => t('preview.reason', { reason: reason(m), count: n })).join(', ') : '';

  const approve = async () => {
    if (!task || !preview) return;
    setSaving(true);
    try { await onApprove(task, misfits); } finally { setSaving(false); }
  };

  return (
    <AppModal open={task !== null} width={1100} title={task ? t('titles.approve', { name: task.name }) : ''} onCancel={onClose} onOk={approve}
      confirmLoading={saving} okText={t('actions.approve')} cancelText={t('common:actions.cancel')}
      okButtonProps={{ disabled: !preview || (misfits > 0 && !confirmed), 'data-testid': 'approve-ok' } as never}>
      {task && (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Text>{t('confirm.approve', { count: task.okRows, amount: formatKes(task.amountCents) })}</Typography.Text>
          <Typography.Text type="secondary">{audience ? t('preview.audience', { audience }) : t('preview.noAudience')}</Typography.Text>
          {preview && misfits > 0 && (
            <Alert type="warning" showIcon data-testid="misfit-warning" message={t('preview.misfits', { misfits, count: preview.customers, reasons })} />
          )}
          {preview && misfits === 0 && audience && <Alert type="success" showIcon message={t('preview.allFit', { count: preview.customers })} />}
          <Table<TempLimitPreviewRow> rowKey="rowNo" size="small" pagination={false} loading={query.isFetching} columns={columns}
            dataSource={preview?.rows ?? []} data-testid="preview-table" scroll={{ x: 900 }} />
          <Space wrap>
            {preview && <Typography.Text type="secondary">{t('preview.shown', { shown: preview.rows.length, count: preview.customers })}</Typography.Text>}
            <Button icon={<DownloadOutlined />} loading={exporter.exporting} onClick={exporter.start} data-testid="preview-download">{t('preview.download')}</Button>
          </Space>
          {misfits > 0 && (
            <Checkbox checked={confirmed} onChange={(e) => setConfirmed(e.target.checked)} data-testid="misfit-confirm">
              {t('preview.confirm', { count: misfits })}
            </Checkbox>
          )}
        </Space>
      )}
    </AppModal>
  );
}

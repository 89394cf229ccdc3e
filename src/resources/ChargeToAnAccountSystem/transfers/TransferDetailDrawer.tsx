import { useOne } from '@refinedev/core';
import { Descriptions, Drawer, Skeleton, Table, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { payoutFailCause } from '../../../components/money/payout-fail-cause';
import { formatKes } from '../../../../common/money';
import type { TransferDetail, TransferHistoryItem } from '../../../../common/money/transfer';
import { formatEat } from '../../../../common/time';
import { TransferStatusTag } from './TransferStatusTag';

const dash = (value: string | null | undefined) => value || '—';

/** A transfer's fields and its history (who did what, when), oldest first; read through Refine's useOne (transfer/detail/:id). */
export function TransferDetailDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation('transfer');
  const { query } = useOne<TransferDetail & { id: number }>({
    resource: 'transfer', id: id ?? 0, errorNotification: false,
    // Another transfer is never shown under this one while it loads; a refusal is toasted once, not retried.
    queryOptions: { enabled: id !== null, placeholderData: undefined, retry: false },
  });
  const detail = id === null ? null : query.data?.data ?? null;
  // The latest onClose, so a parent's new callback is not missed; a failed read (toasted) closes the drawer.
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const failed = id !== null && query.isError;
  useEffect(() => { if (failed) onCloseRef.current(); }, [failed]);

  const field = (key: keyof TransferDetail, children: React.ReactNode) => ({ key, label: t(`fields.${key}`), children });
  return (
    <Drawer open={id !== null} onClose={onClose} width="min(760px, 92vw)" title={detail?.transferNo ?? t('actions.detail')} destroyOnHidden data-testid="transfer-detail">
      {!detail ? <Skeleton active /> : (
        <>
          <Descriptions size="small" column={2} bordered items={[
            field('status', <TransferStatusTag status={detail.status} />),
            field('amount' as keyof TransferDetail, formatKes(detail.amountCents)),
            field('merchantName', detail.merchantName),
            field('fromChannel', t(`options.channel.${detail.fromChannel}`)),
            field('toBankName', detail.toBankName),
            field('toAccountNo', detail.toAccountNo),
            field('toAccountName', detail.toAccountName),
            field('toChannel', t(`options.channel.${detail.toChannel}`)),
            { ...field('reason', detail.reason), span: 2 },
            field('applicantName', detail.applicantName),
            field('createdAt', formatEat(detail.createdAt)),
            field('auditorName', dash(detail.auditorName)),
            field('auditRemark', dash(detail.auditRemark)),
            field('payoutRef', dash(detail.payoutRef)),
            field('thirdPartyCode', dash(detail.thirdPartyCode)),
            field('failCause', payoutFailCause(t, detail.failCause)),
            field('confirmedByName', detail.confirmedByName ? `${detail.confirmedByName} · ${formatEat(detail.confirmedAt)}` : '—'),
          ]} />
          <Typography.Title level={5} style={{ marginTop: 20 }}>{t('history.title')}</Typography.Title>
          <Table<TransferHistoryItem> rowKey="id" size="small" pagination={false} dataSource={detail.history} data-testid="transfer-history" columns={[
            { key: 'at', title: t('history.at'), dataIndex: 'at', render: (v: string) => formatEat(v), width: 170 },
            { key: 'action', title: t('history.action'), dataIndex: 'action', render: (v: string) => t(`history.transfer.${v.split('.')[1]}`, { defaultValue: v }) },
            { key: 'actor', title: t('history.actor'), dataIndex: 'actorUsername', render: dash },
            { key: 'status', title: t('history.status'), dataIndex: 'status', render: (v: string | null) => (v ? <TransferStatusTag status={v} /> : '—') },
            { key: 'remark', title: t('history.remark'), dataIndex: 'remark', render: dash },
          ]} />
        </>
      )}
    </Drawer>
  );
}

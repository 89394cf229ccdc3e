import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTalkTime } from '../../../../../common/calls/call-record';
import { HISTORY_PAGE_SIZE } from '../../../../../common/constants';
import { formatEat } from '../../../../../common/time';
import { ListTable, useListTable } from '../../../../components/list';
import { EmptyState } from '../../../../components/table';
import { DictText } from '../DictText';
import type { FollowRow } from '../order-detail.types';
import { SectionCard } from '../SectionCard';

interface CallLogRow {
  id: number; phone: string; via: 'callCentre' | 'telLink'; providerRef: string | null; status: string; createdAt: string; userName: string;
  outcome: string | null; talkSeconds: number | null;
}

/** The auditors' follow-up notes and every click-to-call placed on the order (call log, 5 per page; a call refetches it). */
export function CallsSection({ orderId, followRecords }: { orderId: number; followRecords: FollowRow[] }) {
  const { t } = useTranslation('orderDetail');
  const logs = useListTable<CallLogRow>({ url: 'call/logs', params: { orderId }, pageSize: HISTORY_PAGE_SIZE, syncWithLocation: false });
  return (
    <SectionCard name="calls">
      <Table<FollowRow> rowKey="id" size="small" dataSource={followRecords} pagination={false} scroll={{ x: 'max-content' }}
        locale={{ emptyText: <EmptyState description={t('empty.follow')} /> }} data-testid="follow-records"
        columns={[
          { key: 'createdAt', title: t('fields.createdAt'), render: (_, r) => formatEat(r.createdAt) },
          { key: 'userName', title: t('fields.userName'), dataIndex: 'userName' },
          { key: 'contactKind', title: t('fields.contactKind'), render: (_, r) => t(`contactKinds.${r.contactKind}`) },
          { key: 'contactName', title: t('fields.contactName'), render: (_, r) => r.contactName ?? '—' },
          { key: 'phone', title: t('fields.phone'), render: (_, r) => r.phone ?? '—' },
          { key: 'actionCode', title: t('fields.actionCode'), render: (_, r) => <DictText dictKey="AUDIT_ACTION_CODE" value={r.actionCode} /> },
          { key: 'remark', title: t('fields.remark'), render: (_, r) => r.remark ?? '—' },
          { key: 'nextCallAt', title: t('fields.nextCallAt'), render: (_, r) => formatEat(r.nextCallAt) || '—' },
        ]} />
      <Typography.Title level={5} style={{ marginTop: 16 }}>{t('sections.callLog')}</Typography.Title>
      <ListTable<CallLogRow> rowKey="id" size="small" list={logs} locale={{ emptyText: <EmptyState description={t('empty.calls')} /> }}
        data-testid="call-logs"
        columns={[
          { key: 'createdAt', title: t('fields.createdAt'), render: (_, r) => formatEat(r.createdAt) },
          { key: 'userName', title: t('fields.userName'), dataIndex: 'userName' },
          { key: 'phone', title: t('fields.phone'), dataIndex: 'phone' },
          { key: 'via', title: t('fields.via'), render: (_, r) => t(`call.via.${r.via}`) },
          { key: 'status', title: t('fields.callStatus'), render: (_, r) => t(`call.status.${r.status}`, { defaultValue: r.status }) },
          { key: 'outcome', title: t('fields.callOutcome'), render: (_, r) => (r.outcome ? t(`common:callResult.${r.outcome}`) : '—') },
          { key: 'talkSeconds', title: t('common:talkTime'), align: 'right', render: (_, r) => formatTalkTime(r.talkSeconds) },
          { key: 'providerRef', title: t('fields.providerRef'), render: (_, r) => r.providerRef ?? '—' },
        ]} />
    </SectionCard>
  );
}

/** An assignment's follow-up history: every follow-up of its customer (who, when, result, note, next call), newest first. */
import { useCustom } from '@refinedev/core';
import { Drawer, Typography, type TableColumnType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CallingFollowUpRow, CallingRow } from '../../../../common/customer-service/calling';
import { formatEat } from '../../../../common/time';
import { ListTable, useRowsList } from '../../../components/list';

export const FOLLOW_UPS_URL = 'csCallAssignment/followUps';
const EMPTY: CallingFollowUpRow[] = [];

export function FollowUpHistoryDrawer({ row, onClose }: { row: CallingRow | null; onClose: () => void }) {
  const { t } = useTranslation('csCalling');
  const { query } = useCustom<CallingFollowUpRow[]>({
    url: FOLLOW_UPS_URL, method: 'get', config: { query: { id: row?.id } }, errorNotification: false, queryOptions: { enabled: row !== null },
  });
  const list = useRowsList(query.data?.data ?? EMPTY);
  const columns: TableColumnType<CallingFollowUpRow>[] = [
    { key: 'at', title: t('fields.at'), dataIndex: 'at', width: 160, render: (v: string) => formatEat(v) },
    { key: 'userName', title: t('fields.userName'), dataIndex: 'userName', width: 140 },
    { key: 'result', title: t('fields.result'), dataIndex: 'result', width: 160, render: (v: string) => t(`options.result.${v}`) },
    { key: 'note', title: t('fields.note'), dataIndex: 'note', render: (v: string | null) => v ?? '—' },
    { key: 'nextCallAt', title: t('fields.nextCallAt'), dataIndex: 'nextCallAt', width: 160, render: (v: string | null) => formatEat(v) || '—' },
  ];
  return (
    <Drawer open={row !== null} onClose={onClose} width="60%" destroyOnHidden title={row ? t('titles.followUps', { name: row.fullName }) : null}
      data-testid="cs-follow-up-history">
      {list.total === 0 && !query.isFetching
        ? <Typography.Paragraph type="secondary">{t('hints.noFollowUps')}</Typography.Paragraph>
        : <ListTable<CallingFollowUpRow> rowKey="id" list={{ ...list, loading: query.isFetching }} columns={columns} rowName={(r) => formatEat(r.at)} />}
    </Drawer>
  );
}

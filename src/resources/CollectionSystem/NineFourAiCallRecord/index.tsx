import { Card, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  AI_CALL_RECORD_COLUMNS, AI_CALL_RECORD_FILTERS, AI_CALL_RECORD_LIST_URL, type AiCallEvent, type AiCallRecordRow,
} from '../../../../common/robot/ai-call';
import { screen } from '../../../../common/routes';
import { formatEat } from '../../../../common/time';
import { ScreenTitle } from '../../../components/layout/ScreenTitle';
import { ListFilterBar, ListTable, useListTable } from '../../../components/list';
import { useDeclaredColumns } from '../../../components/money/useDeclaredColumns';

const KEY = 'CollectionSystem/NineFourAiCallRecord';
const LOOKS = { startedAt: { width: 170 }, taskName: { width: 200 }, caseNo: { width: 150 }, customerName: { width: 170 } };

/** A call's events as the provider sent them (applied, stale, duplicate …), oldest first. */
function CallEvents({ events }: { events: readonly AiCallEvent[] }) {
  const { t } = useTranslation('aiCall');
  return (
    <Table<AiCallEvent> size="small" pagination={false} rowKey={(e) => `${e.eventId}-${e.eventAt}-${e.result}`} dataSource={[...events]} data-testid="ai-call-events"
      columns={[
        { key: 'eventAt', title: t('fields.eventAt'), render: (_, e) => (e.eventAt ? formatEat(e.eventAt) : '—'), width: 170 },
        { key: 'eventId', title: t('fields.eventId'), dataIndex: 'eventId', width: 220 },
        { key: 'status', title: t('fields.status'), render: (_, e) => (e.status ? t(`robotTask:options.outcome.${e.status}`) : '—'), width: 160 },
        { key: 'result', title: t('fields.result'), render: (_, e) => t(`options.result.${e.result}`) },
      ]} />
  );
}

/** Every 94AI call the provider reported on (from its applied call-back events): case, customer, times, outcome, events. */
export default function NineFourAiCallRecord() {
  const { t } = useTranslation('aiCall');
  const list = useListTable<AiCallRecordRow>({ url: AI_CALL_RECORD_LIST_URL });
  const columns = useDeclaredColumns(AI_CALL_RECORD_COLUMNS, LOOKS);
  return (
    <Card title={<ScreenTitle>{t(`menu:${screen(KEY).labelKey}`)}</ScreenTitle>}>
      <Typography.Paragraph type="secondary">{t('hints.callRecords')}</Typography.Paragraph>
      <ListFilterBar defs={AI_CALL_RECORD_FILTERS} values={list.searched} onSearch={list.search} labels="aiCall:fields" />
      <ListTable<AiCallRecordRow> rowKey="id" list={list} columns={columns} columnsKey={KEY} rowName={(row) => row.callRef}
        expandable={{ expandedRowRender: (row) => <CallEvents events={row.events} /> }} data-testid="ai-call-table" />
    </Card>
  );
}

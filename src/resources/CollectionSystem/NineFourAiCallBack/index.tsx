import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AI_CALLBACK_COLUMNS, AI_CALLBACK_FILTERS, AI_CALLBACKS_LIST_URL, type AiCallbackRow } from '../../../../common/robot/ai-call';
import { screen } from '../../../../common/routes';
import { ScreenTitle } from '../../../components/layout/ScreenTitle';
import { ListFilterBar, ListTable, useListTable } from '../../../components/list';
import { useDeclaredColumns } from '../../../components/money/useDeclaredColumns';

const KEY = 'CollectionSystem/NineFourAiCallBack';
const LOOKS = { receivedAt: { width: 170 }, eventId: { width: 220 } };

/** The provider's result call-backs as received, and what was done with each (applied, stale, duplicate …). */
export default function NineFourAiCallBack() {
  const { t } = useTranslation('aiCall');
  const list = useListTable<AiCallbackRow>({ url: AI_CALLBACKS_LIST_URL });
  const columns = useDeclaredColumns(AI_CALLBACK_COLUMNS, LOOKS);
  return (
    <Card title={<ScreenTitle>{t(`menu:${screen(KEY).labelKey}`)}</ScreenTitle>}>
      <Typography.Paragraph type="secondary">{t('hints.callBacks')}</Typography.Paragraph>
      <ListFilterBar defs={AI_CALLBACK_FILTERS} values={list.searched} onSearch={list.search} labels="aiCall:fields" />
      <ListTable<AiCallbackRow> rowKey="id" list={list} columns={columns} columnsKey={KEY} rowName={(row) => row.eventId ?? String(row.id)} data-testid="ai-callback-table" />
    </Card>
  );
}

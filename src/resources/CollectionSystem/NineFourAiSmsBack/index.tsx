import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { AI_SMS_COLUMNS, AI_SMS_FILTERS, AI_SMS_LIST_URL, type AiSmsRow } from '../../../../common/robot/ai-call';
import { screen } from '../../../../common/routes';
import { ScreenTitle } from '../../../components/layout/ScreenTitle';
import { ListFilterBar, ListTable, useListTable } from '../../../components/list';
import { useDeclaredColumns } from '../../../components/money/useDeclaredColumns';

const KEY = 'CollectionSystem/NineFourAiSmsBack';
const LOOKS = { receivedAt: { width: 170 }, phone: { width: 140 }, text: { width: 360 } };

/** Inbound SMS replies, matched to the customer (and open case) by phone. */
export default function NineFourAiSmsBack() {
  const { t } = useTranslation('aiCall');
  const list = useListTable<AiSmsRow>({ url: AI_SMS_LIST_URL });
  const columns = useDeclaredColumns(AI_SMS_COLUMNS, LOOKS);
  return (
    <Card title={<ScreenTitle>{t(`menu:${screen(KEY).labelKey}`)}</ScreenTitle>}>
      <ListFilterBar defs={AI_SMS_FILTERS} values={list.searched} onSearch={list.search} labels="aiCall:fields" />
      <ListTable<AiSmsRow> rowKey="id" list={list} columns={columns} columnsKey={KEY} rowName={(row) => row.phone} data-testid="ai-sms-table" />
    </Card>
  );
}

import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { AI_CALL_RECORDS_URL, ROBOT_CALL_FILTERS } from '../../../../common/robot/robot-calls';
import type { RobotCallRow } from '../../../../common/robot/robot-task';
import { screen } from '../../../../common/routes';
import { ScreenTitle } from '../../../components/layout/ScreenTitle';
import { ListFilterBar, ListTable, useListTable } from '../../../components/list';
import { useRobotCallColumns } from '../../../components/robot/useRobotCallColumns';

const KEY = 'CollectionSystem/NineFourAiCallRecord';

/** Every 94AI call: when, how long, outcome and key pressed, transcript and recording reference. */
export default function NineFourAiCallRecord() {
  const { t } = useTranslation('robotTask');
  const list = useListTable<RobotCallRow>({ url: AI_CALL_RECORDS_URL });
  const columns = useRobotCallColumns();
  return (
    <Card title={<ScreenTitle>{t(`menu:${screen(KEY).labelKey}`)}</ScreenTitle>}>
      <ListFilterBar defs={ROBOT_CALL_FILTERS} values={list.searched} onSearch={list.search} labels="robotTask:fields" />
      <ListTable<RobotCallRow> rowKey="id" list={list} columns={columns} columnsKey={KEY} rowName={(row) => row.customerName} data-testid="ai-call-table" />
    </Card>
  );
}

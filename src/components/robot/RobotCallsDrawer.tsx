import { Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { ListTable, useListTable } from '../list';
import type { RobotCallRow } from '../../../common/robot/robot-task';
import { useRobotCallColumns } from './useRobotCallColumns';

/** The calls of one task, newest first: who, when, outcome and key pressed, attempts, transcript. */
export function RobotCallsDrawer({ url, task, onClose }: { url: string; task: { id: number; name: string } | null; onClose: () => void }) {
  const { t } = useTranslation('robotTask');
  const list = useListTable<RobotCallRow>({ url, params: { taskId: task?.id ?? 0 }, syncWithLocation: false, enabled: Boolean(task) });
  const columns = useRobotCallColumns();
  return (
    <Drawer open={Boolean(task)} onClose={onClose} width={1100} title={t('callsTitle', { name: task?.name ?? '' })} destroyOnHidden>
      <ListTable<RobotCallRow> rowKey="id" list={list} columns={columns} columnsKey="robotTask/calls" rowName={(row) => row.customerName}
        data-testid="robot-calls-table" />
    </Drawer>
  );
}

import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actionCode, screen } from '../../../common/routes';
import { ROBOT_ENTITIES, ROBOT_SCREENS, robotCancelUrl, robotRunUrl, type RobotScope } from '../../../common/robot/robot-task';
import { CrudListPage } from '../crud/CrudListPage';
import { useOperation } from '../../hooks/useOperation';
import { usePost } from '../../hooks/usePost';
import { toastSuccess } from '../../providers/toast';
import { RobotCallsDrawer } from './RobotCallsDrawer';

type Row = Record<string, unknown> & { id: number };
interface RunSummary { planned: number; dialled: number; skipped: number }

/**
 * Every robot screen (collection v1 and v2, marketing) and the 94AI plans: the tasks (CRUD kit), "Run now" with
 * confirmation, and each task's calls in a drawer. The audience fields come from the scope's entity.
 */
export function RobotTaskPage({ scope }: { scope: RobotScope }) {
  const { t } = useTranslation('robotTask');
  const { modal } = App.useApp();
  const can = useOperation();
  const { post } = usePost();
  const entity = ROBOT_ENTITIES[scope];
  const { name, screen: key } = ROBOT_SCREENS[scope];
  const [open, setOpen] = useState<{ id: number; name: string } | null>(null);
  const runCode = screen(key).actionCodes.run ?? actionCode(key, 'run');
  const cancelCode = screen(key).actionCodes.cancel;

  const run = (row: Row) => modal.confirm({
    title: t('actions.runConfirm', { name: String(row.name) }), okText: t('common:actions.confirm'), cancelText: t('common:actions.cancel'),
    okButtonProps: { 'data-testid': 'confirm-ok' } as never,
    onOk: async () => {
      const summary = await post<RunSummary>(robotRunUrl(name), { id: row.id });
      toastSuccess(t('runDone', { ...summary }));
    },
  });

  const cancel = (row: Row) => modal.confirm({
    title: t('actions.cancelConfirm', { name: String(row.name) }), okText: t('common:actions.confirm'), cancelText: t('common:actions.cancel'),
    okButtonProps: { 'data-testid': 'confirm-ok', danger: true } as never,
    onOk: async () => {
      const { skipped } = await post<{ skipped: number }>(robotCancelUrl(name), { id: row.id });
      toastSuccess(t('cancelDone', { skipped }));
    },
  });
  const notCancelled = (row: Row) => !row.cancelledAt;

  return (
    <>
      <CrudListPage entity={entity} nameField="name" form={{ width: 720 }}
        columns={{ merchantId: { render: (_: unknown, row: Row) => String(row.merchantName ?? t('allMerchants')) } }}
        rowActions={(row) => [
          { key: 'calls', label: t('actions.calls'), onClick: () => setOpen({ id: row.id, name: String(row.name) }), testId: 'robot-calls' },
          ...(can(runCode) && notCancelled(row) ? [{ key: 'run', label: t('actions.run'), onClick: () => run(row), testId: 'robot-run' }] : []),
          ...(cancelCode && can(cancelCode) && notCancelled(row) ? [{ key: 'cancel', label: t('actions.cancelTask'), onClick: () => cancel(row), testId: 'robot-cancel' }] : []),
        ]} />
      <RobotCallsDrawer url={`${name}/calls`} task={open} onClose={() => setOpen(null)} />
    </>
  );
}

import { App, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { actionCode, screen } from '../../../../common/routes';
import { LIST_LIBRARY_SEGMENT } from '../../../../common/marketing/list-audience';
import { smsMarketingTaskEntity, TASK_MOVES, taskMoveUrl, type TaskMove } from '../../../../common/marketing/sms-marketing';
import { CrudListPage } from '../../../components/crud/CrudListPage';
import { useOperation } from '../../../hooks/useOperation';
import { usePost } from '../../../hooks/usePost';
import { toastSuccess } from '../../../providers/toast';

type Row = Record<string, unknown> & { id: number };
interface MoveAnswer { task: { status: string }; run?: { recipients: number; submitted: number; outsideHours: boolean } }

const STATUS_COLOR: Record<string, string> = { scheduled: 'blue', running: 'processing', paused: 'orange', cancelled: 'default', finished: 'green' };
const COUNTERS = ['submittedCount', 'sentCount', 'failedCount', 'skippedCount'] as const;

/** SmsMarketingTask: a template sent to a customer segment at a time, throttled; start now, pause, resume, cancel; progress counters. */
export default function SmsMarketingTask() {
  const { t } = useTranslation('smsMarketing');
  const { modal } = App.useApp();
  const can = useOperation();
  const { post } = usePost();
  const key = smsMarketingTaskEntity.screen;

  const confirmMove = (move: TaskMove, row: Row) => modal.confirm({
    title: t(`actions.${move}Confirm`, { name: String(row.taskName) }), okText: t('common:actions.confirm'), cancelText: t('common:actions.cancel'),
    okButtonProps: { 'data-testid': 'confirm-ok' } as never,
    onOk: async () => {
      const answer = await post<MoveAnswer>(taskMoveUrl(move), { id: row.id });
      if (answer.run) toastSuccess(t(answer.run.outsideHours ? 'startedOutsideHours' : 'started', { ...answer.run }));
      else toastSuccess(t('moved', { name: String(row.taskName), status: t(`options.status.${answer.task.status}`) }));
    },
  });
  const moves = (row: Row) => (Object.keys(TASK_MOVES) as TaskMove[])
    .filter((move) => (TASK_MOVES[move] as readonly string[]).includes(String(row.status)))
    .filter((move) => can(screen(key).actionCodes[move] ?? actionCode(key, move)))
    .map((move) => ({ key: move, label: t(`actions.${move}`), danger: move === 'cancel', onClick: () => confirmMove(move, row), testId: `task-${move}` }));

  return (
    <CrudListPage entity={smsMarketingTaskEntity} nameField="taskName" rowActions={moves}
      columns={{
        taskName: {
          width: 160,
          render: (name: string, row: Row) => <>{name}<br /><Typography.Text type="secondary">{String(row.templateName ?? '')}</Typography.Text></>,
        },
        merchantId: { width: 110, render: (_: unknown, row: Row) => String(row.merchantName ?? '—') },
        // A list-library audience has no days (its batch, target and statuses are in the form).
        segment: { width: 170, render: (segment: string, row: Row) => (segment === LIST_LIBRARY_SEGMENT ? t(`options.segment.${segment}`) : t('segmentWithDays', { segment: t(`options.segment.${segment}`), days: row.segmentDays })) },
        scheduledAt: { width: 110 },
        status: { width: 90, render: (status: string) => <Tag color={STATUS_COLOR[status]} data-testid="task-status">{t(`options.status.${status}`)}</Tag> },
        queuedCount: {
          title: t('fields.progress'), width: 190,
          render: (recipients: number, row: Row) => (
            <span data-testid="task-progress">
              {t('progress.recipients', { n: recipients })}<br />
              <Typography.Text type="secondary">{COUNTERS.map((c) => t(`progress.${c}`, { n: Number(row[c]) })).join(' · ')}</Typography.Text>
            </span>
          ),
        },
      }}
      form={{ width: 640 }} />
  );
}

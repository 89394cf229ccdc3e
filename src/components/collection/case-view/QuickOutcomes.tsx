import { StepForwardOutlined } from '@ant-design/icons';
import { useCustom } from '@refinedev/core';
import { Button, Space, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MY_COLLECTION_NEXT_URL, QUICK_OUTCOMES, type NextCase, type QuickOutcome } from '../../../../common/collection/my-collection';
import { usePost } from '../../../hooks/usePost';
import { toastSuccess } from '../../../providers/toast';
import type { CaseQueue } from './case-queue';
import { useWorkbenchKeys } from './useWorkbenchKeys';

/** Alt + the letter of each quick outcome. */
const QUICK_KEYS: Record<QuickOutcome, string> = { noAnswer: 'a', busy: 'b', wrongNumber: 'w' };

interface QuickOutcomesProps {
  caseId: number;
  queue: CaseQueue;
  /** Why contact is refused now (hours, cap, pause, closed), or null: a quick outcome is an attempt. */
  blocked: string | null;
  mayFollowUp: boolean;
  /** Opens the follow-up form at "promised to pay". */
  onPromised: () => void;
  /** A dialog is over the drawer: the shortcuts wait. */
  dialogOpen: boolean;
}

/**
 * One click per outcome of a call attempt — no answer, busy, wrong number — each recorded as a follow-up (an
 * attempt) and then the next case of the queue opens; "promised" opens the promise fields; "Next case" skips.
 */
export function QuickOutcomes({ caseId, queue, blocked, mayFollowUp, onPromised, dialogOpen }: QuickOutcomesProps) {
  const { t } = useTranslation('myCollection');
  const { post, posting } = usePost();
  // No placeholder: the previous case's answer is not this case's next.
  const { query } = useCustom<NextCase>({
    url: MY_COLLECTION_NEXT_URL, method: 'get', config: { query: { ...queue.order, caseId } }, errorNotification: false, queryOptions: { placeholderData: undefined },
  });
  const next = query.data?.data as NextCase | undefined;
  const record = async (outcome: QuickOutcome) => {
    const answer = await post<NextCase>('myCollection/quickOutcome', { caseId, outcome, next: queue.order });
    toastSuccess(t('quick.saved', { outcome: t(`quick.${outcome}`) }));
    queue.go(answer.nextCaseId);
  };
  const canRecord = mayFollowUp && !blocked && !posting;
  // Asked before it arrived (a key pressed as the case opens): wait for it.
  const goNext = async () => {
    const answer = next ?? ((await query.refetch()).data?.data as NextCase | undefined);
    if (answer) queue.go(answer.nextCaseId);
  };
  useWorkbenchKeys({
    n: () => void goNext(),
    p: mayFollowUp ? onPromised : undefined,
    ...Object.fromEntries(QUICK_OUTCOMES.map((o) => [QUICK_KEYS[o], canRecord ? () => void record(o).catch(() => undefined) : undefined])),
  }, !dialogOpen);
  const waiting = (button: ReactNode, key: string) => (blocked ? <Tooltip key={key} title={blocked}>{button}</Tooltip> : button);
  return (
    <Space direction="vertical" size={4} data-testid="quick-outcomes">
      <Space wrap>
        <Typography.Text strong>{t('quick.title')}</Typography.Text>
        {mayFollowUp && QUICK_OUTCOMES.map((o) => waiting(
          <Button key={o} loading={posting} disabled={!canRecord} onClick={() => void record(o).catch(() => undefined)}
            data-testid={`quick-${o}`} title={`Alt+${QUICK_KEYS[o].toUpperCase()}`}>{t(`quick.${o}`)}</Button>, o,
        ))}
        {mayFollowUp && <Button onClick={onPromised} data-testid="quick-promised" title="Alt+P">{t('actions.promised')}</Button>}
        <Button icon={<StepForwardOutlined />} disabled={!next} onClick={() => void goNext()} data-testid="case-next" title="Alt+N">{t('actions.next')}</Button>
      </Space>
      <Typography.Text type="secondary" data-testid="case-shortcuts">{t('quick.shortcuts')}</Typography.Text>
    </Space>
  );
}

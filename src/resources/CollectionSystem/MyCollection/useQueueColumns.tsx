import { Tag, Typography } from 'antd';
import type { TableColumnType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { QueueBucket, QueueRow } from '../../../../common/collection/my-collection';
import { displayLevel } from '../../../../common/collection/statuses';
import { formatEat } from '../../../../common/time';
import { dueText } from '../../../components/collection/case-view/CaseHeader';
import { Kes } from '../../../components/money';

export const BUCKET_COLOURS: Record<QueueBucket, string> = { promiseDueToday: 'green', callBackDue: 'blue', brokenPromise: 'red', newCase: 'gold', other: 'default' };

/** Columns kept out of the first view so it fits 1280 px; the column chooser shows them. */
export const QUEUE_HIDDEN_FIRST = ['followUps', 'merchant', 'system'] as const;
/** The server's sorts (MY_COLLECTION_SORTS), by column key. */
export const QUEUE_SORTABLE = ['nextCallAt', 'amountDue'] as const;

/** The queue's columns: why the case is where it is, who, what is owed and the promise. */
export function useQueueColumns(): TableColumnType<QueueRow>[] {
  const { t } = useTranslation(['myCollection', 'collection']);
  const second = (text: string) => <div><Typography.Text type="secondary">{text}</Typography.Text></div>;
  return [
    { key: 'priority', title: `${t('columns.priority')} / ${t('columns.level')}`, width: 140, render: (_, r) => (
      <>
        <Tag color={BUCKET_COLOURS[r.bucket]} data-testid="queue-bucket">{t(`buckets.${r.bucket}`)}</Tag><Tag color="volcano">{displayLevel(r.level)}</Tag>
        <div data-testid="queue-days"><Typography.Text type="secondary">{r.daysToDue === null ? t('caseView.daysOverdue', { count: r.overdueDays }) : dueText(t, r.daysToDue)}</Typography.Text></div>
      </>
    ) },
    { key: 'customer', title: t('columns.customer'), width: 160, render: (_, r) => <>{r.customerName}{second(r.phone)}</> },
    { key: 'case', title: t('columns.case'), width: 150, render: (_, r) => <>{r.caseNo}{second(r.orderNo)}</> },
    { key: 'amountDue', title: `${t('columns.amountDue')} / ${t('columns.promise')}`, align: 'right', width: 150, render: (_, r) => (
      <><Kes cents={r.amountDueCents} strong />{r.commitmentAt ? (
        <div data-testid="queue-promise">
          <Typography.Text type="secondary">{formatEat(r.commitmentAt).slice(0, 16)}{r.promiseStatus ? ` · ${t(`collection:options.promiseStatus.${r.promiseStatus}`)}` : ''}</Typography.Text>
          <div><Kes cents={r.commitmentCents} /></div>
        </div>
      ) : (r.brokenPromiseCount > 0 ? <div><Tag color="red">{t('collection:fields.brokenPromiseCount')}: {r.brokenPromiseCount}</Tag></div> : null)}</>
    ) },
    { key: 'lastContact', title: `${t('columns.lastContact')} / ${t('columns.lastCode')}`, width: 130, render: (_, r) => (
      <>{formatEat(r.lastContactAt).slice(0, 16)}{r.lastActionCode && second(t(`options.actionCode.${r.lastActionCode}`, { defaultValue: r.lastActionCode }))}</>
    ) },
    { key: 'nextCallAt', title: `${t('columns.nextCallAt')} / ${t('columns.attemptsToday')}`, width: 140, render: (_, r) => (
      <><span data-testid="queue-next-call">{formatEat(r.nextCallAt).slice(0, 16)}</span>
        <div data-testid="queue-attempts"><Typography.Text type="secondary">{t('columns.attempts', { count: r.attemptsToday })}</Typography.Text></div></>
    ) },
    { key: 'followUps', title: t('columns.followUps'), render: (_, r) => r.followUpCount },
    { key: 'merchant', title: t('columns.merchant'), dataIndex: 'merchantName' },
    { key: 'system', title: t('columns.system'), render: (_, r) => t(`collection:options.system.${r.system}`) },
  ];
}

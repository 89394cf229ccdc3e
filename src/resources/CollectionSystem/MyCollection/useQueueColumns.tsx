import { Tag, Typography } from 'antd';
import type { TableColumnType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { QueueBucket, QueueRow } from '../../../../common/collection/my-collection';
import { displayLevel } from '../../../../common/collection/statuses';
import { formatEat } from '../../../../common/time';
import { Kes } from '../../../components/money';

export const BUCKET_COLOURS: Record<QueueBucket, string> = { promiseDueToday: 'green', callBackDue: 'blue', brokenPromise: 'red', newCase: 'gold', other: 'default' };

/** Columns kept out of the first view so it fits 1280 px (the bucket already says a call-back is due); the column chooser shows them. */
export const QUEUE_HIDDEN_FIRST = ['nextCallAt', 'followUps', 'merchant', 'lastContact', 'system'] as const;

/** The queue's columns: why the case is where it is, who, what is owed and the promise. */
export function useQueueColumns(): TableColumnType<QueueRow>[] {
  const { t } = useTranslation(['myCollection', 'collection']);
  const second = (text: string) => <div><Typography.Text type="secondary">{text}</Typography.Text></div>;
  return [
    { key: 'priority', title: t('columns.priority'), width: 120, render: (_, r) => <Tag color={BUCKET_COLOURS[r.bucket]} data-testid="queue-bucket">{t(`buckets.${r.bucket}`)}</Tag> },
    { key: 'customer', title: t('columns.customer'), render: (_, r) => <>{r.customerName}{second(r.phone)}</> },
    { key: 'case', title: t('columns.case'), render: (_, r) => <>{r.caseNo}{second(r.orderNo)}</> },
    { key: 'level', title: t('columns.level'), render: (_, r) => <><Tag color="volcano">{displayLevel(r.level)}</Tag>{r.overdueDays}</> },
    { key: 'amountDue', title: t('columns.amountDue'), align: 'right', render: (_, r) => <Kes cents={r.amountDueCents} strong /> },
    { key: 'promise', title: t('columns.promise'), render: (_, r) => (r.commitmentAt ? (
      <>{formatEat(r.commitmentAt)}{second(`${r.promiseStatus ? t(`collection:options.promiseStatus.${r.promiseStatus}`) : ''}`)}<Kes cents={r.commitmentCents} /></>
    ) : (r.brokenPromiseCount > 0 ? <Tag color="red">{t('collection:fields.brokenPromiseCount')}: {r.brokenPromiseCount}</Tag> : null)) },
    { key: 'nextCallAt', title: t('columns.nextCallAt'), render: (_, r) => formatEat(r.nextCallAt) },
    { key: 'followUps', title: t('columns.followUps'), render: (_, r) => (
      <>{r.followUpCount}{r.lastActionCode && second(t(`options.actionCode.${r.lastActionCode}`, { defaultValue: r.lastActionCode }))}</>
    ) },
    { key: 'lastContact', title: t('columns.lastContact'), render: (_, r) => formatEat(r.lastContactAt) },
    { key: 'merchant', title: t('columns.merchant'), dataIndex: 'merchantName' },
    { key: 'system', title: t('columns.system'), render: (_, r) => t(`collection:options.system.${r.system}`) },
  ];
}

import { Tooltip, type TableColumnType } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTalkTime } from '../../../../common/calls/call-record';
import type { MonitoringRow } from '../../../../common/collection/monitoring';
import { formatKes } from '../../../../common/money';
import { SecondaryText } from '../../../components/money-actions/SecondaryText';

const count = (key: keyof MonitoringRow, title: string, hint?: string): TableColumnType<MonitoringRow> => ({
  key, dataIndex: key, align: 'right', title: hint ? <Tooltip title={hint}>{title}</Tooltip> : title,
});

/** The monitoring columns: who, then the day's figures. */
export function useMonitoringColumns(): TableColumnType<MonitoringRow>[] {
  const { t } = useTranslation('collectionMonitoring');
  return [
    { key: 'collectorName', title: t('fields.collectorName'), dataIndex: 'collectorName', fixed: 'left', width: 180, render: (v: string, row) => <>{v}<SecondaryText text={row.userName} /></> },
    { key: 'groupName', title: t('fields.groupName'), dataIndex: 'groupName', render: (v: string | null) => v || '—' },
    { key: 'workingStatus', title: t('fields.workingStatus'), dataIndex: 'workingStatus', render: (v: string) => t(`collection:options.workingStatus.${v}`) },
    count('casesHeld', t('fields.casesHeld'), t('hints.casesHeld')),
    count('contactedCases', t('fields.contactedCases'), t('hints.contactedCases')),
    count('promisesMade', t('fields.promisesMade')),
    count('promisesKept', t('fields.promisesKept')),
    { ...count('collectedCents', t('fields.collected'), t('hints.collected')), render: (v: number) => formatKes(v) },
    count('callsMade', t('fields.callsMade')),
    count('callsConnected', t('fields.callsConnected'), t('hints.callsConnected')),
    { ...count('talkSeconds', t('fields.talkTime'), t('hints.talkTime')), render: (v: number) => formatTalkTime(v) },
  ];
}

import { Alert, Descriptions, Space, Tag } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { minuteText, type CaseConduct, type CaseHeader as Header } from '../../../../common/collection/my-collection-case';
import { displayLevel } from '../../../../common/collection/statuses';
import { formatEat } from '../../../../common/time';
import { Kes } from '../../money';

/** "Due in 3 days" / "Due today" for a case not yet overdue. */
export const dueText = (t: TFunction, days: number) => (days === 0 ? t('myCollection:caseView.dueToday') : t('myCollection:caseView.dueIn', { count: days }));

/** The customer and the case at a glance (the phone is masked by the server for masked users). */
export function CaseHeader({ header: h }: { header: Header }) {
  const { t } = useTranslation(['myCollection', 'collection']);
  const f = (k: string) => t(`collection:fields.${k}`);
  const items = [
    { key: 'customer', label: f('customerName'), children: <span data-testid="case-customer">{h.customerName}</span> },
    { key: 'phone', label: f('phone'), children: <span data-testid="case-phone">{h.phone}</span> },
    { key: 'merchant', label: f('merchantName'), children: h.merchantName },
    { key: 'orderNo', label: f('orderNo'), children: h.orderNo },
    { key: 'billNo', label: f('billNo'), children: h.billNo },
    { key: 'level', label: f('level'), children: <Tag color="volcano">{displayLevel(h.level)}</Tag> },
    { key: 'dueDay', label: f('dueDay'), children: h.dueDay },
    h.daysToDue === null
      ? { key: 'overdueDays', label: f('overdueDays'), children: h.overdueDays }
      : { key: 'daysToDue', label: t('caseView.daysToDue'), children: <span data-testid="case-days-to-due">{dueText(t, h.daysToDue)}</span> },
    { key: 'amountDue', label: f('amountDue'), children: <Kes cents={h.amountDueCents} strong /> },
    { key: 'status', label: f('status'), children: t(`collection:options.status.${h.status}`) },
    { key: 'collector', label: f('collectorName'), children: h.collectorName ?? '' },
    { key: 'followUpCount', label: f('followUpCount'), children: h.followUpCount },
    { key: 'intent', label: f('customerIntent'), children: h.customerIntent ? t(`collection:options.customerIntent.${h.customerIntent}`) : '' },
    { key: 'reason', label: f('overdueReason'), children: h.overdueReason ? t(`collection:options.overdueReason.${h.overdueReason}`) : '' },
    { key: 'nextCallAt', label: f('nextCallAt'), children: formatEat(h.nextCallAt) },
    { key: 'commitment', label: f('commitmentAt'), children: h.commitmentAt ? <>{formatEat(h.commitmentAt)} · <Kes cents={h.commitmentCents} /></> : '' },
  ];
  return <Descriptions size="small" bordered column={{ xs: 1, md: 2, xl: 3, xxl: 4 }} items={items} data-testid="case-header" />;
}

/** Why contact may be refused right now: hours, the day's attempts, a pause, message sending. */
export function ConductBar({ conduct: c, pausedUntil }: { conduct: CaseConduct; pausedUntil: string | null }) {
  const { t } = useTranslation('myCollection');
  const capReached = c.attemptsToday >= c.maxAttemptsPerDay;
  const blocked = !c.withinHours || capReached || c.paused;
  return (
    <Alert type={blocked ? 'warning' : 'info'} showIcon data-testid="case-conduct" message={(
      <Space wrap size="small">
        <span>{t('caseView.conductHours', { from: minuteText(c.contactStartMinute), to: minuteText(c.contactEndMinute) })}</span>
        <span>· {t('caseView.conductAttempts', { count: c.attemptsToday, max: c.maxAttemptsPerDay })}</span>
        {!c.withinHours && <Tag color="orange" data-testid="case-outside-hours">{t('caseView.outsideHours')} · {t('caseView.opensAt', { at: formatEat(c.opensAt).slice(0, 16) })}</Tag>}
        {capReached && <Tag color="orange">{t('caseView.capReached')}</Tag>}
        {c.paused && <Tag color="orange">{t('caseView.pausedUntil', { until: formatEat(pausedUntil) })}</Tag>}
        {!c.mayMessage && <Tag>{t('caseView.noMessaging')}</Tag>}
        {!c.allowEmergencyContacts && <Tag>{t('caseView.emergencyNotAllowed')}</Tag>}
      </Space>
    )} />
  );
}

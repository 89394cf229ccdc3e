import { Empty, Tag, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTalkTime } from '../../../../common/calls/call-record';
import type { CaseContactRow } from '../../../../common/collection/my-collection-case';
import { formatEat } from '../../../../common/time';

const COLOURS: Record<string, string> = { call: 'blue', sms: 'green', robot: 'purple', aiCall: 'geekblue', agency: 'orange', note: 'gray' };

/** Every contact on the case, newest first: channel, who, result, the follow-up record and the template used. */
export function CaseTimeline({ contacts }: { contacts: readonly CaseContactRow[] }) {
  const { t } = useTranslation(['myCollection', 'collection']);
  if (contacts.length === 0) return <Empty description={t('caseView.none')} />;
  // Every channel's results (calls, SMS, robot and AI calls, replies, agencies) read from one list of labels.
  const resultText = (result: string) => t(`collection:options.contactResult.${result}`, { defaultValue: result });
  const items = contacts.map((c) => ({
    key: c.id,
    color: COLOURS[c.channel] ?? 'gray',
    children: (
      <div data-testid={`timeline-${c.channel}`}>
        <Typography.Text strong>{t(`collection:options.channel.${c.channel}`, { defaultValue: c.channel })}</Typography.Text>
        {' · '}{formatEat(c.at)}{c.userName ? ` · ${c.userName}` : ''}
        {' '}<Tag>{t(`collection:options.target.${c.target}`, { defaultValue: c.target })}</Tag>
        {c.actionCode && <Tag color="blue">{t(`options.actionCode.${c.actionCode}`, { defaultValue: c.actionCode })}</Tag>}
        {c.result && <Tag>{resultText(c.result)}</Tag>}
        {c.talkSeconds !== null && c.talkSeconds > 0 && <Tag color="blue">{t('common:talkTime')} {formatTalkTime(c.talkSeconds)}</Tag>}
        {c.customerIntent && <Tag color="cyan">{t(`collection:options.customerIntent.${c.customerIntent}`, { defaultValue: c.customerIntent })}</Tag>}
        {c.overdueReason && <Tag color="gold">{t(`collection:options.overdueReason.${c.overdueReason}`, { defaultValue: c.overdueReason })}</Tag>}
        {c.templateName && <div><Typography.Text type="secondary">{t('caseView.template')}: {c.templateName}</Typography.Text></div>}
        {c.remark && <div><Typography.Text>{c.remark}</Typography.Text></div>}
        {c.nextCallAt && <div><Typography.Text type="secondary">{t('collection:fields.nextCallAt')}: {formatEat(c.nextCallAt)}</Typography.Text></div>}
      </div>
    ),
  }));
  return <Timeline items={items} data-testid="case-timeline" />;
}

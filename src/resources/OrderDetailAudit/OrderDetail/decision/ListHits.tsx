import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ListHitExplained } from '../../../../../common/risk/decision-explanation';

/** Which list entries the applicant matched: the list, the key (masked as stored) and the entry. */
export function ListHits({ lists }: { lists: ListHitExplained[] }) {
  const { t } = useTranslation('machineDecision');
  return (
    <>
      <Typography.Title level={5}>{t('lists.title')}</Typography.Title>
      {lists.length === 0 ? <Typography.Text type="secondary">{t('lists.none')}</Typography.Text> : (
        <Table<ListHitExplained> rowKey={(l) => `${l.source}-${l.entryId}`} size="small" dataSource={lists} pagination={false}
          columns={[
            { key: 'list', title: t('lists.columns.list'), render: (_, l) => t(`lists.listType.${l.listType}`) },
            { key: 'subject', title: t('lists.columns.subject'), render: (_, l) => t(`lists.subject.${l.subjectType}`) },
            { key: 'matched', title: t('lists.columns.matched'), dataIndex: 'key' },
            { key: 'entry', title: t('lists.columns.entry'), render: (_, l) => t(`lists.source.${l.source}`, { id: l.entryId }) },
          ]}
          data-testid="decision-lists" />
      )}
    </>
  );
}

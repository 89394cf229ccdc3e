import { Card, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatEat } from '../../../common/time';
import { auditActionKey, auditEntityKey } from '../../components/history/audit-labels';
import type { HomeActivity } from './home.types';

export function ActivityCard({ activity }: { activity: HomeActivity[] }) {
  const { t } = useTranslation();
  return (
    <Card title={t('home.activity')}>
      <Table<HomeActivity>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={activity}
        locale={{ emptyText: t('home.noActivity') }}
        columns={[
          { key: 'at', title: t('home.activityAt'), dataIndex: 'at', render: (v: string) => formatEat(v), width: 200 },
          { key: 'action', title: t('home.activityAction'), dataIndex: 'action', render: (v: string) => t(auditActionKey(v), { defaultValue: v }) },
          { key: 'entity', title: t('home.activityEntity'), dataIndex: 'entity', render: (v: string) => t(auditEntityKey(v), { defaultValue: v }) },
          { key: 'ip', title: t('home.activityIp'), dataIndex: 'ip' },
        ]}
      />
    </Card>
  );
}

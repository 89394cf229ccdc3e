import { Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { auditPersonnelEntity, auditPersonnelUrls } from '../../../../common/entities/audit-personnel';
import { CrudListPage } from '../../../components/crud/CrudListPage';
import { DefaultOnSwitch } from '../../../components/crud/DefaultOnSwitch';
import { useOrderOptions } from '../../../components/orders';
import { UserSearchSelect } from './UserSearchSelect';
import { usePersonnelActions } from './usePersonnelActions';

type Row = Record<string, unknown>;

const COLOURS: Record<string, string> = { working: 'green', resting: 'default', normal: 'blue', frozen: 'red', employed: 'blue', left: 'default' };

/** Who reviews orders: merchants, loan types, allocation settings, daily limit, working status and today's load. */
export default function AuditPersonnel() {
  const { t } = useTranslation('auditPersonnel');
  const { labelOf } = useOrderOptions(auditPersonnelUrls.merchants);
  const rowActions = usePersonnelActions();
  const merchantTags = (ids: number[] = []) => (ids.length ? (
    <Space size={[0, 4]} wrap>{ids.map((id) => <Tag key={id}>{labelOf(id) ?? id}</Tag>)}</Space>
  ) : '—');
  const statusTag = (field: string) => (value: string) => <Tag color={COLOURS[value]}>{t(`options.${field}.${value}`)}</Tag>;
  return (
    <CrudListPage entity={auditPersonnelEntity} nameField="realName" rowActions={rowActions}
      columns={{
        realName: {
          fixed: 'left', width: 170,
          render: (name: string, row: Row) => (
            <Space direction="vertical" size={0}>{name}<Typography.Text type="secondary">{String(row.username)}</Typography.Text></Space>
          ),
        },
        merchantIds: { render: merchantTags, width: 200 },
        relatedMerchantIds: { render: merchantTags, width: 200 },
        allocatedToday: { align: 'right', render: (n: number, row: Row) => `${n} / ${String(row.dailyLimit)}` },
        pendingReview: { align: 'right' },
        workingStatus: { render: statusTag('workingStatus') },
        status: { render: statusTag('status') },
        employeeStatus: { render: statusTag('employeeStatus') },
      }}
      form={{
        inputs: { userId: <UserSearchSelect />, autoAllocation: <DefaultOnSwitch /> },
        width: 640,
        toPayload: (values) => ({ ...values, autoAllocation: values.autoAllocation ?? true }),
      }} />
  );
}

import { Tag, type TableColumnType } from 'antd';
import { useTranslation } from 'react-i18next';
import { optionLabelKey } from '../../../../common/crud/entity';
import { userEntity } from '../../../../common/entities/user';
import { useEntityColumns } from '../../../components/crud/useEntityColumns';
import type { RecordHistory } from '../../../components/history';
import { SensitiveValue } from './SensitiveValue';
import type { UserAction } from './useUserActions';
import { UserRowActions } from './UserRowActions';
import type { UserRow } from './user-row';
import styles from './user-management.module.css';

type Column = Partial<TableColumnType<UserRow>>;

/** The declared columns, with names in place of ids, the phone's reveal control and the row's actions. */
export function useUserColumns(onEdit: (row: UserRow) => void, onAction: (action: UserAction, row: UserRow) => void, history: RecordHistory) {
  const { t } = useTranslation('user');
  const nameOr = (name: string | null) => name ?? '—';
  const overrides: Record<string, Column> = {
    deptId: { render: (_, row) => nameOr(row.deptName) },
    merchantId: { render: (_, row) => nameOr(row.merchantName) },
    roleIds: {
      render: (_, row) => (row.roleNames.length
        ? <span className={styles.roles}>{row.roleNames.map((n) => <Tag key={n}>{n}</Tag>)}</span>
        : <Tag color="warning">{t('list.noRoles')}</Tag>),
    },
    phone: { render: (_, row) => <SensitiveValue userId={row.id} field="phone" value={row.phone} /> },
    status: {
      render: (_, row) => <Tag color={row.status === 'frozen' ? 'red' : 'green'}>{t(optionLabelKey(userEntity, 'status', row.status))}</Tag>,
    },
    employeeStatus: {
      render: (_, row) => <Tag color={row.employeeStatus === 'left' ? 'default' : 'blue'}>{t(optionLabelKey(userEntity, 'employeeStatus', row.employeeStatus))}</Tag>,
    },
  };
  const columns = useEntityColumns<UserRow>(userEntity, overrides);
  const actions: TableColumnType<UserRow> = {
    key: 'actions', title: t('common:crud.actions'), width: 230,
    render: (_, row) => <UserRowActions row={row} onEdit={onEdit} onAction={onAction} history={history} />,
  };
  return [...columns, actions];
}

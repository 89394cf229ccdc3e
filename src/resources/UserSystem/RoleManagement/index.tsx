import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { roleEntity } from '../../../../common/entities/role';
import { actionCode } from '../../../../common/routes';
import { CrudListPage } from '../../../components/crud/CrudListPage';
import { useOperation } from '../../../hooks/useOperation';
import { AuthorityModal } from './AuthorityModal';
import type { RoleRow } from './role-row';
import { SensitiveModal } from './SensitiveModal';
import { useRoleColumns } from './useRoleColumns';

const code = (action: string) => actionCode(roleEntity.screen, action);

/** Roles: add, modify, delete with confirmation, authority assignment and sensitive permissions. */
export default function RoleManagement() {
  const { t } = useTranslation();
  const can = useOperation();
  const columns = useRoleColumns();
  const [assigning, setAssigning] = useState<RoleRow | null>(null);
  const [sensitive, setSensitive] = useState<RoleRow | null>(null);
  const closeAssigning = useCallback(() => setAssigning(null), []);

  return (
    <>
      <CrudListPage entity={roleEntity} nameField="roleName" columns={columns}
        rowActions={(row) => [
          ...(can(code('assign')) ? [{ key: 'assign', label: t('role:authority.button'), onClick: () => setAssigning(row as RoleRow), testId: 'row-assign' }] : []),
          ...(can(code('sensitive')) ? [{ key: 'sensitive', label: t('role:sensitive.button'), onClick: () => setSensitive(row as RoleRow), testId: 'row-sensitive' }] : []),
        ]} />
      <AuthorityModal role={assigning} onClose={closeAssigning} />
      <SensitiveModal role={sensitive} onClose={() => setSensitive(null)} onSaved={() => setSensitive(null)} />
    </>
  );
}

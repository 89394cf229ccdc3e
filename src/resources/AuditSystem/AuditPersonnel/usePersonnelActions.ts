import { App } from 'antd';
import type { RowAction } from '../../../components/list';
import { useTranslation } from 'react-i18next';
import { actionCode } from '../../../../common/routes';
import { useOperation } from '../../../hooks/useOperation';
import { usePost } from '../../../hooks/usePost';
import { toastSuccess } from '../../../providers/toast';

const SCREEN = 'AuditSystem/AuditPersonnel';

type Row = Record<string, unknown> & { id: number };

/** Row buttons: freeze or unfreeze, resting or working; each asks for confirmation first (spec section 4), then the list refetches. */
export function usePersonnelActions() {
  const { t } = useTranslation(['auditPersonnel', 'common']);
  const { modal } = App.useApp();
  const can = useOperation();
  const { post } = usePost();
  const confirm = (row: Row, action: 'freeze' | 'unfreeze' | 'rest' | 'work', run: () => Promise<unknown>) => modal.confirm({
    title: t(`confirm.${action}`, { name: row.realName }), okText: t('common:actions.confirm'), cancelText: t('common:actions.cancel'),
    okButtonProps: { danger: action === 'freeze' || action === 'rest', 'data-testid': 'confirm-ok' } as never,
    onOk: async () => { await run(); toastSuccess(t('common:crud.done')); },
  });
  const button = (row: Row, action: 'freeze' | 'unfreeze' | 'rest' | 'work', run: () => Promise<unknown>): RowAction => ({
    key: action, label: t(`actions.${action}`), danger: action === 'freeze', testId: `row-${action}`,
    onClick: () => confirm(row, action, run),
  });
  return (row: Row): RowAction[] => {
    const frozen = row.status === 'frozen';
    const resting = row.workingStatus === 'resting';
    return [
      ...(can(actionCode(SCREEN, frozen ? 'unfreeze' : 'freeze')) ? [button(row, frozen ? 'unfreeze' : 'freeze', () => post(`auditPersonnel/${frozen ? 'unfreeze' : 'freeze'}`, { id: row.id }))] : []),
      ...(can(actionCode(SCREEN, 'update')) ? [button(row, resting ? 'work' : 'rest', () => post('auditPersonnel/workingStatus', { id: row.id, workingStatus: resting ? 'working' : 'resting' }))] : []),
    ];
  };
}

import { App, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { COLLECTION_PERSONNEL_ENTITIES } from '../../../../common/collection/personnel';
import { displayLevel, type CollectionSystem } from '../../../../common/collection/statuses';
import { actionCode } from '../../../../common/routes';
import { CrudListPage } from '../../crud/CrudListPage';
import { DefaultOnSwitch } from '../../crud/DefaultOnSwitch';
import type { RowAction } from '../../list';
import { useLookupOptions } from '../../list';
import { useOperation } from '../../../hooks/useOperation';
import { usePost } from '../../../hooks/usePost';
import { toastSuccess } from '../../../providers/toast';
import { PersonnelUserSelect } from './PersonnelUserSelect';

type Row = Record<string, unknown> & { id: number };
const COLOURS: Record<string, string> = { working: 'green', resting: 'default', normal: 'blue', frozen: 'red', employed: 'blue', left: 'default' };

/** CollectionPersonnel (v1) and CollectionPersonnelNew (v2): who collects, what they handle, and whether they take cases. */
export function PersonnelPage({ system }: { system: CollectionSystem }) {
  const entity = COLLECTION_PERSONNEL_ENTITIES[system];
  const { t } = useTranslation(['collectionPersonnel', 'common']);
  const { modal } = App.useApp();
  const can = useOperation();
  const { post } = usePost();
  const { options: merchants } = useLookupOptions('caseAllocation/merchants');
  const merchantName = (id: number) => merchants.find((m) => m.value === id)?.label ?? id;
  const tags = (values: (string | number)[] = [], label: (v: never) => unknown = (v) => v) => (values.length
    ? <Space size={[0, 4]} wrap>{values.map((v) => <Tag key={v}>{String(label(v as never))}</Tag>)}</Space> : '—');
  const statusTag = (field: string) => (value: string) => <Tag color={COLOURS[value]}>{t(`options.${field}.${value}`)}</Tag>;
  const rowActions = (row: Row): RowAction[] => {
    const frozen = row.status === 'frozen';
    const action = frozen ? 'unfreeze' : 'freeze';
    if (!can(actionCode(entity.screen, action))) return [];
    return [{
      key: action, label: t(`actions.${action}`), danger: !frozen, testId: `row-${action}`,
      onClick: () => modal.confirm({
        title: t(`confirm.${action}`, { name: row.realName }), okText: t('common:actions.confirm'), cancelText: t('common:actions.cancel'),
        okButtonProps: { danger: !frozen, 'data-testid': 'confirm-ok' } as never,
        onOk: async () => { await post(`${entity.name}/${action}`, { id: row.id }); toastSuccess(t('common:crud.done')); },
      }),
    }];
  };
  return (
    <CrudListPage entity={entity} nameField="realName" rowActions={rowActions}
      columns={{
        realName: {
          fixed: 'left', width: 170,
          render: (name: string, row: Row) => <Space direction="vertical" size={0}>{name}<Typography.Text type="secondary">{String(row.username ?? '')}</Typography.Text></Space>,
        },
        merchantIds: { render: (ids: number[]) => tags(ids, merchantName as never), width: 200 },
        levels: { render: (levels: string[]) => tags(levels, displayLevel as never), width: 220 },
        openCases: { align: 'right', render: (n: number, row: Row) => `${n} / ${String(row.capacity)}` },
        status: { render: statusTag('status') },
        workingStatus: { render: statusTag('workingStatus') },
      }}
      form={{
        inputs: { userId: <PersonnelUserSelect system={system} />, autoAllocation: <DefaultOnSwitch />, messageSending: <DefaultOnSwitch /> },
        width: 640,
        toPayload: (values) => ({ ...values, autoAllocation: values.autoAllocation ?? true, messageSending: values.messageSending ?? true }),
      }} />
  );
}

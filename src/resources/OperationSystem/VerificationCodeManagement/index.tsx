import { App, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { sortableFields } from '../../../../common/crud/entity';
import { verificationCodeEntity as entity } from '../../../../common/entities/verification-code';
import { actionCode, screen } from '../../../../common/routes';
import { FilterBar } from '../../../components/crud/FilterBar';
import { useEntityColumns } from '../../../components/crud/useEntityColumns';
import { ScreenTitle } from '../../../components/layout/ScreenTitle';
import { ListTable, useListTable, type RowAction } from '../../../components/list';
import { useOperation } from '../../../hooks/useOperation';
import { usePost } from '../../../hooks/usePost';
import { toastSuccess } from '../../../providers/toast';

type Row = Record<string, unknown> & { id: number };

/** VerificationCodeManagement: codes sent to customers, valid or expired; "resend SMS" sends a fresh one through the outbox. */
export default function VerificationCodeManagement() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const can = useOperation();
  const { post } = usePost();
  const list = useListTable<Row>({ url: `${entity.name}/list` });
  const columns = useEntityColumns<Row>(entity);
  const resend = (row: Row) => modal.confirm({
    title: t('appContent:confirm.resend', { name: row.phone }),
    okText: t('actions.confirm'), cancelText: t('actions.cancel'), okButtonProps: { 'data-testid': 'confirm-ok' } as never,
    onOk: async () => {
      await post('verificationCode/resend', { id: row.id });
      toastSuccess(t('appContent:messages.resent'));
    },
  });
  const actions = (row: Row): RowAction[] => (can(actionCode(entity.screen, 'resend')) && row.state !== 'used'
    ? [{ key: 'resend', label: t('appContent:actions.resend'), onClick: () => resend(row), testId: 'row-resend' }]
    : []);
  return (
    <Card title={<ScreenTitle>{t(`menu:${screen(entity.screen).labelKey}`)}</ScreenTitle>}>
      <FilterBar entity={entity} values={list.searched} onSearch={list.search} />
      <ListTable<Row> rowKey="id" list={list} columnsKey={entity.screen} sortable={sortableFields(entity)}
        rowName={(row) => String(row.phone)} columns={columns} actions={actions} />
    </Card>
  );
}

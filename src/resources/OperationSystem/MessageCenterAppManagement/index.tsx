import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { appMessageEntity } from '../../../../common/entities/app-message';
import { actionCode } from '../../../../common/routes';
import { CrudListPage } from '../../../components/crud/CrudListPage';
import { useOperation } from '../../../hooks/useOperation';
import { usePost } from '../../../hooks/usePost';
import { toastSuccess } from '../../../providers/toast';

type Row = Record<string, unknown> & { id: number };

/** MessageCenterAppManagement: in-app messages per app; a published one is in the app's message centre, a withdrawn one leaves it. */
export default function MessageCenterAppManagement() {
  const { t } = useTranslation('appMessage');
  const { modal } = App.useApp();
  const can = useOperation();
  const { post } = usePost();
  const change = (row: Row, action: 'publish' | 'withdraw') => modal.confirm({
    title: t(`confirm.${action}`, { name: row.title }), okText: t('common:actions.confirm'), cancelText: t('common:actions.cancel'),
    okButtonProps: { danger: action === 'withdraw', 'data-testid': 'confirm-ok' } as never,
    onOk: async () => {
      await post(`appMessage/${action}`, { id: row.id });
      toastSuccess(t(`messages.${action}`));
    },
  });
  const actionFor = (row: Row) => (row.status === 'published' ? 'withdraw' : 'publish');
  return (
    <CrudListPage entity={appMessageEntity} nameField="title" form={{ width: 720 }}
      columns={{ appCode: { render: (code: string, row: Row) => String(row.appName ?? code) } }}
      rowActions={(row) => {
        const action = actionFor(row);
        return can(actionCode(appMessageEntity.screen, action))
          ? [{ key: action, label: t(`actions.${action}`), danger: action === 'withdraw', onClick: () => change(row, action), testId: `row-${action}` }]
          : [];
      }} />
  );
}

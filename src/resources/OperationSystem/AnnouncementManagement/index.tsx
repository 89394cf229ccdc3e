import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { announcementEntity } from '../../../../common/entities/announcement';
import { actionCode } from '../../../../common/routes';
import { CrudListPage } from '../../../components/crud/CrudListPage';
import { useOperation } from '../../../hooks/useOperation';
import { usePost } from '../../../hooks/usePost';
import { toastSuccess } from '../../../providers/toast';

type Row = Record<string, unknown> & { id: number };

/** AnnouncementManagement: announcements per app; abolished ones leave the apps at once, restarted ones return. */
export default function AnnouncementManagement() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const can = useOperation();
  const { post } = usePost();
  const toggle = (row: Row) => {
    const abolish = Boolean(row.enabled);
    modal.confirm({
      title: t(abolish ? 'appContent:confirm.abolish' : 'appContent:confirm.restart', { name: row.title }),
      okText: t('actions.confirm'), cancelText: t('actions.cancel'), okButtonProps: { danger: abolish, 'data-testid': 'confirm-ok' } as never,
      onOk: async () => {
        await post('announcement/enable', { id: row.id, enabled: !abolish });
        toastSuccess(t(abolish ? 'appContent:messages.abolished' : 'appContent:messages.restarted'));
      },
    });
  };
  return (
    <CrudListPage entity={announcementEntity} nameField="title" form={{ width: '50%' }}
      rowActions={(row) => (can(actionCode(announcementEntity.screen, 'enable'))
        ? [{ key: 'abolish', label: t(row.enabled ? 'appContent:actions.abolish' : 'appContent:actions.restart'), danger: Boolean(row.enabled), onClick: () => toggle(row), testId: row.enabled ? 'row-abolish' : 'row-restart' }]
        : [])} />
  );
}

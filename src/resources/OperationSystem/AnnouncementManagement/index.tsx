import { App, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { announcementEntity } from '../../../../common/entities/announcement';
import { actionCode } from '../../../../common/routes';
import { CrudListPage } from '../../../components/crud/CrudListPage';
import { useFieldOptions } from '../../../components/crud/useFieldOptions';
import { useOperation } from '../../../hooks/useOperation';
import { usePost } from '../../../hooks/usePost';
import { toastSuccess } from '../../../providers/toast';
import { publishConfirmation } from './publish-confirmation';

type Row = Record<string, unknown> & { id: number };

/** AnnouncementManagement: announcements per app; abolished ones leave the apps at once, restarted ones return. */
export default function AnnouncementManagement() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const can = useOperation();
  const { post } = usePost();
  const apps = useFieldOptions(announcementEntity, 'appCode', announcementEntity.fields.appCode).options;
  const appName = (code: unknown) => apps.find((o) => o.value === code)?.label ?? String(code ?? '');
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
    <CrudListPage entity={announcementEntity} nameField="title"
      form={{ width: '50%', confirmSave: (values, record) => publishConfirmation(t, values, record, appName) }}
      // The spec's states are abolished and restarted (the row action), not a switch labelled "Enabled".
      toggleColumn={{ title: t('appContent:fields.state'), width: 110,
        render: (enabled: boolean) => <Tag color={enabled ? 'green' : 'default'}>{t(enabled ? 'appContent:status.inForce' : 'appContent:status.abolished')}</Tag> }}
      rowActions={(row) => (can(actionCode(announcementEntity.screen, 'enable'))
        ? [{ key: 'abolish', label: t(row.enabled ? 'appContent:actions.abolish' : 'appContent:actions.restart'), danger: Boolean(row.enabled), onClick: () => toggle(row), testId: row.enabled ? 'row-abolish' : 'row-restart' }]
        : [])} />
  );
}

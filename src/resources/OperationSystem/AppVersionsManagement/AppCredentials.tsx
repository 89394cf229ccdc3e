import { useCustom } from '@refinedev/core';
import { App, Card, Tooltip, Typography, type TableColumnType } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { APP_CREDENTIAL_URLS, APP_SECRET_GRACE_MS, type AppCredentialRow } from '../../../../common/app-content/apps';
import { appVersionEntity } from '../../../../common/entities/app-version';
import { actionCode } from '../../../../common/routes';
import { formatEat } from '../../../../common/time';
import { ListTable, type RowAction, useRowsList } from '../../../components/list';
import { useOperation } from '../../../hooks/useOperation';
import { usePost } from '../../../hooks/usePost';
import { toastSuccess } from '../../../providers/toast';
import { SecretOnceModal } from './SecretOnceModal';

const ROTATE = actionCode(appVersionEntity.screen, 'rotateSecret');
/** The credentials table's columns are remembered apart from the versions list above it. */
const CREDENTIALS_COLUMNS = `${appVersionEntity.screen}/credentials`;
/** Shown when the user asks (column chooser), so the first view (app, key, previous secret) fits 1280 px beside the actions. */
const HIDDEN_FIRST: readonly string[] = ['merchantName', 'lastUsedAt', 'secretRotatedAt'];
const GRACE_HOURS = APP_SECRET_GRACE_MS / 3_600_000;
const when = (value: string | null) => (value ? formatEat(value) : '—');

/** The apps' open-API credentials: key, last use, secret rotation with a grace period for the replaced secret. */
export function AppCredentials() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const can = useOperation();
  const { post } = usePost({ invalidates: [APP_CREDENTIAL_URLS.list] });
  const [shown, setShown] = useState<{ appName: string; secret: string } | null>(null);
  const { result, query } = useCustom<AppCredentialRow[]>({ url: APP_CREDENTIAL_URLS.list, method: 'get' });
  const rows = useMemo(() => (Array.isArray(result.data) ? result.data : []), [result.data]);
  const list = useRowsList(rows);

  const rotate = (row: AppCredentialRow) => modal.confirm({
    title: t('appContent:credentials.confirmRotate', { name: row.appName }),
    content: row.previousSecretExpiresAt ? t('appContent:credentials.rotateEndsPrevious') : t('appContent:credentials.rotateGrace', { hours: GRACE_HOURS }),
    okText: t('actions.confirm'), cancelText: t('actions.cancel'), okButtonProps: { 'data-testid': 'confirm-ok' } as never,
    onOk: async () => {
      const answer = await post<{ secret: string }>(APP_CREDENTIAL_URLS.rotate, { id: row.id });
      setShown({ appName: row.appName, secret: answer.secret });
    },
  });
  const revoke = (row: AppCredentialRow) => modal.confirm({
    title: t('appContent:credentials.confirmRevoke', { name: row.appName }),
    content: t('appContent:credentials.revokeEffect'),
    okText: t('actions.confirm'), cancelText: t('actions.cancel'), okButtonProps: { danger: true, 'data-testid': 'confirm-ok' } as never,
    onOk: async () => {
      await post(APP_CREDENTIAL_URLS.revoke, { id: row.id });
      toastSuccess(t('appContent:credentials.revoked'));
    },
  });

  const columns: TableColumnType<AppCredentialRow>[] = [
    { key: 'appName', title: t('appContent:fields.appCode'), render: (_, r) => <>{r.appName} <Typography.Text type="secondary">{r.appCode}</Typography.Text></> },
    { key: 'merchantName', dataIndex: 'merchantName', title: t('appContent:credentials.merchant'), render: (v: string | null) => v ?? '—' },
    { key: 'appKey', dataIndex: 'appKey', title: t('appContent:credentials.appKey'), render: (v: string) => <Typography.Text code copyable>{v}</Typography.Text> },
    { key: 'lastUsedAt', dataIndex: 'lastUsedAt', title: t('appContent:credentials.lastUsedAt'), render: when },
    { key: 'secretRotatedAt', dataIndex: 'secretRotatedAt', title: t('appContent:credentials.secretRotatedAt'), render: when },
    {
      key: 'previous', title: t('appContent:credentials.previousSecret'), ellipsis: true, width: 220,
      render: (_, r) => {
        if (!r.previousSecretExpiresAt) return '—';
        const text = t('appContent:credentials.previousUntil', { at: formatEat(r.previousSecretExpiresAt), used: when(r.previousSecretLastUsedAt) });
        return <Tooltip title={text}><span data-testid="previous-secret">{text}</span></Tooltip>;
      },
    },
  ];
  const actions = (r: AppCredentialRow): RowAction[] => (can(ROTATE) ? [
    { key: 'rotate', label: t('appContent:credentials.rotate'), onClick: () => rotate(r), testId: 'row-rotate' },
    ...(r.previousSecretExpiresAt ? [{ key: 'revoke', label: t('appContent:credentials.revoke'), danger: true, onClick: () => revoke(r), testId: 'row-revoke' }] : []),
  ] : []);

  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 16 }}>{t('appContent:credentials.title')}</h2>} style={{ marginTop: 16 }} data-testid="app-credentials">
      <Typography.Paragraph type="secondary">{t('appContent:credentials.hint', { hours: GRACE_HOURS })}</Typography.Paragraph>
      <ListTable<AppCredentialRow> rowKey="id" size="small" list={{ ...list, loading: query.isLoading }} columns={columns} actions={actions}
        columnsKey={CREDENTIALS_COLUMNS} defaultHidden={HIDDEN_FIRST} rowName={(r) => r.appName} />
      <SecretOnceModal appName={shown?.appName ?? ''} secret={shown?.secret ?? null} onClose={() => setShown(null)} />
    </Card>
  );
}

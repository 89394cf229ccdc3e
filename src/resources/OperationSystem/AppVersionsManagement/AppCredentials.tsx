import { useCustom } from '@refinedev/core';
import { App, Button, Card, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { APP_CREDENTIAL_URLS, APP_SECRET_GRACE_MS, type AppCredentialRow } from '../../../../common/app-content/apps';
import { appVersionEntity } from '../../../../common/entities/app-version';
import { actionCode } from '../../../../common/routes';
import { formatEat } from '../../../../common/time';
import { useOperation } from '../../../hooks/useOperation';
import { usePost } from '../../../hooks/usePost';
import { toastSuccess } from '../../../providers/toast';
import { SecretOnceModal } from './SecretOnceModal';

const ROTATE = actionCode(appVersionEntity.screen, 'rotateSecret');
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
  const rows = Array.isArray(result.data) ? result.data : [];

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

  const columns: ColumnsType<AppCredentialRow> = [
    { key: 'appName', title: t('appContent:fields.appCode'), render: (_, r) => <>{r.appName} <Typography.Text type="secondary">{r.appCode}</Typography.Text></> },
    { key: 'merchantName', dataIndex: 'merchantName', title: t('appContent:credentials.merchant'), render: (v: string | null) => v ?? '—' },
    { key: 'appKey', dataIndex: 'appKey', title: t('appContent:credentials.appKey'), render: (v: string) => <Typography.Text code copyable>{v}</Typography.Text> },
    { key: 'lastUsedAt', dataIndex: 'lastUsedAt', title: t('appContent:credentials.lastUsedAt'), render: when },
    { key: 'secretRotatedAt', dataIndex: 'secretRotatedAt', title: t('appContent:credentials.secretRotatedAt'), render: when },
    {
      key: 'previous', title: t('appContent:credentials.previousSecret'),
      render: (_, r) => (r.previousSecretExpiresAt
        ? <span data-testid="previous-secret">{t('appContent:credentials.previousUntil', { at: formatEat(r.previousSecretExpiresAt), used: when(r.previousSecretLastUsedAt) })}</span>
        : '—'),
    },
  ];
  if (can(ROTATE)) {
    columns.push({
      key: 'actions', title: t('crud.actions'), width: 220,
      render: (_, r) => (
        <Space size="small">
          <Button size="small" onClick={() => rotate(r)} data-testid="row-rotate">{t('appContent:credentials.rotate')}</Button>
          {r.previousSecretExpiresAt && <Button size="small" danger onClick={() => revoke(r)} data-testid="row-revoke">{t('appContent:credentials.revoke')}</Button>}
        </Space>
      ),
    });
  }

  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 16 }}>{t('appContent:credentials.title')}</h2>} style={{ marginTop: 16 }} data-testid="app-credentials">
      <Typography.Paragraph type="secondary">{t('appContent:credentials.hint', { hours: GRACE_HOURS })}</Typography.Paragraph>
      <Table<AppCredentialRow> rowKey="id" size="small" columns={columns} dataSource={rows} loading={query.isLoading} pagination={false} scroll={{ x: 'max-content' }} />
      <SecretOnceModal appName={shown?.appName ?? ''} secret={shown?.secret ?? null} onClose={() => setShown(null)} />
    </Card>
  );
}

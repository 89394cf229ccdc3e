/**
 * Round-robin distribution: asks the server what it would cover (how many unassigned customers, which online agents),
 * confirms with that count, distributes, then shows the result per agent and per customer.
 */
import { Alert, Button, Space, Tag, Typography, type TableColumnType } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DistributeItem, DistributePreview, DistributeResult, DistributeTarget } from '../../../../common/customer-service/distribution';
import { AppModal } from '../../../components/crud/AppModal';
import { ListTable, useRowsList } from '../../../components/list';
import { usePost } from '../../../hooks/usePost';
import { toastSuccess } from '../../../providers/toast';

const URL = 'csListLibrary/distribute';
const RESULTS_PAGE_SIZE = 10;
const EMPTY: DistributeItem[] = [];

export function DistributeModal({ target, onClose }: { target: DistributeTarget | null; onClose: (done: boolean) => void }) {
  const { t } = useTranslation('csCalling');
  const { post, posting } = usePost();
  const [preview, setPreview] = useState<DistributePreview | null>(null);
  const [result, setResult] = useState<DistributeResult | null>(null);
  const list = useRowsList(result?.items ?? EMPTY, RESULTS_PAGE_SIZE);
  // biome-ignore lint/correctness/useExhaustiveDependencies: asks once per opening; post and onClose change on every render.
  useEffect(() => {
    setPreview(null);
    setResult(null);
    if (target) void post<DistributePreview>(`${URL}Preview`, target, { invalidates: false }).then(setPreview).catch(() => onClose(false));
  }, [target]);

  const distribute = async () => {
    const body = target?.customerIds ? target : { ...target, expectedCount: preview!.count };
    const done = await post<DistributeResult>(URL, body);
    toastSuccess(t('messages.distributed', { count: done.distributed, skipped: done.skipped }));
    setResult(done);
  };
  const columns: TableColumnType<DistributeItem>[] = [
    { key: 'customerNo', title: t('fields.customerNo'), dataIndex: 'customerNo', render: (v: string | null, row) => v ?? `#${row.customerId}` },
    { key: 'outcome', title: t('fields.outcome'), dataIndex: 'outcome', render: (v: string) => <Tag color={v === 'assigned' ? 'green' : 'default'}>{t(`options.outcome.${v}`)}</Tag> },
    { key: 'agentName', title: t('fields.agentName'), dataIndex: 'agentName', render: (v: string | null) => v ?? '—' },
  ];
  const nothing = preview !== null && (preview.count === 0 || preview.agents.length === 0);

  return (
    <AppModal open={target !== null} title={t(result ? 'titles.distributed' : 'titles.distribute')} width="50%"
      onCancel={() => onClose(result !== null)} cancelText={t('actions.cancel')} confirmLoading={posting}
      okText={t('actions.distribute')} onOk={distribute}
      okButtonProps={{ disabled: !preview || nothing, 'data-testid': 'cs-distribute-ok' } as never}
      footer={result ? <Button onClick={() => onClose(true)} data-testid="cs-distribute-close">{t('actions.close')}</Button> : undefined}>
      {!result && preview && (
        nothing
          ? <Alert type="warning" showIcon message={t(preview.agents.length ? 'hints.distributeNone' : 'errors.noOnlineAgent')} />
          : (
            <Typography.Paragraph data-testid="cs-distribute-confirm">
              {t('hints.distributeConfirm', { count: preview.count, agents: preview.agents.length, names: preview.agents.map((a) => a.agentName).join(', ') })}
            </Typography.Paragraph>
          )
      )}
      {result && (
        <Space direction="vertical" style={{ width: '100%' }} data-testid="cs-distribute-result">
          <Alert type="success" showIcon message={t('messages.distributed', { count: result.distributed, skipped: result.skipped })} />
          <Space wrap>
            {result.perAgent.map((p) => <Tag key={p.agentUserId}>{`${p.agentName}: ${p.count}`}</Tag>)}
          </Space>
          <ListTable<DistributeItem> rowKey="customerId" list={list} columns={columns} rowName={(row) => row.customerNo ?? String(row.customerId)} />
        </Space>
      )}
    </AppModal>
  );
}

import { App, Form, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CASE_ALLOCATION_URLS as URLS, needsCollector, type CaseAction, type CaseActionSummary, type CaseScope,
} from '../../../../common/collection/case-list';
import type { FilteredBatchPreview } from '../../../../common/lists/filtered-batch';
import { formatKes } from '../../../../common/money';
import { AppModal } from '../../crud/AppModal';
import type { FilterParams } from '../../list';
import { ALL_LISTS, usePost } from '../../../hooks/usePost';
import { CollectorPicker } from './CollectorPicker';

/** What the dialog was opened for: chosen cases (with the holder each showed), or every case of the list's filter. */
export type CaseRequest =
  | { kind: 'selected'; action: CaseAction; items: { id: number; collectorUserId: number | null }[] }
  | { kind: 'filtered'; action: CaseAction; filter: FilterParams };

/** An allocation changes the lists and the collectors' holdings. */
export const CASE_READS = [ALL_LISTS, URLS.collectors];

interface Props {
  scope: CaseScope;
  request: CaseRequest | null;
  onClose: () => void;
  onDone: (summary: CaseActionSummary) => void;
}

/** Choose the collector (allocate, re-allocate), see what is covered, confirm, then act; per-item results follow. */
export function CaseActionModal({ scope, request, onClose, onDone }: Props) {
  const { t } = useTranslation(['caseAllocation', 'common']);
  const { modal } = App.useApp();
  const [collectorUserId, setCollector] = useState<number>();
  const [preview, setPreview] = useState<FilteredBatchPreview | null>(null);
  const { post, posting } = usePost({ invalidates: CASE_READS });
  const filter = request?.kind === 'filtered' ? request.filter : null;
  const action = request?.action;
  useEffect(() => {
    setPreview(null);
    setCollector(undefined);
    if (filter && action) void post<FilteredBatchPreview>(URLS.filteredPreview, { action, filter: { ...filter, scope } }, { invalidates: false }).then(setPreview);
  }, [filter, action, scope, post]);
  if (!request) return null;
  const count = request.kind === 'selected' ? request.items.length : preview?.count ?? 0;
  const picking = needsCollector(request.action);
  const run = () => (request.kind === 'selected'
    ? post<CaseActionSummary>(URLS.action, { scope, action: request.action, collectorUserId, items: request.items })
    : post<CaseActionSummary>(URLS.filtered, { action: request.action, collectorUserId, filter: { ...request.filter, scope }, expectedCount: count }));
  const confirm = () => modal.confirm({
    title: t(`actions.${request.action}`), content: t('confirm.body', { action: t(`actions.${request.action}`), count }),
    okText: t('common:actions.confirm'), cancelText: t('common:actions.cancel'), okButtonProps: { 'data-testid': 'confirm-ok' } as never,
    onOk: async () => onDone(await run()),
  });
  return (
    <AppModal open title={t(`actions.${request.action}`)} onCancel={onClose} onOk={confirm} confirmLoading={posting}
      okText={t('common:actions.confirm')} cancelText={t('common:actions.cancel')}
      okButtonProps={{ disabled: (picking && !collectorUserId) || !count, 'data-testid': 'case-action-submit' } as never}>
      <Space direction="vertical" style={{ width: '100%' }} size="middle">
        <Typography.Text strong data-testid="case-action-scope">
          {request.kind === 'selected' ? t('dialog.selected', { count })
            : preview ? t('dialog.filtered', { count, amount: formatKes(preview.totalCents) }) : t('dialog.counting')}
        </Typography.Text>
        {picking && (
          <Form.Item label={t('dialog.collector')} required style={{ margin: 0 }}>
            <CollectorPicker scope={scope} value={collectorUserId} onChange={setCollector} />
          </Form.Item>
        )}
        <Typography.Text type="secondary">{t(`hints.${request.action}`)}</Typography.Text>
      </Space>
    </AppModal>
  );
}

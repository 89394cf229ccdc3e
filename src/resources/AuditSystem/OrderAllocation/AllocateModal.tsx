import { Alert, App, Form, Radio, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ALLOCATION_CAP, type AllocationPreview, type AllocationSummary, type AuditorChoice, type ManualAllocationAction } from '../../../../common/orders/order-allocation';
import { AppModal } from '../../../components/crud/AppModal';
import { AvailabilityTag, useAvailability, useAvailabilityWords } from '../../../components/schedule/availability';
import { usePost } from '../../../hooks/usePost';
import { useRead } from '../../../hooks/useRead';
import { ApiError } from '../../../providers/envelope';
import { ALLOCATION_READS, type AllocationRequest } from './allocation-request';

interface Props {
  request: AllocationRequest | null;
  auditors: AuditorChoice[];
  onClose: () => void;
  onDone: (summary: AllocationSummary) => void;
}

/**
 * Choose the auditor, confirm, then allocate; the answer's per-item results go to the result dialog; the list and the auditors' loads refetch.
 * Over all filtered rows the server first says how many orders the action covers (or refuses a filter past the cap,
 * as every "all filtered rows" action does); the confirmation names that count and the call carries it.
 */
export function AllocateModal({ request, auditors, onClose, onDone }: Props) {
  const { t } = useTranslation('orderAllocation');
  const { modal, message } = App.useApp();
  const read = useRead();
  const [auditorId, setAuditorId] = useState<number>();
  const [filteredAction, setFilteredAction] = useState<ManualAllocationAction>('allocate');
  const { post, posting: busy } = usePost({ invalidates: ALLOCATION_READS });
  // Today's schedule of the auditors listed (issue 34): off shift may still be chosen (the answer warns), on leave is refused.
  const schedule = useAvailability(auditors.map((a) => a.value), request !== null);
  const words = useAvailabilityWords();
  if (!request) return null;
  const action = request.kind === 'selected' ? request.action : filteredAction;
  const auditor = auditors.find((a) => a.value === auditorId);
  const title = request.kind === 'filtered' ? t('dialog.titleFiltered') : t(action === 'allocate' ? 'dialog.titleAllocate' : 'dialog.titleReallocate');

  const ask = (content: string, run: () => Promise<AllocationSummary>) => modal.confirm({
    title, content: <span data-testid="confirm-text">{content}</span>,
    okText: t('common:actions.confirm'), cancelText: t('common:actions.cancel'), okButtonProps: { 'data-testid': 'confirm-ok' } as never,
    onOk: async () => {
      onDone(await run());
      setAuditorId(undefined);
    },
  });
  const confirm = async () => {
    if (request.kind === 'selected') {
      ask(t(`confirm.${action}`, { count: request.orderIds.length, auditor: auditor?.label }),
        () => post<AllocationSummary>('orderAllocation/allocate', { orderIds: request.orderIds, auditorId, action }));
      return;
    }
    let preview: AllocationPreview;
    try {
      preview = await read<AllocationPreview>('orderAllocation/allocateFiltered/preview', { ...request.filter, action });
    } catch (error) {
      if (error instanceof ApiError) return; // shown by the http client (e.g. more orders than the cap)
      throw error;
    }
    if (!preview.count) {
      void message.info(t('confirm.filteredNone'));
      return;
    }
    ask(t('confirm.filtered', { count: preview.count, auditor: auditor?.label }),
      () => post<AllocationSummary>('orderAllocation/allocateFiltered', { filter: request.filter, expectedCount: preview.count, auditorId, action }));
  };

  return (
    <AppModal open title={title} onCancel={onClose} onOk={confirm} confirmLoading={busy} width={560}
      okText={t('common:actions.confirm')} cancelText={t('common:actions.cancel')}
      okButtonProps={{ disabled: !auditorId, 'data-testid': 'allocate-submit' } as never}>
      <Space direction="vertical" style={{ width: '100%' }} size="middle">
        <Typography.Text strong data-testid="allocate-scope">
          {request.kind === 'selected' ? t('dialog.selected', { count: request.orderIds.length }) : t('dialog.filteredScope', { cap: ALLOCATION_CAP.toLocaleString() })}
        </Typography.Text>
        {request.kind === 'filtered' && (
          <Form.Item label={t('dialog.filteredAction')} style={{ margin: 0 }}>
            <Radio.Group value={filteredAction} onChange={(e) => setFilteredAction(e.target.value as ManualAllocationAction)}
              options={[{ value: 'allocate', label: t('dialog.filteredAllocate') }, { value: 'reallocate', label: t('dialog.filteredReallocate') }]} />
          </Form.Item>
        )}
        <Form.Item label={t('dialog.auditor')} style={{ margin: 0 }} required>
          <Select data-testid="allocate-auditor" value={auditorId} onChange={setAuditorId} showSearch optionFilterProp="label"
            placeholder={t('dialog.auditorPlaceholder')} optionRender={(o) => o.data.render}
            options={auditors.map((a) => {
              const label = t('dialog.auditorLoad', { name: a.label, today: a.today, limit: a.dailyLimit });
              const availability = schedule.of(a.value);
              return {
                value: a.value, label: `${label}${words(availability) ? ` · ${words(availability)}` : ''}`, disabled: availability === 'onLeave',
                render: <span data-testid={`auditor-option-${a.value}`}>{label}<AvailabilityTag availability={availability} day={schedule.day} /></span>,
              };
            })} />
        </Form.Item>
        <Alert type="info" showIcon message={t('dialog.coverageHint')} />
      </Space>
    </AppModal>
  );
}

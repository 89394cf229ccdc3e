import { Button, Card, Space, Typography } from 'antd';
import { useCustom } from '@refinedev/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AllocationSummary, AuditorChoice } from '../../../../common/orders/order-allocation';
import { ORDER_STATUS } from '../../../../common/orders/order-status';
import { actionCode, screen } from '../../../../common/routes';
import { OrderFilterBar, OrderTable, useOrderColumns, useOrderList, type OrderFilterName } from '../../../components/orders';
import { useOperation } from '../../../hooks/useOperation';
import { ScreenTitle } from '../../../components/layout/ScreenTitle';
import { AllocateModal } from './AllocateModal';
import { AllocationResultModal } from './AllocationResultModal';
import { ALLOCATION_AUDITORS_URL, type AllocationRequest } from './allocation-request';
import { useAutoAllocate } from './useAutoAllocate';
import { ORDER_SORTABLE } from '../../../../common/orders/order-query';

const SCREEN = 'AuditSystem/OrderAllocation';
const STATUSES = [ORDER_STATUS.toBeAllocated, ORDER_STATUS.pendingReview];
const FILTERS: OrderFilterName[] = ['orderNo', 'customerName', 'phone', 'status', 'applyDay', 'merchantId', 'productId',
  'idNumber', 'loanType', 'modelLevel', 'auditorId', 'whitelist', 'incomingChannel', 'promotionChannel', 'dataSource'];
const COLUMNS = ['orderNo', 'merchantName', 'customerName', 'phone', 'status', 'applyAt', 'loanAmountCents', 'termDays',
  'productName', 'loanType', 'modelLevel', 'whitelist', 'auditorName', 'allocatedAt'] as const;

/** Supervisors give orders to auditors: selected rows, every filtered row, or automatically by the personnel settings. */
export function OrderAllocationPage() {
  const { t } = useTranslation(['orderAllocation', 'common']);
  const can = useOperation();
  const list = useOrderList('orderAllocation/list', { status: STATUSES.join(',') });
  const columns = useOrderColumns(COLUMNS);
  const [selected, setSelected] = useState<{ id: number; status: number }[]>([]);
  const [request, setRequest] = useState<AllocationRequest | null>(null);
  const [summary, setSummary] = useState<AllocationSummary | null>(null);
  const { result: auditors } = useCustom<AuditorChoice[]>({ url: ALLOCATION_AUDITORS_URL, method: 'get' });
  const finished = (done: AllocationSummary) => {
    setRequest(null);
    setSelected([]);
    setSummary(done);
  };
  const autoAllocate = useAutoAllocate(list.filter, finished);
  const idsIn = (status: number) => selected.filter((r) => r.status === status).map((r) => r.id);
  const toAllocate = idsIn(ORDER_STATUS.toBeAllocated);
  const toReallocate = idsIn(ORDER_STATUS.pendingReview);
  const may = (action: string) => can(actionCode(SCREEN, action));

  return (
    <Card title={<ScreenTitle>{t(`menu:${screen(SCREEN).labelKey}`)}</ScreenTitle>}
      extra={may('autoAllocate') && <Button onClick={autoAllocate} data-testid="auto-allocate">{t('actions.autoAllocate')}</Button>}>
      <OrderFilterBar fields={FILTERS} only={{ status: STATUSES }} values={list.searched} onSearch={(f) => { setSelected([]); list.search(f); }} />
      <Space wrap style={{ marginBottom: 12 }} data-testid="allocation-toolbar">
        <Typography.Text type="secondary">{selected.length ? t('selection.count', { count: selected.length }) : t('selection.none')}</Typography.Text>
        {may('allocate') && (
          <Button type="primary" disabled={!toAllocate.length} data-testid="allocate-selected"
            onClick={() => setRequest({ kind: 'selected', action: 'allocate', orderIds: toAllocate })}>
            {t('actions.allocate', { count: toAllocate.length })}
          </Button>
        )}
        {may('reallocate') && (
          <Button disabled={!toReallocate.length} data-testid="reallocate-selected"
            onClick={() => setRequest({ kind: 'selected', action: 'reallocate', orderIds: toReallocate })}>
            {t('actions.reallocate', { count: toReallocate.length })}
          </Button>
        )}
        {(may('allocate') || may('reallocate')) && (
          <Button disabled={!list.total} data-testid="allocate-filtered" onClick={() => setRequest({ kind: 'filtered', filter: list.filter })}>
            {t('actions.allocateFiltered')}
          </Button>
        )}
      </Space>
      <OrderTable list={list} columns={columns} sortable={ORDER_SORTABLE} columnsKey={SCREEN}
        rowSelection={{
          selectedRowKeys: selected.map((r) => r.id), preserveSelectedRowKeys: true,
          onChange: (_, rows) => setSelected(rows.filter(Boolean).map((r) => ({ id: r.id, status: r.status }))),
        }} />
      <AllocateModal request={request} auditors={Array.isArray(auditors.data) ? auditors.data : []} onClose={() => setRequest(null)} onDone={finished} />
      <AllocationResultModal summary={summary} onClose={() => setSummary(null)} />
    </Card>
  );
}

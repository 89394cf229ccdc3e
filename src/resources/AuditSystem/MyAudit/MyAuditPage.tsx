import { ReloadOutlined } from '@ant-design/icons';
import { Button, Card, Segmented, Space, Typography } from 'antd';
import { useCustom } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { MY_AUDIT_DECIDED, type MyAuditSummary } from '../../../../common/orders/my-audit';
import { ORDER_STATUS } from '../../../../common/orders/order-status';
import { screen } from '../../../../common/routes';
import { OrderFilterBar, OrderTable, useOrderList, type OrderFilterName, type OrderFilterParams } from '../../../components/orders';
import { ScreenTitle } from '../../../components/layout/ScreenTitle';
import { type Due, useMyAuditView, type View } from './my-audit-view';
import { SummaryStrip } from './SummaryStrip';
import { useMyAuditColumns } from './useMyAuditColumns';
import { ORDER_SORTABLE } from '../../../../common/orders/order-query';

const SCREEN = 'AuditSystem/MyAudit';
const FILTERS: OrderFilterName[] = ['orderNo', 'customerName', 'phone', 'applyDay', 'loanType'];

/** The signed-in auditor's queue: pending review with calls due first, or the orders already decided; the view is in the address bar. */
export function MyAuditPage() {
  const { t } = useTranslation(['myAudit', 'common']);
  const { view, due, switchTo: setView } = useMyAuditView();
  const defaults = {
    status: view === 'pending' ? String(ORDER_STATUS.pendingReview) : MY_AUDIT_DECIDED.join(','),
    ...(view === 'pending' && due !== 'all' ? { nextCallDue: due } : {}),
  } as OrderFilterParams;
  const list = useOrderList('myAudit/list', defaults);
  const { query } = useCustom<MyAuditSummary>({ url: 'myAudit/summary', method: 'get' });
  const columns = useMyAuditColumns(view === 'decided', Date.now());
  const { reset } = list.pagination;
  const switchTo = (next: { view?: View; due?: Due }) => {
    setView(next);
    reset();
  };
  const reload = () => { list.reload(); void query.refetch(); };

  return (
    <Card title={<ScreenTitle>{t(`menu:${screen(SCREEN).labelKey}`)}</ScreenTitle>}
      extra={<Button icon={<ReloadOutlined />} onClick={reload} data-testid="my-audit-reload">{t('common:actions.refresh')}</Button>}>
      <SummaryStrip summary={query.data?.data ?? null} onShowDue={() => switchTo({ view: 'pending', due: 'overdue' })} />
      <Space wrap size="middle" style={{ marginBottom: 16 }}>
        <Segmented<View> value={view} onChange={(v) => switchTo({ view: v })} data-testid="my-audit-view"
          options={[{ value: 'pending', label: t('views.pending') }, { value: 'decided', label: t('views.decided') }]} />
        {view === 'pending' && (
          <Space size="small">
            <Typography.Text type="secondary">{t('filters.nextCallDue')}</Typography.Text>
            <Segmented<Due> value={due} onChange={(v) => switchTo({ due: v })} data-testid="my-audit-due"
              options={(['all', 'overdue', 'today'] as const).map((value) => ({ value, label: t(`filters.${value}`) }))} />
          </Space>
        )}
      </Space>
      <OrderFilterBar fields={FILTERS} visibleCount={5} values={list.searched} onSearch={list.search} />
      <OrderTable list={list} columns={columns} sortable={ORDER_SORTABLE} columnsKey={SCREEN} />
    </Card>
  );
}

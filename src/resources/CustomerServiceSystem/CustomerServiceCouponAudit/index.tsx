import { App, Card, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  COUPON_APPLICATION_FILTERS, COUPON_AUDIT_SCREEN, type CouponApplicationRow,
} from '../../../../common/coupons/coupon-application';
import { formatKes } from '../../../../common/money';
import { actionCode, screen } from '../../../../common/routes';
import { AUDIT_HIDDEN_FIRST, useApplicationColumns } from '../../../components/coupons/useApplicationColumns';
import { ScreenTitle } from '../../../components/layout/ScreenTitle';
import { ListFilterBar, ListTable, useListTable } from '../../../components/list';
import { useOperation } from '../../../hooks/useOperation';
import { usePost } from '../../../hooks/usePost';
import { toastSuccess } from '../../../providers/toast';
import { RejectModal } from './RejectModal';

/** CustomerServiceCouponAudit: approve or reject coupon applications; never one's own. */
export default function CustomerServiceCouponAudit() {
  const { t } = useTranslation('csCoupon');
  const { modal } = App.useApp();
  const can = useOperation();
  const [rejecting, setRejecting] = useState<CouponApplicationRow | null>(null);
  const list = useListTable<CouponApplicationRow>({ url: 'csCouponAudit/list' });
  const columns = useApplicationColumns();
  const { post } = usePost();

  const approve = (row: CouponApplicationRow) => modal.confirm({
    title: t('titles.approve', { applicationNo: row.applicationNo }),
    content: t('confirm.approveBody', { quantity: row.quantity, amount: formatKes(row.amountCents), customer: row.customerName }),
    okText: t('common:actions.confirm'), cancelText: t('common:actions.cancel'), okButtonProps: { 'data-testid': 'confirm-ok' } as never,
    onOk: async () => { await post('csCouponAudit/approve', { id: row.id, remark: null }); toastSuccess(t('results.approved')); },
  });
  const reject = async (row: CouponApplicationRow, remark: string) => {
    await post('csCouponAudit/reject', { id: row.id, remark });
    toastSuccess(t('results.rejected'));
    setRejecting(null);
  };

  const actions = (row: CouponApplicationRow) => {
    if (row.status !== 'pending') return [];
    if (row.ownApplication) return [{ key: 'own', label: t('ownApplicationShort'), disabled: true, onClick: () => undefined, testId: 'own-application' }];
    return [
      ...(can(actionCode(COUPON_AUDIT_SCREEN, 'approve')) ? [{ key: 'approve', label: t('actions.approve'), onClick: () => approve(row), testId: 'row-approve' }] : []),
      ...(can(actionCode(COUPON_AUDIT_SCREEN, 'reject')) ? [{ key: 'reject', label: t('actions.reject'), danger: true, onClick: () => setRejecting(row), testId: 'row-reject' }] : []),
    ];
  };

  return (
    <Card title={<ScreenTitle>{t(`menu:${screen(COUPON_AUDIT_SCREEN).labelKey}`)}</ScreenTitle>}>
      <Typography.Paragraph type="secondary">{t('hints.audit')}</Typography.Paragraph>
      <ListFilterBar defs={COUPON_APPLICATION_FILTERS} values={list.searched} onSearch={list.search} labels="csCoupon:fields" />
      <ListTable<CouponApplicationRow> rowKey="id" list={list} columns={columns} columnsKey={COUPON_AUDIT_SCREEN}
        defaultHidden={AUDIT_HIDDEN_FIRST} rowName={(row) => row.applicationNo} actions={actions} data-testid="application-table" />
      <RejectModal row={rejecting} onClose={() => setRejecting(null)} onSubmit={reject} />
    </Card>
  );
}

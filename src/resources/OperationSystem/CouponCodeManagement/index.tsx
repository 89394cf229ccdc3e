import { App, Card, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  COUPON_COLUMNS, COUPON_FILTERS, COUPON_HIDDEN_FIRST, COUPON_SCREEN, type CouponRow, type CouponStatus,
} from '../../../../common/coupons/coupon';
import { actionCode, screen } from '../../../../common/routes';
import { ScreenTitle } from '../../../components/layout/ScreenTitle';
import { ListFilterBar, ListTable, useListTable } from '../../../components/list';
import { useDeclaredColumns } from '../../../components/money/useDeclaredColumns';
import { useOperation } from '../../../hooks/useOperation';
import { usePost } from '../../../hooks/usePost';
import { toastSuccess } from '../../../providers/toast';

const STATUS_COLOURS: Record<CouponStatus, string> = { pending: 'default', waitingToBeUsed: 'blue', frozen: 'orange', used: 'green', expired: 'red' };

/** CouponCodeManagement: every coupon issued to customers; usable ones may be frozen and frozen ones unfrozen. */
export default function CouponCodeManagement() {
  const { t } = useTranslation('coupon');
  const { modal } = App.useApp();
  const can = useOperation();
  const { post } = usePost();
  const list = useListTable<CouponRow>({ url: 'coupon/list' });
  const columns = useDeclaredColumns(COUPON_COLUMNS, {
    couponNo: { width: 190 },
    status: { render: (_: unknown, row: CouponRow) => <Tag color={STATUS_COLOURS[row.status]}>{t(`options.status.${row.status}`)}</Tag> },
  });

  const change = (row: CouponRow, action: 'freeze' | 'unfreeze') => modal.confirm({
    title: t(`confirm.${action}Title`, { couponNo: row.couponNo }), content: t(`confirm.${action}Body`),
    okText: t('common:actions.confirm'), cancelText: t('common:actions.cancel'), okButtonProps: { 'data-testid': 'confirm-ok' } as never,
    onOk: async () => { await post(`coupon/${action}`, { id: row.id }); toastSuccess(t('common:crud.done')); },
  });

  const actions = (row: CouponRow) => [
    ...(row.status === 'waitingToBeUsed' && can(actionCode(COUPON_SCREEN, 'freeze'))
      ? [{ key: 'freeze', label: t('actions.freeze'), danger: true, onClick: () => change(row, 'freeze'), testId: 'coupon-freeze' }] : []),
    ...(row.status === 'frozen' && can(actionCode(COUPON_SCREEN, 'unfreeze'))
      ? [{ key: 'unfreeze', label: t('actions.unfreeze'), onClick: () => change(row, 'unfreeze'), testId: 'coupon-unfreeze' }] : []),
  ];

  return (
    <Card title={<ScreenTitle>{t(`menu:${screen(COUPON_SCREEN).labelKey}`)}</ScreenTitle>}>
      <Typography.Paragraph type="secondary">{t('hints.list')}</Typography.Paragraph>
      <ListFilterBar defs={COUPON_FILTERS} values={list.searched} onSearch={list.search} labels="coupon:fields" />
      <ListTable<CouponRow> rowKey="id" list={list} columns={columns} columnsKey={COUPON_SCREEN} defaultHidden={COUPON_HIDDEN_FIRST}
        rowName={(row) => row.couponNo} actions={actions} data-testid="coupon-table" />
    </Card>
  );
}

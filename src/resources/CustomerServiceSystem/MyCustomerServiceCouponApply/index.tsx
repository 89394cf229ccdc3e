import { PlusOutlined } from '@ant-design/icons';
import { Button, Card } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  COUPON_APPLICATION_FILTERS, COUPON_APPLICATION_HIDDEN_FIRST, COUPON_APPLY_SCREEN, COUPON_TASK_OPTIONS_URL, type CouponApplicationRow,
} from '../../../../common/coupons/coupon-application';
import { actionCode, screen } from '../../../../common/routes';
import { useApplicationColumns } from '../../../components/coupons/useApplicationColumns';
import { ScreenTitle } from '../../../components/layout/ScreenTitle';
import { ListFilterBar, ListTable, useListTable } from '../../../components/list';
import { useOperation } from '../../../hooks/useOperation';
import { ALL_LISTS, usePost } from '../../../hooks/usePost';
import { toastSuccess } from '../../../providers/toast';
import { ApplyModal, type ApplyValues } from './ApplyModal';

/** MyCustomerServiceCouponApply: the agent's own coupon applications, and applying for a customer under a task. */
export default function MyCustomerServiceCouponApply() {
  const { t } = useTranslation('csCoupon');
  const can = useOperation();
  const [open, setOpen] = useState(false);
  const list = useListTable<CouponApplicationRow>({ url: 'csCouponApply/list' });
  const columns = useApplicationColumns();
  const { post } = usePost({ invalidates: [ALL_LISTS, COUPON_TASK_OPTIONS_URL] });

  const apply = async (values: ApplyValues) => {
    const done = await post<{ applicationNo: string }>('csCouponApply/apply', values);
    toastSuccess(t('results.applied', { applicationNo: done.applicationNo }));
    setOpen(false);
  };

  return (
    <Card title={<ScreenTitle>{t(`menu:${screen(COUPON_APPLY_SCREEN).labelKey}`)}</ScreenTitle>}
      extra={can(actionCode(COUPON_APPLY_SCREEN, 'apply')) && (
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setOpen(true)} data-testid="coupon-apply">{t('actions.apply')}</Button>
      )}>
      <ListFilterBar defs={COUPON_APPLICATION_FILTERS} values={list.searched} onSearch={list.search} labels="csCoupon:fields" />
      <ListTable<CouponApplicationRow> rowKey="id" list={list} columns={columns} columnsKey={COUPON_APPLY_SCREEN}
        defaultHidden={COUPON_APPLICATION_HIDDEN_FIRST} rowName={(row) => row.applicationNo} data-testid="application-table" />
      <ApplyModal open={open} onClose={() => setOpen(false)} onSubmit={apply} />
    </Card>
  );
}

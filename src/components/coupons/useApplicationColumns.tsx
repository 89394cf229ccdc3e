import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  COUPON_APPLICATION_COLUMNS, type CouponApplicationRow, type CouponApplicationStatus,
} from '../../../common/coupons/coupon-application';
import { useDeclaredColumns } from '../money/useDeclaredColumns';

const STATUS_COLOURS: Record<CouponApplicationStatus, string> = { pending: 'gold', approved: 'green', rejected: 'red' };

/** The coupon application columns shared by MyCustomerServiceCouponApply and CustomerServiceCouponAudit. */
export function useApplicationColumns() {
  const { t } = useTranslation('csCoupon');
  return useDeclaredColumns(COUPON_APPLICATION_COLUMNS, {
    applicationNo: { width: 170 },
    status: { render: (_: unknown, row: CouponApplicationRow) => <Tag color={STATUS_COLOURS[row.status]}>{t(`options.status.${row.status}`)}</Tag> },
    reason: { ellipsis: true, width: 200 },
    reviewRemark: { ellipsis: true, width: 180 },
  });
}

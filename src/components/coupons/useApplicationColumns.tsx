import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  COUPON_APPLICATION_COLUMNS, COUPON_APPLICATION_HIDDEN_FIRST, type CouponApplicationRow, type CouponApplicationStatus,
} from '../../../common/coupons/coupon-application';
import { useDeclaredColumns } from '../money/useDeclaredColumns';

/** The audit list also leaves out the reviewer (usually the one reading it), so its first view fits 1280 px. */
export const AUDIT_HIDDEN_FIRST: readonly string[] = [...COUPON_APPLICATION_HIDDEN_FIRST, 'reviewerName'];

const STATUS_COLOURS: Record<CouponApplicationStatus, string> = { pending: 'gold', approved: 'green', rejected: 'red' };

/** The coupon application columns shared by MyCustomerServiceCouponApply and CustomerServiceCouponAudit. */
export function useApplicationColumns() {
  const { t } = useTranslation('csCoupon');
  return useDeclaredColumns(COUPON_APPLICATION_COLUMNS, {
    applicationNo: { width: 170 },
    taskName: { width: 160 },
    status: { render: (_: unknown, row: CouponApplicationRow) => <Tag color={STATUS_COLOURS[row.status]}>{t(`options.status.${row.status}`)}</Tag> },
    reason: { ellipsis: true, width: 200 },
    reviewRemark: { ellipsis: true, width: 180 },
  });
}

import { csCouponTaskEntity } from '../../../../common/entities/cs-coupon-task';
import { CrudListPage } from '../../../components/crud/CrudListPage';

/** CustomerServiceCouponConfig: coupon tasks agents apply under (face value, count, limits, expiry). */
export default function CustomerServiceCouponConfig() {
  return <CrudListPage entity={csCouponTaskEntity} nameField="name" />;
}

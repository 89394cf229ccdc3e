import { csStaffEntity } from '../../../../common/customer-service/staff';
import { CrudListPage } from '../../../components/crud/CrudListPage';

/** CustomerServiceStaff: agents, their group and working status (online agents take calling assignments first). */
export default function CustomerServiceStaff() {
  return <CrudListPage entity={csStaffEntity} nameField="realName" />;
}

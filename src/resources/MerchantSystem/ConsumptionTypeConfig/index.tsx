import { consumptionTypeEntity } from '../../../../common/merchant/consumption-type';
import { CrudListPage } from '../../../components/crud/CrudListPage';

/** What each consumption type costs a merchant; the intake and the charges read the enabled types. */
export default function ConsumptionTypeConfig() {
  return <CrudListPage entity={consumptionTypeEntity} nameField="name" />;
}

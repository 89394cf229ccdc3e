import { serviceHotlineEntity } from '../../../../common/entities/service-hotline';
import { CrudListPage } from '../../../components/crud/CrudListPage';

/** CustomerServiceHotlineManagement: the hotlines each app shows (open API `hotlines`). */
export default function CustomerServiceHotlineManagement() {
  return <CrudListPage entity={serviceHotlineEntity} nameField="label" />;
}

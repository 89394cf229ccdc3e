import { tmActivityEntity } from '../../../../common/entities/tm-activity';
import { CrudListPage } from '../../../components/crud/CrudListPage';

export default function ActivitiesConfiguration() {
  return <CrudListPage entity={tmActivityEntity} nameField="name" />;
}

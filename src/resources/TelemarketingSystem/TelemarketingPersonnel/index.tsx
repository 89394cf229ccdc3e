import { tmPersonnelEntity } from '../../../../common/entities/tm-personnel';
import { CrudListPage } from '../../../components/crud/CrudListPage';

export default function TelemarketingPersonnel() {
  return <CrudListPage entity={tmPersonnelEntity} nameField="realName" />;
}

import { baseTypeOptionEntity } from '../../../../common/entities/base-type-option';
import { CrudListPage } from '../../../components/crud/CrudListPage';

/** BaseTypeOption: the option lists the telemarketing screens use. */
export default function BaseTypeOption() {
  return <CrudListPage entity={baseTypeOptionEntity} nameField="name" />;
}

import { languageEntity } from '../../../../common/entities/language';
import { CrudListPage } from '../../../components/crud/CrudListPage';

export default function MultiLanguageConfiguration() {
  return <CrudListPage entity={languageEntity} nameField="name" />;
}

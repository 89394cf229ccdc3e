import { appContentEntity } from '../../../../common/entities/app-content';
import { CrudListPage } from '../../../components/crud/CrudListPage';

/** AppContentManagement: the apps' content pages per language (open API `content/:code`). */
export default function AppContentManagement() {
  return <CrudListPage entity={appContentEntity} nameField="title" form={{ width: '50%' }} />;
}

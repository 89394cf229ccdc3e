import { appVersionEntity } from '../../../../common/entities/app-version';
import { CrudListPage } from '../../../components/crud/CrudListPage';

/** AppVersionsManagement: releases per app and platform; a forced one makes older builds update (open API). */
export default function AppVersionsManagement() {
  return <CrudListPage entity={appVersionEntity} nameField="versionName" />;
}

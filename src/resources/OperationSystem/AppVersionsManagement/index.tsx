import { appVersionEntity } from '../../../../common/entities/app-version';
import { CrudListPage } from '../../../components/crud/CrudListPage';
import { AppCredentials } from './AppCredentials';

/**
 * AppVersionsManagement: releases per app and platform; a forced one makes older builds update (open API).
 * Below them, the apps' open-API credentials, where an operator with `rotateSecret` rotates an app's secret.
 */
export default function AppVersionsManagement() {
  return (
    <>
      <CrudListPage entity={appVersionEntity} nameField="versionName" />
      <AppCredentials />
    </>
  );
}

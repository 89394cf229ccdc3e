import { launchScreenEntity } from '../../../../common/entities/launch-screen';
import { CrudListPage } from '../../../components/crud/CrudListPage';
import { ImageUpload } from '../../../components/upload/ImageUpload';

/** LaunchManagement: launch screens and banners per app, with an uploaded image and a schedule (open API `launch`). */
export default function LaunchManagement() {
  return <CrudListPage entity={launchScreenEntity} nameField="title" form={{ inputs: { imageKey: <ImageUpload /> } }} />;
}

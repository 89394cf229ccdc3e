import { sensitiveFieldEntity } from '../../../../common/entities/sensitive-field';
import { CrudListPage } from '../../../components/crud/CrudListPage';

/** SensitiveInfoConfig: which response fields masked users receive masked, and how (the server's masking reads it). */
export default function SensitiveInfoConfig() {
  return <CrudListPage entity={sensitiveFieldEntity} nameField="fieldName" />;
}

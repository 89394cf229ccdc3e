import { aiAllocationEntity } from '../../../../common/robot/ai-call';
import { CrudListPage } from '../../../components/crud/CrudListPage';

/** CollectionSystem/AIallocationConfig: the share of each level's unallocated cases that goes to 94AI calls. */
export default function AIallocationConfig() {
  return <CrudListPage entity={aiAllocationEntity} nameField="level" />;
}

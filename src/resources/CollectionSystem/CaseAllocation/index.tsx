import { CaseAllocationPage } from '../../../components/collection/allocation/CaseAllocationPage';

/** CollectionSystem/CaseAllocation: the level-based system's cases. */
export default function CaseAllocation() {
  return <CaseAllocationPage scope="v1" />;
}

import { CaseAllocationPage } from '../../../components/collection/allocation/CaseAllocationPage';

/** CollectionSystemNew/CaseAllocationMerge: both systems' cases together. */
export default function CaseAllocationMerge() {
  return <CaseAllocationPage scope="both" />;
}

import { CaseAllocationPage } from '../../../components/collection/allocation/CaseAllocationPage';

/** CollectionSystemNew/CaseAllocationNew: the stage-based (post-loan) system's cases. */
export default function CaseAllocationNew() {
  return <CaseAllocationPage scope="v2" />;
}

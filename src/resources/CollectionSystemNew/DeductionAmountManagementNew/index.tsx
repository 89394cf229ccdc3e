import { ApprovalsPage } from '../../CollectionSystem/DeductionAmountManagement/ApprovalsPage';

/** CollectionSystemNew/DeductionAmountManagementNew: waivers and delayed-arrival requests of the stage-based system. */
export default function DeductionAmountManagementNew() {
  return <ApprovalsPage system="v2" />;
}

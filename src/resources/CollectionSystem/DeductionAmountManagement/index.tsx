import { ApprovalsPage } from './ApprovalsPage';

/** CollectionSystem/DeductionAmountManagement: waivers and delayed-arrival requests of the level-based system. */
export default function DeductionAmountManagement() {
  return <ApprovalsPage system="v1" />;
}

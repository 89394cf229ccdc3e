import { RepaymentDetailsPage } from '../../CollectionSystem/repaymentDetails/RepaymentDetailsPage';

/** Repayments on stage-based (v2, post-loan) cases, by the collector holding each case then. */
export default function RepaymentDetailsNew() {
  return <RepaymentDetailsPage system="v2" />;
}

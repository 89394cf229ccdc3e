import { RepaymentDetailsPage } from './RepaymentDetailsPage';

/** Repayments on level-based (v1) cases, by the collector holding each case then. */
export default function RepaymentDetails() {
  return <RepaymentDetailsPage system="v1" />;
}

import { ConsumptionListPage } from '../ConsumptionRecord/ConsumptionListPage';

/** The orders each merchant acquired through the intake and what each cost it. */
export default function OrderAcquireManagement() {
  return <ConsumptionListPage mode="acquisitions" />;
}

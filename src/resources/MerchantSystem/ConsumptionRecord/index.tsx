import { ConsumptionListPage } from './ConsumptionListPage';

export default function ConsumptionRecord() {
  return <ConsumptionListPage mode="consumptions" />;
}

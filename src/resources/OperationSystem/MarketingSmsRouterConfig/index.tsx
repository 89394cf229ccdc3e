import { SmsRoutePage } from '../../../components/sms-route/SmsRoutePage';

/** OperationSystem/MarketingSmsRouterConfig: which provider carries marketing SMS, by merchant, type and priority. */
export default function MarketingSmsRouterConfig() {
  return <SmsRoutePage kind="marketing" />;
}

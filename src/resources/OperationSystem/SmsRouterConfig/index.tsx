import { SmsRoutePage } from '../../../components/sms-route/SmsRoutePage';

/** OperationSystem/SmsRouterConfig: which provider carries notification and collection SMS, by merchant, type and priority. */
export default function SmsRouterConfig() {
  return <SmsRoutePage kind="notice" />;
}

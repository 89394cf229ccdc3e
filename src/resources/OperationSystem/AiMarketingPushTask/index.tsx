import { RobotTaskPage } from '../../../components/robot/RobotTaskPage';

/** OperationSystem/AiMarketingPushTask: 94AI marketing calls to a customer segment, from a scheduled start; pause or cancel. */
export default function AiMarketingPushTask() {
  return <RobotTaskPage scope="aiMarketing" />;
}

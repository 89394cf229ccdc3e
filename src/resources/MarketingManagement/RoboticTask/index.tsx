import { RobotTaskPage } from '../../../components/robot/RobotTaskPage';

/** MarketingManagement/RoboticTask: voice-robot tasks to a customer segment. */
export default function RoboticTask() {
  return <RobotTaskPage scope="marketing" />;
}

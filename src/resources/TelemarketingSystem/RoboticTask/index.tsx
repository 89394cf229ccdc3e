import { RobotTaskPage } from '../../../components/robot/RobotTaskPage';

/** TelemarketingSystem/RoboticTask: scheduled voice-robot tasks to the list library's entries. */
export default function RoboticTask() {
  return <RobotTaskPage scope="telemarketing" />;
}

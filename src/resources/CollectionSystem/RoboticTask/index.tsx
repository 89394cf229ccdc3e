import { RobotTaskPage } from '../../../components/robot/RobotTaskPage';

/** CollectionSystem/RoboticTask: voice-robot tasks over the level-based system's cases (levels, days overdue). */
export default function RoboticTask() {
  return <RobotTaskPage scope="collection" />;
}

import { RobotTaskPage } from '../../../components/robot/RobotTaskPage';

/** CollectionSystemNew/RoboticTaskNew: voice-robot tasks over the post-loan system's cases (stages, days overdue). */
export default function RoboticTaskNew() {
  return <RobotTaskPage scope="collectionNew" />;
}

import { RobotTaskPage } from '../../../components/robot/RobotTaskPage';

/** CollectionSystem/NineFourAiTask: 94AI call plans over the cases the AI allocation took. */
export default function NineFourAiTask() {
  return <RobotTaskPage scope="ai" />;
}

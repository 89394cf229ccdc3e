import { ROBOT_CALL_COLUMNS } from '../../../common/robot/robot-calls';
import { useDeclaredColumns } from '../money/useDeclaredColumns';

const LOOKS = { calledAt: { width: 170 }, customer: { width: 170 }, transcript: { width: 320 } };

export const useRobotCallColumns = () => useDeclaredColumns(ROBOT_CALL_COLUMNS, LOOKS);

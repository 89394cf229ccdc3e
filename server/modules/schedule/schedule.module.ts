/** ScheduleManage (issue 34): SchedulePlan's roster, cells and auto-schedule; ScheduleAbnormalThreshold's rules. */
import type { RouteDef } from '../../core/route';
import { scheduleRoutes } from './schedule.routes';

export const routes: readonly RouteDef[] = scheduleRoutes;

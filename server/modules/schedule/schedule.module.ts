/** ScheduleManage (issue 34): SchedulePlan's roster, cells and auto-schedule; ScheduleAbnormalThreshold's rules; MySchedule; ScheduleCaseManage's workload and check; the pickers' availability. */
import type { RouteDef } from '../../core/route';
import { availabilityRoutes } from './availability.routes';
import { caseManageRoutes } from './case-manage.routes';
import { myScheduleRoutes } from './my-schedule.routes';
import { scheduleRoutes } from './schedule.routes';

export const routes: readonly RouteDef[] = [...scheduleRoutes, ...myScheduleRoutes, ...availabilityRoutes, ...caseManageRoutes];

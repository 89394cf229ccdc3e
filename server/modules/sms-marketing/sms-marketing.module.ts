/** Marketing SMS (issue 14): templates, tasks and the unrenewed-loan rule; the jobs are in task-run.service.ts and unrenewed-run.ts. */
import type { RouteDef } from '../../core/route';
import { smsMarketingRoutes } from './sms-marketing.routes';

export const routes: readonly RouteDef[] = smsMarketingRoutes;

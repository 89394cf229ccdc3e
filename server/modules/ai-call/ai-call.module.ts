/** 94AI: NineFourAiTask, NineFourAiCallRecord, NineFourAiCallBack, NineFourAiSmsBack, AIallocationConfig. */
import type { RouteDef } from '../../core/route';
import { setRobotProviders } from '../robot-task/robot-run.service';
import { aiCallRoutes } from './ai-call.routes';
import { deliverSandboxCallback } from './ai-sandbox';

// The AI sandbox answers each dial through the signed call-back path, as a real provider would.
setRobotProviders({ afterAiDial: deliverSandboxCallback });

export const routes: readonly RouteDef[] = aiCallRoutes;

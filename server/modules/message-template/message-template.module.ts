/** OperationSystem/MessageTemplateConfiguration, the template pickers, and the templated send (send-templated.ts). */
import type { RouteDef } from '../../core/route';
import { messageTemplateRoutes } from './message-template.routes';

export const routes: readonly RouteDef[] = messageTemplateRoutes;

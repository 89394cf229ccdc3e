/** Revealing one masked value, for the screens that show sensitive fields. */
import type { RouteDef } from '../../core/route';
import { maskRoutes } from './mask.routes';

export const routes: readonly RouteDef[] = maskRoutes;

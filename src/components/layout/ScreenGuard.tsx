import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { guard } from '../../../common/access';
import { HOME_PATH } from '../../../common/routes';
import { session } from '../../providers/storage';

/** Applies the navigation guard; a path with no mounted screen (children absent) goes Home. */
export function ScreenGuard({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  const decision = guard({ path: pathname, hasToken: Boolean(session.getToken()), permittedPaths: session.getFullPathRoutes() });
  if (!decision.allow) return <Navigate to={decision.redirectTo} replace />;
  if (!children) return <Navigate to={HOME_PATH} replace />;
  return <>{children}</>;
}

/** What a route needs from the caller; every route declares one (tests/api/route-permissions.test.ts). */
export type Access =
  /** Only for noAuth/* routes: no session needed. */
  | { kind: 'public' }
  /** Any signed-in user, e.g. their own menu or signing out. */
  | { kind: 'signedIn'; duringPasswordChange?: boolean }
  /** A merchant's customer app calling open/* with its service key (X-Service-Key). */
  | { kind: 'service' }
  /** Users holding at least one of these operation codes. */
  | { kind: 'operation'; codes: readonly string[] };

export const publicAccess: Access = { kind: 'public' };
export const serviceKey: Access = { kind: 'service' };
export const signedIn: Access = { kind: 'signedIn' };
export const signedInDuringPasswordChange: Access = { kind: 'signedIn', duringPasswordChange: true };
export const needs = (...codes: string[]): Access => ({ kind: 'operation', codes });

export interface SessionUser {
  sessionId: number;
  userId: number;
  userNo: string;
  username: string;
  realName: string;
  codes: ReadonlySet<string>;
  sensitivePerms: ReadonlySet<string>;
  /** Masked user: never receives a plain phone or ID number. */
  isDesensitization: boolean;
  mustChangePassword: boolean;
}

export interface Actor {
  userId: number | null;
  username: string | null;
  ip: string;
}

/** Who asks a service for a write: the signed-in user and the address the request came from. */
export interface Caller {
  session: SessionUser;
  ip: string;
}

/** The audit trail's actor for a caller. */
export const actorOf = ({ session, ip }: Caller): Actor => ({ userId: session.userId, username: session.username, ip });

/** A leave application as leave/mine returns it (times are UTC instants). */
export interface LeaveApplication {
  id: number;
  startAt: string;
  endAt: string;
  reason: string | null;
  status: 'submitted' | 'cancelled';
  createdAt: string;
}

/** The server's limit on the reason (leave.routes.ts). */
export const LEAVE_REASON_MAX = 200;

export type LeaveState = 'cancelled' | 'upcoming' | 'ongoing' | 'ended';

/** Where an application stands now; only an upcoming one can still be cancelled. */
export function leaveState(row: Pick<LeaveApplication, 'startAt' | 'endAt' | 'status'>, now: number = Date.now()): LeaveState {
  if (row.status === 'cancelled') return 'cancelled';
  if (new Date(row.startAt).getTime() > now) return 'upcoming';
  return new Date(row.endAt).getTime() > now ? 'ongoing' : 'ended';
}

export const LEAVE_STATE_COLORS: Record<LeaveState, string> = {
  upcoming: 'blue',
  ongoing: 'green',
  ended: 'default',
  cancelled: 'red',
};

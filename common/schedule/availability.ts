/** Each person's availability for new work today (EAT), as on-shift.ts decides it: the pickers' tags (issue 34). */
export const AVAILABILITY_URL = 'schedule/availability';
export type PersonAvailability = 'onShift' | 'unplanned' | 'offShift' | 'onLeave';
export interface AvailabilityAnswer { day: string; people: { userId: number; availability: PersonAvailability }[] }
/** At most this many ids in one question (a picker's list). */
export const AVAILABILITY_MAX_IDS = 500;

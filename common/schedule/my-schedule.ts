/** MySchedule (issue 34): the answer of mySchedule/month — the caller's own cells and leave applications of one month. */
export const MY_SCHEDULE_SCREEN = 'ScheduleManage/MySchedule';
export const MY_SCHEDULE_URL = 'mySchedule/month';

export interface MyShift { id: number; name: string | null; startTime: string | null; endTime: string | null; colour: string | null; night: boolean | null }
export interface MyScheduleCell { day: string; kind: 'shift' | 'leave' | 'rest'; shift: MyShift | null }
export interface MyLeave { id: number; startAt: string; endAt: string; reason: string | null; status: 'submitted' | 'cancelled'; days: string[] }
export interface MyScheduleMonth { month: string; cells: MyScheduleCell[]; leave: MyLeave[] }

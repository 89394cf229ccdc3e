/** How a ticket stands against its due time: overdue or due in so long, and its age, in whole minutes. */
export interface TicketClock {
  overdue: boolean;
  /** Minutes until due (or past it, when overdue). */
  dueMinutes: number;
  ageMinutes: number;
}

export function ticketClock(createdAt: string, dueAt: string, nowMs: number): TicketClock {
  const due = Math.round((Date.parse(dueAt) - nowMs) / 60_000);
  return { overdue: due < 0, dueMinutes: Math.abs(due), ageMinutes: Math.max(0, Math.round((nowMs - Date.parse(createdAt)) / 60_000)) };
}

/** "2 d 4 h", "3 h 20 min", "15 min": the two largest units, as a contact centre reads a ticket's age. */
export function durationParts(minutes: number): { unit: 'd' | 'h' | 'min'; n: number }[] {
  const d = Math.floor(minutes / 1440);
  const h = Math.floor((minutes % 1440) / 60);
  const m = minutes % 60;
  if (d > 0) return h > 0 ? [{ unit: 'd', n: d }, { unit: 'h', n: h }] : [{ unit: 'd', n: d }];
  if (h > 0) return m > 0 ? [{ unit: 'h', n: h }, { unit: 'min', n: m }] : [{ unit: 'h', n: h }];
  return [{ unit: 'min', n: m }];
}

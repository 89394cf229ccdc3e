import { timestamp } from 'drizzle-orm/pg-core';

/** Every timestamp is stored in UTC (timestamptz). */
export const utc = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const auditedTimes = {
  createdAt: utc('created_at').notNull().defaultNow(),
  updatedAt: utc('updated_at').notNull().defaultNow(),
};

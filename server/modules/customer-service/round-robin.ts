/**
 * The round robin of a distribution: customers in ascending id, each to the next agent after the cursor (ascending
 * user id, wrapping) who serves the customer's merchant. With every agent serving every customer, the counts differ
 * by at most one, and the next distribution starts with the agent after the one this one ended on.
 */
export interface RotationAgent { userId: number; merchantIds: readonly number[] | null }

export function roundRobin(customers: readonly { id: number; merchantId: number }[], agents: readonly RotationAgent[], cursor: number | null) {
  const picks = new Map<number, number | null>();
  const first = agents.findIndex((a) => cursor === null || a.userId > cursor);
  let next = first < 0 ? 0 : first;
  let last = cursor;
  for (const customer of customers) {
    let pick: RotationAgent | null = null;
    for (let k = 0; k < agents.length && !pick; k += 1) {
      const index = (next + k) % agents.length;
      const agent = agents[index];
      if (agent.merchantIds === null || agent.merchantIds.includes(customer.merchantId)) {
        pick = agent;
        next = (index + 1) % agents.length;
      }
    }
    picks.set(customer.id, pick?.userId ?? null);
    if (pick) last = pick.userId;
  }
  return { picks, cursor: last };
}

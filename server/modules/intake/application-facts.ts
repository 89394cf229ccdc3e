/** Turns a submitted application (and the customer's history) into the facts the rules test. */
import type { Application } from '../../../common/orders/application';
import type { RiskFacts } from '../../../common/risk/variables';

export interface CustomerHistory {
  previousOrders: number;
  rejectedLast30Days: number;
  disbursedBefore: number;
}

const LENDING_CATEGORY = 'lending';

export function ageOn(birthDate: string, at: Date): number {
  const [y, m, d] = birthDate.split('-').map(Number);
  let age = at.getUTCFullYear() - y;
  if (at.getUTCMonth() + 1 < m || (at.getUTCMonth() + 1 === m && at.getUTCDate() < d)) age -= 1;
  return age;
}

/**
 * What the facts are read from: a submitted application, or an order's stored application data (replay).
 * Only these fields count, so both paths compute the same facts from the same data.
 */
export interface FactSource {
  customer: Pick<Application['customer'], 'birthDate' | 'monthlyIncomeCents' | 'county'>;
  loanAmountCents: number;
  location?: Pick<NonNullable<Application['location']>, 'latitude' | 'longitude' | 'county'> | null;
  appList: readonly Pick<Application['appList'][number], 'category'>[];
  contacts: readonly unknown[];
  closeContacts: readonly unknown[];
  device: Pick<Application['device'], 'rooted' | 'emulator'>;
  face?: Pick<NonNullable<Application['face']>, 'score' | 'livenessPassed'> | null;
  bvn?: Pick<NonNullable<Application['bvn']>, 'matched'> | null;
  operator?: Pick<NonNullable<Application['operator']>, 'simAgeDays'> | null;
}

export function applicationFacts(app: FactSource, history: CustomerHistory, at: Date): RiskFacts {
  const income = app.customer.monthlyIncomeCents / 100;
  const amount = app.loanAmountCents / 100;
  const inKenya = app.location
    ? app.location.latitude >= -4.9 && app.location.latitude <= 5.1 && app.location.longitude >= 33.8 && app.location.longitude <= 41.95
    : false;
  return {
    age: ageOn(app.customer.birthDate, at),
    monthlyIncomeKes: income,
    loanAmountKes: amount,
    loanToIncomePercent: income > 0 ? Math.round((amount / income) * 100) : 9999,
    installedApps: app.appList.length,
    lendingApps: app.appList.filter((a) => a.category === LENDING_CATEGORY).length,
    emergencyContacts: app.contacts.length,
    closeContacts: app.closeContacts.length,
    deviceRooted: app.device.rooted ? 1 : 0,
    emulator: app.device.emulator ? 1 : 0,
    faceScore: app.face?.score ?? 0,
    livenessPassed: app.face?.livenessPassed ? 1 : 0,
    bvnMatched: app.bvn?.matched ? 1 : 0,
    inKenya: inKenya ? 1 : 0,
    simAgeDays: app.operator?.simAgeDays ?? 0,
    previousOrders: history.previousOrders,
    rejectedLast30Days: history.rejectedLast30Days,
    repeatCustomer: history.disbursedBefore > 0 ? 1 : 0,
    county: app.customer.county ?? app.location?.county ?? '',
  };
}

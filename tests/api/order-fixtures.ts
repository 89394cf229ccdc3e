/** Orders for tests, submitted through the intake API exactly as a customer app does. */
import type { Application } from '../../common/orders/application';
import { fakeApplication, rng } from '../../server/db/seed/applications';
import { DEMO_SERVICE_KEY } from '../../server/db/seed/origination';
import type { TestApp } from './harness';

let counter = 0;

/**
 * Back to the first applicant: each test file starts from the same people (the api project's setup file calls it,
 * since a worker keeps this module from one file to the next), so what a file generates does not depend on which
 * files ran before it in the same worker.
 */
export function resetApplicants() {
  counter = 0;
}

export interface ApplyOptions {
  merchantNo?: string;
  productCode?: string;
  /** The same number is the same person; defaults to a new person. */
  customer?: number;
  /** Changes to the generated application, e.g. a black-listed phone. */
  change?: (app: Application) => void;
}

/** A clean application that the demo rule set passes (adult, good income, clean device, in Kenya). */
export function cleanApplication({ productCode = 'JP-14D', customer, change }: ApplyOptions = {}, at = new Date()): Application {
  counter += 1;
  const who = customer ?? 500_000 + counter;
  const app = fakeApplication(rng(who), { customer: who, productCode, minKes: 1_000, maxKes: 3_000, externalRef: `T-${who}-${counter}` }, at);
  app.customer.birthDate = '1990-05-14';
  app.customer.monthlyIncomeCents = 60_000_00;
  app.device.rooted = false;
  app.device.emulator = false;
  app.face = { score: 90, livenessPassed: true };
  app.location = { latitude: -1.29, longitude: 36.82, county: 'Nairobi' };
  app.appList = app.appList.filter((a) => a.category !== 'lending');
  app.operator = { carrier: 'Safaricom', simAgeDays: 900 };
  app.bvn = { matched: true };
  change?.(app);
  return app;
}

export async function apply(t: TestApp, options: ApplyOptions = {}) {
  const body = cleanApplication(options, t.clock.now());
  const res = await t.call('POST', 'open/intake/application', { body, serviceKey: DEMO_SERVICE_KEY(options.merchantNo ?? '1501') });
  if (res.code !== 200) throw new Error(`Intake refused: ${res.code} ${res.msg}`);
  return res.data as { orderId: number; orderNo: string; status: number; refuseCode: string | null; modelLevel: string | null; duplicate: boolean };
}

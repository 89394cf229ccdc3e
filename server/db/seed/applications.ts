/**
 * Realistic Kenyan loan applications, generated deterministically from a seed: the demo data, the traffic
 * simulator (`npm run simulate`) and the tests all submit these through the intake.
 */
import type { Application } from '../../../common/orders/application';
import { samplePng } from './sample-image';

const FIRST = ['James', 'Mary', 'John', 'Esther', 'Peter', 'Ann', 'Joseph', 'Lucy', 'David', 'Caroline', 'Samuel', 'Purity', 'Dennis',
  'Winnie', 'Collins', 'Sharon', 'Victor', 'Janet', 'Brian', 'Faith', 'Kevin', 'Mercy', 'Daniel', 'Grace', 'Stephen', 'Naomi'];
const LAST = ['Kamau', 'Wambui', 'Odhiambo', 'Chebet', 'Kiptoo', 'Atieno', 'Mwangi', 'Nyambura', 'Omondi', 'Jepkosgei', 'Kariuki',
  'Wafula', 'Muthoni', 'Barasa', 'Ndungu', 'Akinyi', 'Otieno', 'Njoroge', 'Kiprono', 'Wanjiru', 'Mutua', 'Cheruiyot'];
const COUNTIES: [name: string, lat: number, lng: number][] = [
  ['Nairobi', -1.286, 36.817], ['Mombasa', -4.043, 39.668], ['Kisumu', -0.091, 34.768], ['Nakuru', -0.303, 36.08],
  ['Uasin Gishu', 0.514, 35.27], ['Kiambu', -1.031, 36.868], ['Machakos', -1.517, 37.263], ['Kakamega', 0.282, 34.752]];
const OCCUPATIONS = ['Boda boda rider', 'Market trader', 'Teacher', 'Nurse', 'Shop owner', 'Mechanic', 'Farmer', 'Accountant', 'Casual worker', 'Driver'];
const EMPLOYERS = ['Self-employed', 'Naivas Supermarket', 'Kenya Power', 'County Government', 'Safaricom dealer', 'Bidco Africa', 'Private school'];
const RELATIONS = ['Spouse', 'Parent', 'Sibling', 'Friend', 'Colleague'];
const LENDING_APPS = ['Tala', 'Branch', 'Zenka', 'Okash', 'Timiza', 'KCB M-Pesa', 'Fuliza', 'Hustler Fund', 'Zash', 'Lpesa'];
const OTHER_APPS = ['WhatsApp', 'Facebook', 'M-Pesa', 'Safaricom App', 'Chrome', 'YouTube', 'TikTok', 'Instagram', 'Telegram', 'Bolt',
  'Uber', 'Glovo', 'Equity Mobile', 'SportPesa', 'Betika', 'Opera Mini', 'Truecaller', 'Google Pay'];
const DEVICES: [brand: string, model: string][] = [['Tecno', 'Spark 10'], ['Infinix', 'Hot 30'], ['Samsung', 'Galaxy A14'], ['itel', 'A70'], ['Xiaomi', 'Redmi 12C'], ['Oppo', 'A17']];
const PROMOTION = ['organic', 'facebook', 'google', 'tiktok', 'referral', 'sms'];
const INCOMING = ['app', 'app', 'app', 'ios', 'web', 'ussd'];

/** A small deterministic generator (mulberry32). */
export function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)],
    chance: (p: number) => next() < p,
  };
}

export type Rng = ReturnType<typeof rng>;

export const phoneOf = (n: number) => `2547${String(n % 100_000_000).padStart(8, '0')}`;

export interface ApplicationSeed {
  /** Which customer (the same number gives the same person). */
  customer: number;
  productCode: string;
  minKes: number;
  maxKes: number;
  externalRef: string;
  orgNo?: string;
}

export function fakeApplication(r: Rng, seed: ApplicationSeed, at: Date): Application {
  const c = rng(seed.customer * 7919 + 13);
  const first = c.pick(FIRST);
  const last = c.pick(LAST);
  const fullName = `${first} ${c.pick(LAST)} ${last}`;
  const [county, lat, lng] = c.pick(COUNTIES);
  const phone = phoneOf(10_000_000 + seed.customer * 7_331);
  const incomeKes = c.pick([6_000, 12_000, 18_000, 25_000, 35_000, 50_000, 80_000, 120_000]);
  const birthYear = at.getUTCFullYear() - c.int(19, 58);
  const lendingCount = r.chance(0.1) ? r.int(8, 10) : r.int(0, 5);
  const apps = [...OTHER_APPS.slice(0, r.int(8, OTHER_APPS.length)).map((name) => ({ name, packageName: `com.${name.toLowerCase().replace(/\W/g, '')}.android`, category: 'general' })),
    ...LENDING_APPS.slice(0, lendingCount).map((name) => ({ name, packageName: `ke.${name.toLowerCase().replace(/\W/g, '')}.app`, category: 'lending' }))];
  const amountKes = Math.round(r.int(seed.minKes, Math.min(seed.maxKes, Math.max(seed.minKes, incomeKes))) / 100) * 100;
  const [brand, model] = c.pick(DEVICES);
  const contact = (i: number) => ({ name: `${c.pick(FIRST)} ${c.pick(LAST)}`, relation: RELATIONS[i % RELATIONS.length], phone: phoneOf(20_000_000 + seed.customer * 131 + i) });
  return {
    externalRef: seed.externalRef,
    productCode: seed.productCode,
    loanAmountCents: amountKes * 100,
    orgNo: seed.orgNo,
    customer: {
      fullName, idNumber: String(10_000_000 + ((seed.customer * 48_271) % 29_999_999)), phone, language: c.chance(0.3) ? 'sw' : 'en',
      gender: c.chance(0.5) ? 'male' : 'female', birthDate: `${birthYear}-${String(c.int(1, 12)).padStart(2, '0')}-${String(c.int(1, 28)).padStart(2, '0')}`,
      email: `${first}.${last}${seed.customer % 1000}@gmail.com`.toLowerCase(), maritalStatus: c.pick(['Single', 'Married', 'Divorced']),
      education: c.pick(['Primary', 'Secondary', 'Diploma', 'Degree']), occupation: c.pick(OCCUPATIONS), employer: c.pick(EMPLOYERS),
      monthlyIncomeCents: incomeKes * 100, county, address: `${c.int(1, 400)} ${c.pick(['Moi Avenue', 'Kenyatta Road', 'Ngong Road', 'Jogoo Road', 'Oginga Odinga St'])}, ${county}`,
    },
    bankCard: c.chance(0.85)
      ? { holderName: fullName, paymentType: 'mpesa', walletAccount: phone }
      : { holderName: fullName, paymentType: 'bank', bankName: c.pick(['Equity Bank', 'KCB', 'Co-operative Bank', 'NCBA', 'Absa Kenya']), branch: county, cardNumber: String(1_000_000_000_000 + seed.customer * 97_531) },
    contacts: [contact(0), contact(1)],
    closeContacts: Array.from({ length: r.int(2, 9) }, (_, i) => ({
      name: `${c.pick(FIRST)} ${c.pick(LAST)}`, phone: phoneOf(30_000_000 + seed.customer * 211 + i), callCount: r.int(3, 120), callSeconds: r.int(60, 9_000),
      lastCallAt: new Date(at.getTime() - r.int(1, 20) * 86_400_000),
    })),
    device: {
      deviceId: `dev-${(seed.customer * 2_654_435_761) % 4_294_967_296}`, brand, model, os: 'Android', osVersion: String(c.int(9, 14)),
      rooted: r.chance(0.02), emulator: r.chance(0.01), imei: String(350_000_000_000_000 + seed.customer * 7), appVersion: '3.4.1', ip: `41.90.${c.int(0, 255)}.${r.int(1, 254)}`, network: r.pick(['4G', 'WiFi', '3G']),
    },
    location: r.chance(0.02) ? { latitude: 9.03, longitude: 38.74, address: 'Addis Ababa', county: 'Outside Kenya', capturedAt: at } : { latitude: lat + (r.next() - 0.5) / 20, longitude: lng + (r.next() - 0.5) / 20, address: `Near ${county} town centre`, county, capturedAt: at },
    operator: { carrier: c.pick(['Safaricom', 'Safaricom', 'Safaricom', 'Airtel', 'Telkom']), simAgeDays: c.int(20, 3_000), registeredName: fullName, airtimeMonthlyCents: c.int(200, 3_000) * 100, mpesaActiveMonths: c.int(1, 120) },
    appList: apps.map((a, i) => ({ ...a, installedAt: new Date(at.getTime() - (i + 1) * r.int(5, 90) * 86_400_000) })),
    bvn: { matched: r.chance(0.9), registeredName: fullName, registeredPhone: phone, checkedAt: at },
    face: { score: r.chance(0.05) ? r.int(20, 59) : r.int(70, 99), livenessPassed: r.chance(0.96), provider: 'sandbox-face' },
    attachments: (['idFront', 'selfie'] as const).map((kind) => ({
      kind, fileName: `${kind}.png`, contentType: 'image/png' as const, dataBase64: samplePng(seed.customer, kind).toString('base64'),
    })),
    incomingChannel: r.pick(INCOMING), promotionChannel: r.pick(PROMOTION), dataSource: r.pick(['android', 'android', 'ios', 'h5']),
  };
}

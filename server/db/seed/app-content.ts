/**
 * Demo rows of the app-facing configuration (issue 17): one app per demo merchant with a demo key and secret
 * (`demo-app-<code>` / `demo-secret-<code>`, demo only), releases, launch screens and banners, announcements,
 * content pages, hotlines and verification codes of the last two days.
 */
import { createHash } from 'node:crypto';
import type { Tx } from '../client';
import type { Deps } from '../../core/deps';
import { announcements, appClients, appContents, appVersions, launchScreens, merchants, serviceHotlines, supermarketProducts, verificationCodes } from '../schema';
import { samplePng } from './sample-image';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const APPS = [
  { merchantNo: '1501', appCode: 'jamiipesa', appName: 'Jamii Pesa' },
  { merchantNo: '1502', appCode: 'harakaloans', appName: 'Haraka Loans' },
  { merchantNo: '1503', appCode: 'sokocredit', appName: 'Soko Credit' },
] as const;
export const DEMO_APP_KEY = (appCode: string) => `demo-app-${appCode}`;
export const DEMO_APP_SECRET = (appCode: string) => `demo-secret-${appCode}`;

/** The demo pictures of launch screens and banners, stored under their md5 like an upload. */
const demoImages = () => [0, 1, 2].map((n) => {
  const bytes = n === 0 ? samplePng(7_000, 'selfie', 360, 640) : samplePng(7_000 + n, 'idFront', 640, 240);
  return { key: `app-images/${createHash('md5').update(bytes).digest('hex')}.png`, bytes };
});

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export async function seedDemoAppContent(tx: Tx, now = new Date()): Promise<void> {
  const merchantRows = await tx.select({ id: merchants.id, merchantNo: merchants.merchantNo }).from(merchants);
  const merchantOf = (no: string) => merchantRows.find((m) => m.merchantNo === no)?.id;
  const apps = APPS.filter((a) => merchantOf(a.merchantNo));
  if (!apps.length) return;
  await tx.insert(appClients).values(apps.map((a, i) => ({
    appCode: a.appCode, appName: a.appName, merchantId: merchantOf(a.merchantNo) as number, appKey: DEMO_APP_KEY(a.appCode), secretHash: sha256(DEMO_APP_SECRET(a.appCode)),
    lastUsedAt: new Date(now.getTime() - (i + 1) * 7 * 60_000),
    // Soko Credit's secret was rotated this morning: its builds still on the replaced secret have until tonight.
    ...(a.appCode === 'sokocredit' ? {
      secretRotatedAt: new Date(now.getTime() - 14 * HOUR), previousSecretHash: sha256(`${DEMO_APP_SECRET(a.appCode)}-2025`),
      previousSecretExpiresAt: new Date(now.getTime() + 10 * HOUR), previousSecretLastUsedAt: new Date(now.getTime() - 2 * HOUR),
    } : {}),
  })));
  const ago = (ms: number) => new Date(now.getTime() - ms);
  await tx.insert(appVersions).values(apps.flatMap((a, i) => [
    { appCode: a.appCode, platform: 'android', versionName: '2.3.0', versionCode: 230, notes: 'Faster sign-in with M-Pesa number.', forceUpdate: false, createdAt: ago(60 * DAY), updatedAt: ago(60 * DAY) },
    { appCode: a.appCode, platform: 'android', versionName: '2.4.0', versionCode: 240, notes: 'New repayment reminders; security fixes.', forceUpdate: i === 0, createdAt: ago(30 * DAY), updatedAt: ago(30 * DAY) },
    { appCode: a.appCode, platform: 'android', versionName: '2.5.0', versionCode: 250, notes: 'Loan history export and Kiswahili screens.', forceUpdate: false, downloadUrl: `https://play.google.com/store/apps/details?id=ke.${a.appCode}`, createdAt: ago(5 * DAY), updatedAt: ago(5 * DAY) },
    { appCode: a.appCode, platform: 'ios', versionName: '2.4.1', versionCode: 241, notes: 'Face ID sign-in.', forceUpdate: false, createdAt: ago(20 * DAY), updatedAt: ago(20 * DAY) },
  ]));
  const [launch, bannerA, bannerB] = demoImages();
  await tx.insert(launchScreens).values(apps.flatMap((a) => [
    { appCode: a.appCode, kind: 'launch', title: `${a.appName} — loans in minutes`, imageKey: launch.key, sort: 1, startsAt: ago(10 * DAY), endsAt: new Date(now.getTime() + 60 * DAY) },
    { appCode: a.appCode, kind: 'banner', title: 'Repay early, borrow more', imageKey: bannerA.key, linkUrl: 'https://example.co.ke/repay-early', sort: 1, startsAt: ago(3 * DAY), endsAt: new Date(now.getTime() + 30 * DAY) },
    { appCode: a.appCode, kind: 'banner', title: 'Madaraka Day offer', imageKey: bannerB.key, sort: 2, startsAt: ago(40 * DAY), endsAt: ago(20 * DAY), enabled: false },
  ]));
  await tx.insert(announcements).values(apps.flatMap((a) => [
    { appCode: a.appCode, title: 'M-Pesa paybill maintenance', content: 'Safaricom maintenance on Sunday 02:00–04:00 EAT: repayments made then are posted by 06:00.', sort: 1, startsAt: ago(2 * DAY), endsAt: new Date(now.getTime() + 5 * DAY) },
    { appCode: a.appCode, title: 'Beware of fraudsters', content: `${a.appName} never asks for your PIN. Report suspicious calls to our hotline.`, sort: 2, startsAt: ago(30 * DAY), endsAt: null },
    { appCode: a.appCode, title: 'Holiday office hours', content: 'Our offices close on public holidays; the app works as usual.', sort: 3, startsAt: ago(50 * DAY), endsAt: null, enabled: false },
  ]));
  await tx.insert(appContents).values(apps.flatMap((a) => [
    { appCode: a.appCode, contentCode: 'aboutUs', language: 'en', title: `About ${a.appName}`, body: `${a.appName} offers short-term loans to Kenyans, paid out and repaid through M-Pesa.` },
    { appCode: a.appCode, contentCode: 'aboutUs', language: 'sw', title: `Kuhusu ${a.appName}`, body: `${a.appName} inatoa mikopo ya muda mfupi kwa Wakenya kupitia M-Pesa.` },
    { appCode: a.appCode, contentCode: 'privacyPolicy', language: 'en', title: 'Privacy policy', body: 'We process your data under the Data Protection Act, 2019, only to assess and service your loan.' },
    { appCode: a.appCode, contentCode: 'loanAgreement', language: 'en', title: 'Loan agreement', body: 'The loan amount, fees and due date are shown before you accept. Late repayment adds the fees shown.' },
  ]));
  await tx.insert(serviceHotlines).values(apps.flatMap((a, i) => [
    { appCode: a.appCode, label: 'Customer care', contactPhone: `25470${i}123456`, workingHours: 'Mon–Sat 08:00–18:00', sort: 1 },
    { appCode: a.appCode, label: 'Collections desk', contactPhone: `25472${i}654321`, workingHours: 'Mon–Fri 08:00–17:00', sort: 2 },
  ]));
  await tx.insert(supermarketProducts).values([
    { productName: 'Tala Flex', partnerName: 'Tala Kenya', linkUrl: 'https://example.co.ke/tala', minAmountCents: 50_000, maxAmountCents: 5_000_000, dailyRateBp: 50, termDays: 30, audience: 'all', sort: 1 },
    { productName: 'Branch Quick', partnerName: 'Branch International', linkUrl: 'https://example.co.ke/branch', minAmountCents: 25_000, maxAmountCents: 7_000_000, dailyRateBp: 40, termDays: 61, audience: 'old', sort: 2 },
    { productName: 'Zenka Starter', partnerName: 'Zenka Finance', linkUrl: 'https://example.co.ke/zenka', minAmountCents: 50_000, maxAmountCents: 3_000_000, dailyRateBp: 0, termDays: 30, audience: 'new', sort: 3 },
    { productName: 'Okash Mini', partnerName: 'Okash', linkUrl: 'https://example.co.ke/okash', minAmountCents: 150_000, maxAmountCents: 6_000_000, dailyRateBp: 60, termDays: 14, audience: 'all', sort: 4, enabled: false },
  ].map((p) => ({ ...p, logoKey: bannerA.key })));
  const purposes = ['register', 'login', 'resetPassword', 'bindCard'];
  await tx.insert(verificationCodes).values(Array.from({ length: 36 }, (_, n) => {
    const sentAt = n < 3 ? ago((n + 1) * 60_000) : ago(n * 80 * 60_000);
    return {
      appCode: apps[n % apps.length].appCode, phone: `2547${String(10_000_000 + n * 7_654_321).slice(-8)}`, purpose: purposes[n % purposes.length],
      codeHash: sha256(`demo-${n}`), sentAt, expiresAt: new Date(sentAt.getTime() + 5 * 60_000), usedAt: n % 3 === 1 ? new Date(sentAt.getTime() + 90_000) : null,
      sendCount: 1 + (n % 4 === 0 ? 1 : 0),
    };
  }));
}

/** The demo pictures into the file store (after the rows, where the running server keeps its files). */
export async function storeDemoAppImages(deps: Pick<Deps, 'files'>): Promise<void> {
  for (const image of demoImages()) await deps.files.put(image.key, { bytes: image.bytes, contentType: 'image/png' });
}

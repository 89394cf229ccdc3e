import { test as base, expect } from '@playwright/test';
import { type ScreenVisitor, mountedScreens, screenUrl, signedInVisitor, type Language } from './pages/screen-visitor';
import { untranslated } from './pages/untranslated';

/**
 * Every mounted screen, in both languages, as the administrator and as a masked user (the demo supervisor):
 * no console error, no untranslated i18n key, exactly one h1, and no critical or serious accessibility
 * violation (axe-core). In Chinese, also no dotted key of any form and no English enumeration (an option's English
 * label or stored value in an element of its own: pages/untranslated.ts), read from the settled page. Each user signs in once per language (a worker fixture) and opens screens by URL.
 *
 * axe's colour-contrast rule, about 70 % of its time, runs in two of a screen's four visits: the administrator in
 * English and the masked user in Chinese. Colours come from the theme and the components, not from the language
 * or the user, so each screen's contrast is still checked in both languages and as both users, with the
 * administrator's extra buttons included; every other rule runs in all four.
 */
const USERS = ['admin', 'supervisor'] as const;
const LANGUAGES: readonly Language[] = ['en', 'zh'];

type VisitorOf = (username: string, language: Language) => Promise<ScreenVisitor>;

const test = base.extend<object, { visitorOf: VisitorOf }>({
  visitorOf: [async ({ browser }, use, workerInfo) => {
    const { baseURL, viewport } = workerInfo.project.use;
    const signedIn = new Map<string, Promise<ScreenVisitor>>();
    await use((username, language) => {
      const key = `${username}/${language}`;
      if (!signedIn.has(key)) signedIn.set(key, signedInVisitor(browser, { baseURL, viewport }, username, language));
      return signedIn.get(key)!;
    });
    for (const visitor of signedIn.values()) await (await visitor).close();
  }, { scope: 'worker' }],
});

const screens = mountedScreens();

test('the smoke test finds the mounted screens', () => {
  expect(screens.length).toBeGreaterThan(40);
});

for (const username of USERS) {
  for (const language of LANGUAGES) {
    const contrast = (username === 'admin') === (language === 'en');
    test.describe(`${username} · ${language}`, () => {
      for (const screen of screens) {
        test(screen.key, async ({ visitorOf }) => {
          test.setTimeout(180_000);
          const visitor = await visitorOf(username, language);
          const report = await visitor.check(await screenUrl(visitor, screen), { contrast });
          expect.soft(report.redirectedTo, 'the screen opens (the guard does not send it elsewhere)').toBeNull();
          expect.soft(report.consoleErrors, 'console errors').toEqual([]);
          expect.soft(report.rawKeys, 'untranslated i18n keys on screen').toEqual([]);
          if (language === 'zh') {
            const shown = await untranslated(visitor.page, screen.key);
            expect.soft(shown.rawKeys, 'raw i18n keys in Chinese').toEqual([]);
            expect.soft(shown.englishEnumerations, 'English enumerations in Chinese').toEqual([]);
          }
          expect.soft(report.h1s, 'exactly one h1').toHaveLength(1);
          expect.soft(report.violations, 'critical and serious axe-core violations').toEqual([]);
        });
      }
    });
  }
}

import { test as base, expect } from '@playwright/test';
import { screen } from '../../common/routes';
import { actionsProblems } from './pages/actions-check';
import { type Language, type ScreenVisitor, mountedScreens, screenUrl, signedInVisitor } from './pages/screen-visitor';

/**
 * Issue 32.2: on every mounted screen at 1280 × 800, in English and Chinese, as the administrator, every table
 * with an actions column keeps it on screen: its cells end inside the viewport (or the drawer holding the table),
 * are the rightmost of their row (fixed to the right), hold their buttons, and no data cell lies under them: each
 * list's first view fits 1280 px (its other columns are in the column chooser: ListTable defaultHidden, an entity
 * field's list: 'more'). A failure names each column's width. A screen whose tables are empty has nothing to measure.
 */
const LANGUAGES: readonly Language[] = ['en', 'zh'];

type VisitorOf = (language: Language) => Promise<ScreenVisitor>;

const test = base.extend<object, { visitorOf: VisitorOf }>({
  visitorOf: [async ({ browser }, use, workerInfo) => {
    const { baseURL } = workerInfo.project.use;
    const signedIn = new Map<Language, Promise<ScreenVisitor>>();
    await use((language) => {
      if (!signedIn.has(language)) signedIn.set(language, signedInVisitor(browser, { baseURL, viewport: { width: 1280, height: 800 } }, 'admin', language));
      return signedIn.get(language)!;
    });
    for (const visitor of signedIn.values()) await (await visitor).close();
  }, { scope: 'worker' }],
});

const screens = mountedScreens();

for (const language of LANGUAGES) {
  test.describe(`admin · ${language}`, () => {
    for (const def of screens) {
      test(def.key, async ({ visitorOf }) => {
        const visitor = await visitorOf(language);
        await visitor.visit(await screenUrl(visitor, def));
        const { problems } = await actionsProblems(visitor.page);
        expect(problems).toEqual([]);
      });
    }

    test('the RuleSet rules drawer and the temporary limit approval keep their actions on screen', async ({ visitorOf }) => {
      const visitor = await visitorOf(language);
      const { page } = visitor;
      await visitor.visit(screen('RiskControlSystem/RuleSet').path);
      await page.locator('tbody tr.ant-table-row').first().getByTestId('row-more').click();
      await page.locator('.ant-dropdown:visible').getByTestId('row-rules').click();
      const drawer = page.locator('.ant-drawer-content');
      await expect(drawer.locator('tbody tr.ant-table-row').first()).toBeVisible();
      const inDrawer = await actionsProblems(page);
      expect(inDrawer.problems).toEqual([]);
      await expect(drawer.getByTestId('child-edit').first()).toBeInViewport({ ratio: 1 });
      await drawer.locator('.ant-drawer-close').click();

      await visitor.visit(screen('OperationSystem/TemporaryCreditLimitIssuance').path);
      const pending = page.locator('tbody tr.ant-table-row').filter({ has: page.getByTestId('row-more') }).first();
      await pending.getByTestId('row-more').click();
      const approve = page.locator('.ant-dropdown:visible').getByTestId('row-approve');
      await expect(approve).toBeInViewport({ ratio: 1 });
      await approve.click();
      // The approval dialog lists the task's customers before its Approve (issue 36).
      await expect(page.getByTestId('approve-ok')).toBeInViewport({ ratio: 1 });
      await page.locator('.ant-modal-footer', { has: page.getByTestId('approve-ok') }).locator('.ant-btn:not([data-testid="approve-ok"])').click();
    });
  });
}

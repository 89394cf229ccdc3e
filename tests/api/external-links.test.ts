/**
 * Issue 31.9: an external menu link opens only an https address on a host the configuration lists
 * (EXTERNAL_LINK_HOSTS), and carries a one-time code, not the session token: the external system redeems it once,
 * within a minute, and learns who the user is.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXTERNAL_LINK_REDEEM_URL, EXTERNAL_LINK_URL } from '../../common/external-link';
import { menus } from '../../server/db/schema';
import { SECOND, startTestApp, type TestApp } from './harness';

let t: TestApp;
let admin: string;
let linkedId: number;
const ORIGIN = 'https://backoffice.example.com';

beforeAll(async () => {
  t = await startTestApp({ config: { EXTERNAL_LINK_HOSTS: ['wiki.example.com'] } });
  admin = await t.login('admin');
  // A declared page the administrator holds and the collector does not, given a link (declared menus may be).
  const [languages] = await t.db.select().from(menus).where(eq(menus.path, '/AdminContent/UserSystem/MultiLanguageConfiguration'));
  linkedId = languages.id;
});
afterAll(async () => { await t?.close(); });

const update = (externalUrl: string) => t.call('POST', 'menu/update', { token: admin, body: { id: linkedId, externalUrl } });
const issue = (token: string, menuId = linkedId) => t.call('POST', EXTERNAL_LINK_URL, { token, body: { menuId, origin: ORIGIN } });
const redeem = (code: string) => t.call('POST', EXTERNAL_LINK_REDEEM_URL, { body: { code } });
const codeOf = (url: string) => new URL(url).searchParams.get('code')!;

/** The link as the user's menu (findMenusTreeByUserNo) shows it. */
async function linkInMenu(token: string) {
  const tree = (await t.call('GET', 'findMenusTreeByUserNo', { token })).data.menus as { id: number; externalUrl: string | null; childList: unknown[] }[];
  const find = (nodes: typeof tree): string | null | undefined => {
    for (const node of nodes) {
      if (node.id === linkedId) return node.externalUrl;
      const inner = find(node.childList as typeof tree);
      if (inner !== undefined) return inner;
    }
    return undefined;
  };
  return find(tree);
}

describe('issue 31.9: external links', () => {
  it('refuses on save a link that is not https, or to a host the configuration does not list', async () => {
    expect(await update('http://wiki.example.com/start')).toMatchObject({ code: 400, msg: 'The external link must be an https:// address.' });
    expect(await update('https://evil.example.net/collect')).toMatchObject({
      code: 400, msg: 'External links may open only the hosts the server allows; evil.example.net is not one of them. The system administrator can add it.',
    });
    expect((await t.call('POST', 'menu/update', { token: admin, body: { id: linkedId, externalUrl: 'https://evil.example.net/collect' }, language: 'zh' })).msg)
      .toBe('外部链接只能打开服务器允许的主机；evil.example.net 不在其中，可请系统管理员添加。');
    expect(await update('https://wiki.example.com/start?x=1')).toMatchObject({ code: 200, data: { externalUrl: 'https://wiki.example.com/start?x=1' } });
  });

  it('carries a one-time code, never the session token, and the code tells the external system who the user is', async () => {
    const answer = await issue(admin);
    expect(answer.code, answer.msg).toBe(200);
    const url = new URL(answer.data.url);
    expect(`${url.origin}${url.pathname}`).toBe('https://wiki.example.com/start');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ x: '1', language: 'en', country: '254', origin: ORIGIN });
    expect(url.searchParams.has('token')).toBe(false);
    expect(answer.data.url).not.toContain(admin);
    expect(codeOf(answer.data.url)).toMatch(/^[\w-]{43}$/);
    expect(await redeem(codeOf(answer.data.url))).toMatchObject({
      code: 200, data: { userId: await t.userId('admin'), username: 'admin', menuId: linkedId, host: 'wiki.example.com' },
    });
    expect((await t.auditRows('redeemExternalLink')).at(-1)).toMatchObject({ entity: 'menu', entityId: String(linkedId), after: { host: 'wiki.example.com' } });
  });

  it('redeems a code once', async () => {
    const code = codeOf((await issue(admin)).data.url);
    expect((await redeem(code)).code).toBe(200);
    expect(await redeem(code)).toMatchObject({ code: 400, msg: 'The link code is unknown, already used or expired.' });
    expect((await redeem('not-a-code')).code).toBe(400);
  });

  it('lets a code expire after a minute (the injected clock)', async () => {
    const late = codeOf((await issue(admin)).data.url);
    const inTime = codeOf((await issue(admin)).data.url);
    t.clock.advance(59 * SECOND);
    expect((await redeem(inTime)).code).toBe(200);
    t.clock.advance(2 * SECOND);
    expect(await redeem(late)).toMatchObject({ code: 400, msg: 'The link code is unknown, already used or expired.' });
  });

  it('issues a code only for a link in the user\'s own menu', async () => {
    const collector = await t.login('collector');
    expect(await issue(collector)).toMatchObject({ code: 404, msg: 'This link is not available.' });
    const [page] = await t.db.select({ id: menus.id }).from(menus).where(eq(menus.path, '/AdminContent/UserSystem/UserManagement'));
    expect((await issue(admin, page.id)).code).toBe(404);
  });

  it('never follows a stored link that is not https or whose host is no longer listed', async () => {
    expect(await linkInMenu(admin)).toBe('https://wiki.example.com/start?x=1');
    for (const stored of ['http://wiki.example.com/start', 'https://old-wiki.example.com/start']) {
      await t.db.update(menus).set({ externalUrl: stored }).where(eq(menus.id, linkedId));
      expect(await linkInMenu(admin)).toBeNull();
      expect((await issue(admin)).code).toBe(404);
    }
    await t.db.update(menus).set({ externalUrl: null }).where(eq(menus.id, linkedId));
  });
});

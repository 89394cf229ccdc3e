// @vitest-environment happy-dom
import { useCustom } from '@refinedev/core';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePagedList } from '../components/table/usePagedList';
import { api } from '../providers/http';
import { RefineTestProvider } from '../test/RefineTestProvider';
import { ALL_LISTS, type Invalidates, readsChanged, usePost } from './usePost';

vi.mock('../providers/http', () => ({ api: { post: vi.fn(), get: vi.fn() } }));

const reads: Record<string, number> = {};
const readsOf = (url: string) => reads[url] ?? 0;

let post: ReturnType<typeof usePost>['post'] = async () => { throw new Error('not mounted'); };

function Screen({ invalidates }: { invalidates?: Invalidates }) {
  const users = usePagedList<{ id: number }>('user/list', { current: 1, size: 20 });
  const roles = usePagedList<{ id: number }>('role/list', { current: 1, size: 20 });
  const { query } = useCustom<{ n: number }>({ url: 'audit/summary', method: 'get', errorNotification: false });
  ({ post } = usePost(invalidates === undefined ? {} : { invalidates }));
  return <p data-testid="seen">{`${users.records.length} ${roles.records.length} ${query.data?.data.n ?? '-'}`}</p>;
}

async function mount(invalidates?: Invalidates) {
  render(<RefineTestProvider><Screen invalidates={invalidates} /></RefineTestProvider>);
  await waitFor(() => expect(screen.getByTestId('seen').textContent).toBe('1 1 7'));
  expect([readsOf('user/list'), readsOf('role/list'), readsOf('audit/summary')]).toEqual([1, 1, 1]);
}

beforeEach(() => {
  for (const key of Object.keys(reads)) delete reads[key];
  vi.mocked(api.get).mockImplementation(((url: string) => {
    reads[url] = readsOf(url) + 1;
    return Promise.resolve(url === 'audit/summary' ? { n: 7 } : { records: [{ id: 1 }], total: 1 });
  }) as never);
  vi.mocked(api.post).mockResolvedValue({ id: 9 });
});
afterEach(() => { cleanup(); vi.clearAllMocks(); });

describe('usePost', () => {
  it('posts the body with its options and answers the data', async () => {
    await mount();
    let answer: unknown;
    await act(async () => { answer = await post('user/save', { name: 'Wanjiku' }, { idempotencyKey: 'k1', silent: true }); });
    expect(answer).toEqual({ id: 9 });
    expect(api.post).toHaveBeenCalledWith('user/save', { name: 'Wanjiku' }, { silent: true, idempotencyKey: 'k1' });
  });

  it('refetches every mounted list after a write by default, not the other reads', async () => {
    await mount();
    await act(async () => { await post('user/save', {}); });
    await waitFor(() => expect([readsOf('user/list'), readsOf('role/list')]).toEqual([2, 2]));
    expect(readsOf('audit/summary')).toBe(1);
  });

  it('refetches only the lists and reads it names', async () => {
    await mount(['role/list', 'audit/summary']);
    await act(async () => { await post('role/update', {}); });
    await waitFor(() => expect([readsOf('role/list'), readsOf('audit/summary')]).toEqual([2, 2]));
    expect(readsOf('user/list')).toBe(1);
  });

  it('every list and a named read together', async () => {
    await mount([ALL_LISTS, 'audit/summary']);
    await act(async () => { await post('audit/submit', {}); });
    await waitFor(() => expect([readsOf('user/list'), readsOf('role/list'), readsOf('audit/summary')]).toEqual([2, 2, 2]));
  });

  it('a call may name its own lists, or none', async () => {
    await mount();
    await act(async () => { await post('user/check', {}, { invalidates: false }); });
    await act(async () => { await post('role/update', {}, { invalidates: ['role/list'] }); });
    await waitFor(() => expect(readsOf('role/list')).toBe(2));
    expect(readsOf('user/list')).toBe(1);
  });

  it('a refused write invalidates nothing', async () => {
    await mount();
    vi.mocked(api.post).mockRejectedValueOnce(new Error('refused'));
    await act(async () => { await expect(post('user/save', {})).rejects.toThrow('refused'); });
    expect([readsOf('user/list'), readsOf('role/list')]).toEqual([1, 1]);
  });
});

describe('usePost: the same write twice while it runs', () => {
  it('a double click on a button that posts directly sends one request and both clicks get its answer', async () => {
    await mount();
    let release: (value: unknown) => void = () => undefined;
    vi.mocked(api.post).mockImplementationOnce(() => new Promise((resolve) => { release = resolve; }) as never);
    let answers: unknown[] = [];
    await act(async () => {
      const both = Promise.all([post('call/clickToCall', { orderId: 3 }), post('call/clickToCall', { orderId: 3 })]);
      await vi.waitFor(() => expect(api.post).toHaveBeenCalled());
      release({ via: 'callCentre' });
      answers = await both;
    });
    expect(api.post).toHaveBeenCalledTimes(1);
    expect(answers).toEqual([{ via: 'callCentre' }, { via: 'callCentre' }]);
  });

  it('another body, or the same write after the first answered, is sent', async () => {
    await mount();
    await act(async () => { await Promise.all([post('call/clickToCall', { orderId: 3 }), post('call/clickToCall', { orderId: 4 })]); });
    await act(async () => { await post('call/clickToCall', { orderId: 3 }); });
    expect(api.post).toHaveBeenCalledTimes(3);
  });

  it('a refused write can be tried again', async () => {
    await mount();
    vi.mocked(api.post).mockRejectedValueOnce(new Error('refused'));
    await act(async () => { await expect(post('call/clickToCall', { orderId: 3 })).rejects.toThrow('refused'); });
    await act(async () => { await post('call/clickToCall', { orderId: 3 }); });
    expect(api.post).toHaveBeenCalledTimes(2);
  });
});

describe('readsChanged', () => {
  it('matches Refine list keys by URL and custom reads by their url', () => {
    const list = ['data', 'default', 'user/list', 'list', {}];
    const custom = ['data', 'default', 'custom', { method: 'get', url: 'audit/summary' }];
    const one = ['data', 'default', 'user', 'one', '3'];
    expect(readsChanged([ALL_LISTS], list)).toBe(true);
    expect(readsChanged([ALL_LISTS], custom)).toBe(false);
    expect(readsChanged([ALL_LISTS], one)).toBe(false);
    expect(readsChanged(['user/list'], list)).toBe(true);
    expect(readsChanged(['role/list'], list)).toBe(false);
    expect(readsChanged(['audit/summary'], custom)).toBe(true);
  });
});

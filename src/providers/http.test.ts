// @vitest-environment happy-dom
/** Issue 32.1: every POST carries an Idempotency-Key; the same write under way is sent once; a retry keeps its key. */
import { AxiosError } from 'axios';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const send = vi.hoisted(() => vi.fn());
vi.mock('axios', async (importOriginal) => {
  const actual = await importOriginal<typeof import('axios')>();
  const client = { interceptors: { request: { use: vi.fn() } }, request: send };
  return { ...actual, default: { ...actual.default, create: () => client } };
});
vi.mock('./toast', () => ({ toastError: vi.fn() }));

const { api } = await import('./http');

const keyOf = (call: number) => (send.mock.calls[call][0] as { headers: Record<string, string> }).headers['Idempotency-Key'];
const answer = (data: unknown) => ({ data: { code: 200, msg: 'success', data } });
const lost = () => new AxiosError('timeout', 'ECONNABORTED');

beforeEach(() => send.mockReset());

describe('api.post, submit once', () => {
  it('sends the same write under way once, and both callers get its answer', async () => {
    let release: (value: unknown) => void = () => undefined;
    send.mockReturnValueOnce(new Promise((resolve) => { release = resolve; }));
    const first = api.post('sensitiveWord/save', { name: 'A' });
    const second = api.post('sensitiveWord/save', { name: 'A' });
    release(answer({ id: 1 }));
    expect(await Promise.all([first, second])).toEqual([{ id: 1 }, { id: 1 }]);
    expect(send).toHaveBeenCalledTimes(1);
    expect(keyOf(0)).toMatch(/^[\w-]{8,128}$/);
  });

  it('keeps the key of a write whose answer was lost, and takes a new one after an answer', async () => {
    send.mockRejectedValueOnce(lost()).mockResolvedValueOnce(answer({ id: 2 })).mockResolvedValueOnce(answer({ id: 3 }));
    await expect(api.post('robotTask/save', { name: 'B' }, { silent: true })).rejects.toThrow();
    await api.post('robotTask/save', { name: 'B' });
    await api.post('robotTask/save', { name: 'B' });
    expect(keyOf(1)).toBe(keyOf(0));
    expect(keyOf(2)).not.toBe(keyOf(1));
  });

  it('sends a different write with its own key, and a given key as it is', async () => {
    send.mockResolvedValue(answer(null));
    await Promise.all([api.post('feedback/take', { id: 1 }), api.post('feedback/take', { id: 2 })]);
    await api.post('tmApproval/approve', { id: 1 }, { idempotencyKey: 'dialog-key-1' });
    expect(send).toHaveBeenCalledTimes(3);
    expect(keyOf(0)).not.toBe(keyOf(1));
    expect(keyOf(2)).toBe('dialog-key-1');
  });
});

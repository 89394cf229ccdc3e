// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, lazyLoaded, lazyWithTimeout, remembered } from './chunk-load';

afterEach(cleanup);

const Page = () => <h1>page</h1>;

const fallbacks = vi.fn(() => <p>loading</p>);
const Fallback = () => fallbacks();

/** Renders the component in a Suspense boundary whose fallback records each time it is shown. */
function renderSuspended(node: React.ReactNode) {
  fallbacks.mockClear();
  render(<Suspense fallback={<Fallback />}>{node}</Suspense>);
}

describe('chunk loading', () => {
  it('remembers what a load returned, and not a failed load; callers during a load share it', async () => {
    let fail = true;
    const started = vi.fn();
    const load = remembered(() => {
      started();
      return fail ? Promise.reject(new Error('offline')) : Promise.resolve({ default: Page });
    });
    await expect(Promise.all([load(), load()])).rejects.toThrow('offline');
    expect(started).toHaveBeenCalledTimes(1);
    expect(load.loaded()).toBeUndefined();
    fail = false;
    await load();
    expect(load.loaded()?.default).toBe(Page);
    expect(started).toHaveBeenCalledTimes(2);
  });

  it('a chunk that fails to arrive fails as a chunk-load error', async () => {
    const load = lazyWithTimeout(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    await expect(load()).rejects.toBeInstanceOf(ChunkLoadError);
  });

  it('a lazy component whose chunk has loaded renders at once, without its fallback', async () => {
    const load = lazyWithTimeout(() => Promise.resolve({ default: Page }));
    await load();
    const Lazy = lazyLoaded(load);
    act(() => renderSuspended(<Lazy />));
    expect(screen.getByRole('heading', { name: 'page' })).toBeTruthy();
    expect(fallbacks).not.toHaveBeenCalled();
  });

  it('a lazy component whose chunk has not loaded shows the fallback, then the component', async () => {
    const load = lazyWithTimeout(() => Promise.resolve({ default: Page }));
    const Lazy = lazyLoaded(load);
    act(() => renderSuspended(<Lazy />));
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'page' })).toBeTruthy();
    expect(fallbacks).toHaveBeenCalled();
  });
});

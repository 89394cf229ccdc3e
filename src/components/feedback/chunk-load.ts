import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** Lazy screens fail with a chunk-load error when their script does not arrive within 120 seconds. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  constructor(cause?: unknown) {
    super(cause instanceof Error ? cause.message : 'Loading chunk failed');
    this.name = 'ChunkLoadError';
  }
}

/** A load that keeps what it loaded: `loaded()` returns it once a load has succeeded. */
export interface ChunkLoader<T> {
  (): Promise<T>;
  loaded(): T | undefined;
}

/** One load at a time: callers while it runs share it; after a failure the next call loads again. */
export function remembered<T>(load: () => Promise<T>): ChunkLoader<T> {
  let value: { module: T } | undefined;
  let running: Promise<T> | undefined;
  const start = () => load().then((module) => {
    value = { module };
    return module;
  }, (error: unknown) => {
    running = undefined;
    throw error;
  });
  return Object.assign(() => {
    running ??= start();
    return running;
  }, { loaded: () => value?.module });
}

export function lazyWithTimeout<T>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): ChunkLoader<T> {
  return remembered(() => new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError()), timeoutMs);
    load().then(
      (module) => { clearTimeout(timer); resolve(module); },
      (error) => { clearTimeout(timer); reject(new ChunkLoadError(error)); },
    );
  }));
}

/**
 * React.lazy over a loader that renders at once when the loader has already loaded, instead of suspending for a
 * round: React 19 holds back revealing a boundary whose content resolved until 300 ms after the last fallback it
 * showed, so the first page (the shell, then its screen) painted up to 600 ms after its code had arrived. React's
 * lazy takes a thenable that settles synchronously as loaded; a real promise always settles a tick later.
 */
export function lazyLoaded<P extends object>(load: ChunkLoader<{ default: ComponentType<P> }>): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => {
    const module = load.loaded();
    if (!module) return load();
    // biome-ignore lint/suspicious/noThenProperty: a thenable settled already is what React's lazy reads without suspending.
    const settled: PromiseLike<typeof module> = { then: (onLoaded) => (onLoaded ? onLoaded(module) : module) as never };
    return settled as Promise<typeof module>;
  });
}

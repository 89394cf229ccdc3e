/** Lazy screens fail with a chunk-load error when their script does not arrive within 120 seconds. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  constructor(cause?: unknown) {
    super(cause instanceof Error ? cause.message : 'Loading chunk failed');
    this.name = 'ChunkLoadError';
  }
}

export function lazyWithTimeout<T>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): () => Promise<T> {
  return () => new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError()), timeoutMs);
    load().then(
      (module) => { clearTimeout(timer); resolve(module); },
      (error) => { clearTimeout(timer); reject(new ChunkLoadError(error)); },
    );
  });
}

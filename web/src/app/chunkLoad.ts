import { lazy, type ComponentType } from 'react';

/** The platform's clients give up on a script after two minutes. */
export const CHUNK_TIMEOUT_MS = 120_000;

export type ChunkFailure = 'missing' | 'timeout' | 'error';

/** A screen's code could not be loaded, after one retry. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor(
    readonly kind: ChunkFailure,
    options?: { cause?: unknown },
  ) {
    super(`ChunkLoadError: ${kind}`, options);
  }
}

function classify(error: unknown): ChunkFailure {
  if (error instanceof ChunkLoadError) return error.kind;
  const message = error instanceof Error ? error.message : String(error);
  // Chromium, Firefox and Safari word a 404 on a module differently; all mention the import.
  if (/dynamically imported module|importing a module script|module script failed/i.test(message))
    return 'missing';
  return 'error';
}

function withTimeout<T>(promise: Promise<T>, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout')), timeoutMs);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** Loads a chunk, retrying once; the second failure becomes a ChunkLoadError with its kind. */
export async function loadChunk<T>(
  load: () => Promise<T>,
  timeoutMs: number = CHUNK_TIMEOUT_MS,
): Promise<T> {
  try {
    return await withTimeout(load(), timeoutMs);
  } catch {
    try {
      return await withTimeout(load(), timeoutMs);
    } catch (error) {
      throw new ChunkLoadError(classify(error), { cause: error });
    }
  }
}

/** React.lazy over a feature's index, with the retry and timeout above. */
export function lazyScreen<M, K extends keyof M>(load: () => Promise<M>, exportName: K) {
  return lazy(async () => {
    const module = await loadChunk(load);
    return { default: module[exportName] as ComponentType };
  });
}

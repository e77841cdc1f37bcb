import { createElement, lazy, useState, type ComponentType } from 'react';

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

/**
 * A feature's code, imported once however often it is asked for; `loaded` once it has arrived.
 * `feature` is its folder under src/features, which names its stylesheets for the gateway.
 */
export interface ScreenModule<M> {
  (): Promise<M>;
  loaded?: M;
  feature?: string;
}

export function screenModule<M>(importer: () => Promise<M>, feature?: string): ScreenModule<M> {
  let pending: Promise<M> | null = null;
  const load: ScreenModule<M> = () => {
    pending ??= importer().then(
      (module) => {
        load.loaded = module;
        return module;
      },
      (error: unknown) => {
        // A failed import may be asked for again (the retry, a later visit).
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  load.feature = feature;
  return load;
}

/**
 * React.lazy over a feature's index, with the retry and timeout above. A screen whose code has
 * already arrived (preloaded during the status call, or in the server-rendered first screen)
 * renders at once: React.lazy would suspend for a tick, show the loader and, as React throttles
 * revealing suspended content, keep the screen back for up to 300 ms.
 */
export function lazyScreen<M, K extends keyof M>(load: ScreenModule<M>, exportName: K) {
  type Props = M[K] extends ComponentType<infer P> ? P & object : never;
  const Lazy = lazy(async () => {
    const module = await loadChunk(load);
    return { default: module[exportName] as ComponentType<Props> };
  });
  function Screen(props: Props) {
    // Decided once per mount, so a screen never switches component (and loses state) mid-visit.
    const [ready] = useState(() => load.loaded?.[exportName] as ComponentType<Props> | undefined);
    return createElement(ready ?? (Lazy as ComponentType<Props>), props);
  }
  return Screen;
}

import { describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, loadChunk } from './chunkLoad';

describe('loading a screen chunk', () => {
  it('retries once after a failure and then succeeds', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module: /a.js'))
      .mockResolvedValueOnce('screen');
    await expect(loadChunk(load)).resolves.toBe('screen');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives up after the retry with a ChunkLoadError saying the chunk is missing', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValue(new TypeError('Failed to fetch dynamically imported module: /a.js'));
    const error = await loadChunk(load).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).kind).toBe('missing');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('times out a chunk that never arrives', async () => {
    vi.useFakeTimers();
    try {
      const never = () => new Promise<string>(() => undefined);
      const pending = loadChunk(never, 120_000).catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(240_000);
      const error = await pending;
      expect((error as ChunkLoadError).kind).toBe('timeout');
    } finally {
      vi.useRealTimers();
    }
  });

  it('reports other failures as errors', async () => {
    const error = await loadChunk(() => Promise.reject(new Error('boom'))).catch((e: unknown) => e);
    expect((error as ChunkLoadError).kind).toBe('error');
  });
});

import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors';
import { PagedRecords, type RecordsPage } from './PagedRecords';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const rows = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

describe('PagedRecords', () => {
  it('accumulates pages until the total is reached', async () => {
    const calls: [string, number, number][] = [];
    const records = new PagedRecords<number, string>(async (q, page, size) => {
      calls.push([q, page, size]);
      return { list: rows((page - 1) * size, page < 3 ? size : 1), total: 2 * size + 1 };
    }, 2);
    await records.setQuery('last7');
    expect(records.rows).toEqual([0, 1]);
    expect(records.hasMore).toBe(true);
    await records.loadMore();
    await records.loadMore();
    expect(records.rows).toEqual([0, 1, 2, 3, 4]);
    expect(records.hasMore).toBe(false);
    await records.loadMore();
    expect(calls).toEqual([
      ['last7', 1, 2],
      ['last7', 2, 2],
      ['last7', 3, 2],
    ]);
  });

  it('drops an answer to an older query that arrives after the newer one', async () => {
    const answers = new Map<string, ReturnType<typeof deferred<RecordsPage<number>>>>();
    const records = new PagedRecords<number, string>((q) => {
      const d = deferred<RecordsPage<number>>();
      answers.set(q, d);
      return d.promise;
    }, 10);
    const slow = records.setQuery('last30');
    const fast = records.setQuery('last7');
    answers.get('last7')!.resolve({ list: [7], total: 1 });
    await fast;
    answers.get('last30')!.resolve({ list: [30, 31], total: 2 });
    await slow;
    expect(records.rows).toEqual([7]);
    expect(records.query).toBe('last7');
  });

  it('says what failed, keeps the rows it had, and retries the same page', async () => {
    let fail = false;
    const records = new PagedRecords<number, string>(async (_q, page, size) => {
      if (fail) throw new ApiError('network', 'network_error');
      return { list: rows((page - 1) * size, size), total: 4 };
    }, 2);
    await records.setQuery('q');
    fail = true;
    await records.loadMore();
    expect(records.errorKey).toBe('network_error');
    expect(records.rows).toEqual([0, 1]);
    fail = false;
    await records.loadMore();
    expect(records.errorKey).toBeNull();
    expect(records.rows).toEqual([0, 1, 2, 3]);
  });

  it('is empty only once the query has been answered with no rows', async () => {
    const records = new PagedRecords<number, string>(async () => ({ list: [], total: 0 }));
    expect(records.empty).toBe(false);
    await records.setQuery('q');
    expect(records.empty).toBe(true);
    expect(records.hasMore).toBe(false);
  });
});

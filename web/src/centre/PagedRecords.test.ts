import { autorun } from 'mobx';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors';
import { PagedRecords, type RecordsPage } from './PagedRecords';
import { deferred } from '../testing/deferred';

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

  it('keeps rows as sent, and replaces a changed row so what shows it hears of the change', async () => {
    const sent = [
      { id: 'a', read: false },
      { id: 'b', read: false },
    ];
    const records = new PagedRecords<{ id: string; read: boolean }, string>(async () => ({
      list: sent,
      total: 2,
    }));
    await records.setQuery('inbox');
    // The platform's objects themselves, not observable copies (29 MB for 10,000 downlines).
    expect(records.rows[0]).toBe(sent[0]);
    const seen: boolean[] = [];
    const stop = autorun(() => seen.push(records.rows[1]?.read ?? false));
    records.replaceRow(
      (r) => r.id === 'b',
      (r) => ({ ...r, read: true }),
    );
    records.replaceRow(
      (r) => r.id === 'missing',
      (r) => ({ ...r, read: true }),
    );
    stop();
    expect(seen).toEqual([false, true]);
    expect(records.rows.map((r) => r.read)).toEqual([false, true]);
    expect(sent[1]?.read).toBe(false);
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

describe('PagedRecords in page-number mode', () => {
  const numbered = (calls: [string, number][] = []) =>
    new PagedRecords<number, string>(
      async (q, page, size) => {
        calls.push([q, page]);
        return { list: rows((page - 1) * size, page < 3 ? size : 1), total: 2 * size + 1 };
      },
      2,
      { mode: 'pages' },
    );

  it('shows one page at a time, and counts the pages from the total', async () => {
    const calls: [string, number][] = [];
    const records = numbered(calls);
    await records.setQuery('ongoing');
    expect(records.rows).toEqual([0, 1]);
    expect(records.pageCount).toBe(3);
    await records.goTo(3);
    expect(records.page).toBe(3);
    expect(records.rows).toEqual([4]);
    expect(records.hasMore).toBe(false);
    await records.goTo(2, 'ended');
    expect(records.rows).toEqual([2, 3]);
    expect(calls).toEqual([
      ['ongoing', 1],
      ['ongoing', 3],
      ['ended', 2],
    ]);
  });

  it('takes the page count the platform sends, and at least one page', async () => {
    const answers = [
      { list: [1], total: 1, totalPages: 4 },
      { list: [], total: 0, totalPages: 0 },
    ];
    const records = new PagedRecords<number, string>(async () => answers.shift()!, 10, {
      mode: 'pages',
    });
    await records.setQuery('q');
    expect(records.pageCount).toBe(4);
    await records.reload();
    expect(records.pageCount).toBe(1);
    expect(records.empty).toBe(true);
  });

  it('keeps the page shown until the next one arrives, and reloads the page shown', async () => {
    const calls: [string, number][] = [];
    const records = numbered(calls);
    await records.setQuery('q');
    const going = records.goTo(2);
    expect(records.page).toBe(2);
    expect(records.loading).toBe(true);
    expect(records.rows).toEqual([0, 1]);
    await going;
    await records.reload();
    expect(calls.at(-1)).toEqual(['q', 2]);
    expect(records.rows).toEqual([2, 3]);
  });

  it('keeps the rows and their state on show while a reload is read, then shows its answer', async () => {
    const answers: ReturnType<typeof deferred<RecordsPage<number>>>[] = [];
    const records = new PagedRecords<number, string>(() => {
      const answer = deferred<RecordsPage<number>>();
      answers.push(answer);
      return answer.promise;
    }, 2);
    const first = records.setQuery('q');
    answers[0]!.resolve({ list: [1, 2], total: 3 });
    await first;
    const more = records.loadMore();
    answers[1]!.resolve({ list: [3], total: 3 });
    await more;

    const reloading = records.reload();
    // After a push or a reconnection: nothing on screen changes until there is something new.
    expect(records.rows).toEqual([1, 2, 3]);
    expect(records.state).toBe('ready');
    expect(records.loading).toBe(false);
    answers[2]!.resolve({ list: [0, 1], total: 4 });
    await reloading;
    expect(records.rows).toEqual([0, 1]);
    expect(records.total).toBe(4);
    expect(records.hasMore).toBe(true);
  });

  it('drops the answer for an older page that arrives after the newer one', async () => {
    const answers = new Map<number, ReturnType<typeof deferred<RecordsPage<number>>>>();
    const records = new PagedRecords<number, string>(
      (_q, page) => {
        const d = deferred<RecordsPage<number>>();
        answers.set(page, d);
        return d.promise;
      },
      1,
      { mode: 'pages' },
    );
    const first = records.setQuery('q');
    answers.get(1)!.resolve({ list: [1], total: 3 });
    await first;
    const slow = records.goTo(2);
    const fast = records.goTo(3);
    answers.get(3)!.resolve({ list: [3], total: 3 });
    await fast;
    answers.get(2)!.reject(new ApiError('network', 'network_error'));
    await slow;
    expect(records.page).toBe(3);
    expect(records.rows).toEqual([3]);
    expect(records.state).toBe('ready');
    expect(records.errorKey).toBeNull();
  });

  it('hands on what else the answer shown carries, never a dropped one', async () => {
    const answers = new Map<
      number,
      ReturnType<typeof deferred<RecordsPage<number> & { badge: number }>>
    >();
    const badges: number[] = [];
    const records = new PagedRecords<number, string, RecordsPage<number> & { badge: number }>(
      (_q, page) => {
        const d = deferred<RecordsPage<number> & { badge: number }>();
        answers.set(page, d);
        return d.promise;
      },
      1,
      { mode: 'pages', onAnswer: (answer) => badges.push(answer.badge) },
    );
    const slow = records.setQuery('q');
    const fast = records.goTo(2);
    answers.get(2)!.resolve({ list: [2], total: 2, badge: 2 });
    await fast;
    answers.get(1)!.resolve({ list: [1], total: 2, badge: 1 });
    await slow;
    expect(badges).toEqual([2]);
  });

  it('says what failed and keeps the page it had on screen', async () => {
    let fail = false;
    const records = new PagedRecords<number, string>(
      async (_q, page) => {
        if (fail) throw new ApiError('network', 'network_error');
        return { list: [page], total: 2 };
      },
      1,
      { mode: 'pages' },
    );
    await records.setQuery('q');
    fail = true;
    await records.goTo(2);
    expect(records.state).toBe('failed');
    expect(records.errorKey).toBe('network_error');
    expect(records.page).toBe(2);
    expect(records.rows).toEqual([1]);
    fail = false;
    await records.reload();
    expect(records.rows).toEqual([2]);
  });
});

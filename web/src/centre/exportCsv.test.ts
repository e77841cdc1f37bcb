import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors';
import type * as csv from './csv';
import { downloadCsv } from './csv';
import { exportAllPages, loadAllPages } from './exportCsv';
import { PagedRecords } from './PagedRecords';

vi.mock('./csv', async (original) => ({
  ...(await original<typeof csv>()),
  downloadCsv: vi.fn(),
}));

afterEach(() => vi.mocked(downloadCsv).mockReset());

/** Five rows in pages of two; the pages named in `failing` fail once. */
function list(failing: number[] = []) {
  const asked: number[] = [];
  const records = new PagedRecords<number, object>(async (_query, page, size) => {
    asked.push(page);
    if (failing.includes(page)) {
      failing.splice(failing.indexOf(page), 1);
      throw new ApiError('server', 'system_error');
    }
    const all = [1, 2, 3, 4, 5];
    return { list: all.slice((page - 1) * size, page * size), total: all.length };
  }, 2);
  return { records, asked };
}

describe('loadAllPages', () => {
  it('loads the pages not loaded yet, after the one on its way', async () => {
    const { records, asked } = list();
    const first = records.setQuery({});
    expect(await loadAllPages(records)).toBe(true);
    await first;
    expect(records.rows).toEqual([1, 2, 3, 4, 5]);
    expect(asked).toEqual([1, 2, 3]);
  });

  it('stops at a failed page and says so; a retry then completes it', async () => {
    const { records } = list([2]);
    await records.setQuery({});
    expect(await loadAllPages(records)).toBe(false);
    expect(records.errorKey).toBe('system_error');
    await records.loadMore();
    expect(await loadAllPages(records)).toBe(true);
    expect(records.rows).toHaveLength(5);
  });
});

describe('exportAllPages', () => {
  it('downloads every row of the query, with the header first', async () => {
    const { records } = list();
    await records.setQuery({});
    const done = await exportAllPages(records, {
      fileName: 'rows.csv',
      header: ['n', 'twice'],
      row: (n) => [n, n * 2],
    });
    expect(done).toBe(true);
    expect(downloadCsv).toHaveBeenCalledWith(
      'rows.csv',
      'n,twice\r\n1,2\r\n2,4\r\n3,6\r\n4,8\r\n5,10\r\n',
    );
  });

  it('downloads nothing when a page fails', async () => {
    const { records } = list([3]);
    await records.setQuery({});
    expect(await exportAllPages(records, { fileName: 'x.csv', header: [], row: () => [] })).toBe(
      false,
    );
    expect(downloadCsv).not.toHaveBeenCalled();
  });
});

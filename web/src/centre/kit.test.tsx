import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors';
import { renderWithStores } from '../testing/render';
import { defineMessages, useMessages } from './messages';
import { PagedRecords } from './PagedRecords';
import { PeriodFilter, usePeriod } from './PeriodFilter';
import { RecordsTable } from './RecordsTable';

afterEach(cleanup);

const sampleMessages = defineMessages('sample', {
  en: { sample_title: 'Deposit {{amount}}', amount_too_low: 'Too little for this channel.' },
  cn: { sample_title: '存款 {{amount}}', amount_too_low: '低于此渠道的最低金额。' },
  km: { sample_title: 'ដាក់ប្រាក់ {{amount}}', amount_too_low: 'តិចពេកសម្រាប់ឆានែលនេះ។' },
  th: { sample_title: 'ฝาก {{amount}}', amount_too_low: 'น้อยเกินไปสำหรับช่องทางนี้' },
  vi: { sample_title: 'Nạp {{amount}}', amount_too_low: 'Quá ít cho kênh này.' },
});

function mount(ui: React.ReactNode, path = '/member?page=depositv2', language = 'EN') {
  return renderWithStores(ui, { path, language }).root;
}

function Sample() {
  const t = useMessages(sampleMessages);
  return (
    <>
      <p>{t('sample_title', { amount: '10.00' })}</p>
      <p>{t.error('amount_too_low')}</p>
      <p>{t.error('network_error')}</p>
      <p>{t.error('never_heard_of_it')}</p>
    </>
  );
}

describe('per-feature messages', () => {
  it("use the feature's own strings in the chosen language, then the shared ones for refusals", () => {
    mount(<Sample />, '/', 'CN');
    expect(screen.getByText('存款 10.00')).toBeTruthy();
    expect(screen.getByText('低于此渠道的最低金额。')).toBeTruthy();
    expect(screen.getByText('网络链接异常，请重试。')).toBeTruthy();
    expect(screen.getByText('未知错误。')).toBeTruthy();
  });

  it('reject a typo in a key at type-check time', () => {
    function Typo() {
      const t = useMessages(sampleMessages);
      // @ts-expect-error: not a key of the sample bundle
      return <p>{t('sample_titel')}</p>;
    }
    mount(<Typo />);
  });
});

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.search}</output>;
}

function PeriodScreen() {
  const [period, , setPeriod] = usePeriod('last7');
  return (
    <>
      <PeriodFilter period={period} onChange={setPeriod} />
      <Location />
    </>
  );
}

describe('PeriodFilter', () => {
  it('keeps the chosen preset in the address beside the page', () => {
    mount(<PeriodScreen />);
    expect(screen.getByRole('button', { name: 'Last 7 days' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Last 30 days' }));
    expect(screen.getByTestId('location').textContent).toBe('?page=depositv2&period=last30');
    expect(screen.getByRole('button', { name: 'Last 30 days' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('takes a custom range, refusing it until both dates are chosen', () => {
    mount(<PeriodScreen />);
    fireEvent.click(screen.getByRole('button', { name: 'Custom' }));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert').textContent).toBe('Choose both dates.');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-02-10' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-02-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByTestId('location').textContent).toBe(
      '?page=depositv2&period=custom&from=2026-02-01&to=2026-02-10',
    );
    expect(screen.getByText('2026/02/01 to 2026/02/10 (GMT+7)')).toBeTruthy();
  });
});

describe('RecordsTable', () => {
  // jsdom lays nothing out: give the scrolling box and each row the sizes a browser would.
  const SIZES = { clientHeight: 480, clientWidth: 800, offsetHeight: 44 };
  beforeAll(() => {
    for (const [name, value] of Object.entries(SIZES)) {
      Object.defineProperty(HTMLElement.prototype, name, { configurable: true, value });
    }
  });
  afterAll(() => {
    for (const name of Object.keys(SIZES)) Reflect.deleteProperty(HTMLElement.prototype, name);
  });

  it('draws only the rows in view of a long list, and the rows further down as it scrolls', async () => {
    const records = new PagedRecords<number, string>(
      async (_q, page, size) => ({
        list: Array.from({ length: size }, (_, i) => (page - 1) * size + i),
        total: 10_000,
      }),
      10_000,
    );
    mount(
      <RecordsTable records={records} columns={columns} caption="Deposits" rowKey={(n) => n} />,
    );
    await act(() => records.setQuery('q'));
    const drawn = screen.getAllByRole('row').length;
    expect(drawn).toBeGreaterThan(5);
    expect(drawn).toBeLessThan(60);
    expect(screen.getByRole('table').getAttribute('aria-rowcount')).toBe('10001');
    const region = screen.getByRole('region', { name: 'Deposits' });
    await act(async () => {
      region.scrollTop = 44 * 5_000;
      fireEvent.scroll(region);
    });
    expect(screen.getByText('5000')).toBeTruthy();
    expect(screen.queryByText('3')).toBeNull();
  });

  const columns = [{ key: 'n', header: 'Number', cell: (n: number) => n }];

  it('formats only the rows coming into view as it scrolls, and keeps the ones already drawn', async () => {
    const records = new PagedRecords<number, string>(
      async (_q, page, size) => ({
        list: Array.from({ length: size }, (_, i) => (page - 1) * size + i),
        total: 10_000,
      }),
      10_000,
    );
    const formatted: number[] = [];
    const counted = [
      {
        key: 'n',
        header: 'Number',
        cell: (n: number) => {
          formatted.push(n);
          return n;
        },
      },
    ];
    mount(
      <RecordsTable records={records} columns={counted} caption="Deposits" rowKey={(n) => n} />,
    );
    await act(() => records.setQuery('q'));
    const region = screen.getByRole('region', { name: 'Deposits' });
    await act(async () => {
      region.scrollTop = 44 * 100;
      fireEvent.scroll(region);
    });
    formatted.length = 0;
    await act(async () => {
      region.scrollTop = 44 * 103;
      fireEvent.scroll(region);
    });
    expect(screen.getByText('103')).toBeTruthy();
    // Three rows scrolled in; each is formatted once, and none of those already on screen again.
    expect(formatted.length).toBeGreaterThan(0);
    expect(formatted.length).toBeLessThanOrEqual(3);
    expect(new Set(formatted).size).toBe(formatted.length);
  });

  it('says when a query has no rows', async () => {
    const records = new PagedRecords<number, string>(async () => ({ list: [], total: 0 }));
    mount(
      <RecordsTable records={records} columns={columns} caption="Deposits" rowKey={(n) => n} />,
    );
    await act(() => records.setQuery('q'));
    expect(screen.getByRole('status').textContent).toBe('No data');
  });

  it('shows a failure with a retry that loads the list again', async () => {
    let fail = true;
    const records = new PagedRecords<number, string>(async () => {
      if (fail) throw new ApiError('network', 'network_error');
      return { list: [1, 2], total: 2 };
    });
    mount(
      <RecordsTable records={records} columns={columns} caption="Deposits" rowKey={(n) => n} />,
    );
    await act(() => records.setQuery('q'));
    expect(screen.getByRole('alert').textContent).toBe(
      'The network link is abnormal. Please try again.',
    );
    fail = false;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    });
    expect(screen.getByRole('status').textContent).toBe('Showing 2 of 2');
    expect(screen.getAllByRole('cell').map((c) => c.textContent)).toEqual(['1', '2']);
  });

  it('offers the next page by a button as well as by scrolling, and tells the real row count', async () => {
    const records = new PagedRecords<number, string>(
      async (_q, page, size) => ({
        list: Array.from({ length: size }, (_, i) => (page - 1) * size + i),
        total: 2 * size,
      }),
      50,
    );
    mount(
      <RecordsTable records={records} columns={columns} caption="Deposits" rowKey={(n) => n} />,
    );
    await act(() => records.setQuery('q'));
    expect(screen.getByRole('table').getAttribute('aria-rowcount')).toBe('101');
    expect(records.rows).toHaveLength(50);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    });
    expect(records.rows).toHaveLength(100);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });
});

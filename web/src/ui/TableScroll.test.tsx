import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeIntersectionObserver } from '../testing/fakeIntersectionObserver';
import { TableScroll } from './TableScroll';

/** Tells the observer what share of each watched header cell is in view, in the order watched. */
function show(observer: FakeIntersectionObserver, ...ratios: number[]) {
  act(() => observer.report((_target, n) => ratios[n] ?? 1));
}

function Table({ columns = ['Time', 'Kind', 'Amount', 'Remark'] }: { columns?: string[] }) {
  return (
    <TableScroll
      label={{ text: 'Transactions' }}
      columnsKey={columns.join(' ')}
      className="records__scroll"
    >
      <table>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c}>{c}</th>
            ))}
          </tr>
        </thead>
      </table>
    </TableScroll>
  );
}

const frame = () => screen.getByRole('region', { name: 'Transactions' }).parentElement!;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  FakeIntersectionObserver.instances = [];
});

describe('TableScroll', () => {
  it('fades the side where the table goes on, following its scroll', () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    render(<Table />);
    const observer = FakeIntersectionObserver.instances.at(-1)!;
    expect(observer.options.root).toBe(screen.getByRole('region', { name: 'Transactions' }));
    expect(observer.observed.map((th) => th.textContent)).toEqual(['Time', 'Remark']);

    show(observer, 1, 0.4);
    expect(frame().dataset.more).toBe('end');
    show(observer, 0.5, 0.5);
    expect(frame().dataset.more).toBe('start end');
    show(observer, 0, 1);
    expect(frame().dataset.more).toBe('start');
    show(observer, 1, 1);
    expect(frame().dataset.more).toBe('');
  });

  it('watches the new edge cells when the columns change', () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const { rerender } = render(<Table />);
    const before = FakeIntersectionObserver.instances.at(-1)!;
    rerender(<Table columns={['Time', 'Amount', 'Status']} />);
    expect(before.disconnected).toBe(true);
    const after = FakeIntersectionObserver.instances.at(-1)!;
    expect(after.observed.map((th) => th.textContent)).toEqual(['Time', 'Status']);
  });

  it('keeps one observer while the table redraws its rows', () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const { rerender } = render(<Table />);
    rerender(<Table />);
    rerender(<Table />);
    expect(FakeIntersectionObserver.instances).toHaveLength(1);
  });

  it('stays a plain scrolling region where the browser cannot tell', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Table />);
    const region = screen.getByRole('region', { name: 'Transactions' });
    expect(region.tabIndex).toBe(0);
    expect(frame().dataset.more).toBeUndefined();
  });

  it('names the region by a heading when given its id', () => {
    render(
      <>
        <h3 id="by-category">By category</h3>
        <TableScroll label={{ by: 'by-category' }} columnsKey="c" className="vip-table-scroll">
          <table />
        </TableScroll>
      </>,
    );
    expect(screen.getByRole('region', { name: 'By category' })).toBeTruthy();
  });
});

import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TableScroll } from './TableScroll';

/** A stand-in IntersectionObserver the test scrolls by hand. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    FakeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  /** What share of each observed header cell is in view, in the order they were observed. */
  show(...ratios: number[]) {
    const entries = this.observed.map((target, n) => ({
      target,
      intersectionRatio: ratios[n] ?? 1,
    }));
    act(() =>
      this.callback(
        entries as IntersectionObserverEntry[],
        this as unknown as IntersectionObserver,
      ),
    );
  }
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
  FakeObserver.instances = [];
});

describe('TableScroll', () => {
  it('fades the side where the table goes on, following its scroll', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render(<Table />);
    const observer = FakeObserver.instances.at(-1)!;
    expect(observer.options.root).toBe(screen.getByRole('region', { name: 'Transactions' }));
    expect(observer.observed.map((th) => th.textContent)).toEqual(['Time', 'Remark']);

    observer.show(1, 0.4);
    expect(frame().dataset.more).toBe('end');
    observer.show(0.5, 0.5);
    expect(frame().dataset.more).toBe('start end');
    observer.show(0, 1);
    expect(frame().dataset.more).toBe('start');
    observer.show(1, 1);
    expect(frame().dataset.more).toBe('');
  });

  it('watches the new edge cells when the columns change', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const { rerender } = render(<Table />);
    const before = FakeObserver.instances.at(-1)!;
    rerender(<Table columns={['Time', 'Amount', 'Status']} />);
    expect(before.disconnected).toBe(true);
    const after = FakeObserver.instances.at(-1)!;
    expect(after.observed.map((th) => th.textContent)).toEqual(['Time', 'Status']);
  });

  it('keeps one observer while the table redraws its rows', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const { rerender } = render(<Table />);
    rerender(<Table />);
    rerender(<Table />);
    expect(FakeObserver.instances).toHaveLength(1);
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

import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearViewport } from './useNearViewport';

function Probe() {
  const [ref, near] = useNearViewport();
  return <div ref={ref}>{near ? 'near' : 'far'}</div>;
}

/** A stand-in IntersectionObserver the test scrolls by hand. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  observed: Element[] = [];
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.observed = [];
  }
  scrollIntoReach(isIntersecting: boolean) {
    const entries = this.observed.map((target) => ({ target, isIntersecting }));
    this.callback(entries as IntersectionObserverEntry[], this as unknown as IntersectionObserver);
  }
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  FakeObserver.instances = [];
});

describe('useNearViewport', () => {
  it('says far until the element comes within reach, then near for good', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render(<Probe />);
    expect(screen.getByText('far')).toBeTruthy();
    const observer = FakeObserver.instances.at(-1)!;
    act(() => observer.scrollIntoReach(false));
    expect(screen.getByText('far')).toBeTruthy();
    act(() => observer.scrollIntoReach(true));
    expect(screen.getByText('near')).toBeTruthy();
    expect(observer.observed).toHaveLength(0);
  });

  it('counts the element as near where the browser cannot tell', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Probe />);
    expect(await screen.findByText('near')).toBeTruthy();
  });
});

import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeIntersectionObserver } from '../testing/fakeIntersectionObserver';
import { useNearViewport } from './useNearViewport';

function Probe() {
  const [ref, near] = useNearViewport();
  return <div ref={ref}>{near ? 'near' : 'far'}</div>;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  FakeIntersectionObserver.instances = [];
});

describe('useNearViewport', () => {
  it('says far until the element comes within reach, then near for good', () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    render(<Probe />);
    expect(screen.getByText('far')).toBeTruthy();
    const observer = FakeIntersectionObserver.instances.at(-1)!;
    act(() => observer.report(() => 0));
    expect(screen.getByText('far')).toBeTruthy();
    act(() => observer.report(() => 1));
    expect(screen.getByText('near')).toBeTruthy();
    expect(observer.observed).toHaveLength(0);
  });

  it('counts the element as near where the browser cannot tell', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Probe />);
    expect(await screen.findByText('near')).toBeTruthy();
  });
});

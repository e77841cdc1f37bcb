/**
 * A stand-in IntersectionObserver a test scrolls by hand: stub the global with it
 * (`vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)`), then tell the latest one
 * what is in view. `instances` lists every one made; empty it after each test.
 */
export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.observed = [];
    this.disconnected = true;
  }
  /** Reports every observed element, with the share of it in view (0 when out of view). */
  report(ratioOf: (target: Element, n: number) => number) {
    const entries = this.observed.map((target, n) => {
      const intersectionRatio = ratioOf(target, n);
      return { target, intersectionRatio, isIntersecting: intersectionRatio > 0 };
    });
    this.callback(entries as IntersectionObserverEntry[], this as unknown as IntersectionObserver);
  }
}

import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors';
import { Loadable } from './Loadable';
import { deferred } from '../testing/deferred';

describe('Loadable', () => {
  it('shows the newest answer when an older one arrives last', async () => {
    const data = new Loadable<string>();
    const older = deferred<string>();
    const newer = deferred<string>();
    const first = data.load(() => older.promise);
    const second = data.load(() => newer.promise);
    newer.resolve('this week');
    await second;
    older.resolve('last week');
    await first;
    expect(data.value).toBe('this week');
    expect(data.state).toBe('ready');
  });

  it('keeps the last figures under the failure of a reload, with the platform’s message key', async () => {
    const data = new Loadable<number>();
    await data.load(() => Promise.resolve(5));
    await data.load(() => Promise.reject(new ApiError('server', 'please_try_later')));
    expect(data.value).toBe(5);
    expect(data.state).toBe('failed');
    expect(data.errorKey).toBe('please_try_later');
  });

  it('drops an answer still on its way after a reset', async () => {
    const data = new Loadable<number>();
    const late = deferred<number>();
    const load = data.load(() => late.promise);
    data.reset();
    late.resolve(9);
    await load;
    expect(data.value).toBeNull();
    expect(data.state).toBe('idle');
  });

  it('keeps what is shown, ready, while a refresh is on its way, then shows its answer', async () => {
    const data = new Loadable<number>();
    await data.load(() => Promise.resolve(5));
    const next = deferred<number>();
    const refresh = data.refresh(() => next.promise);
    expect(data.state).toBe('ready');
    expect(data.value).toBe(5);
    next.resolve(6);
    await refresh;
    expect(data.value).toBe(6);
  });

  it('leaves the shown value in place when a refresh fails', async () => {
    const data = new Loadable<number>();
    await data.load(() => Promise.resolve(5));
    await data.refresh(() => Promise.reject(new ApiError('server', 'please_try_later')));
    expect(data.value).toBe(5);
    expect(data.state).toBe('ready');
    expect(data.errorKey).toBeNull();
  });

  it('loads as usual when a refresh comes before anything was shown', async () => {
    const data = new Loadable<number>();
    const first = deferred<number>();
    const refresh = data.refresh(() => first.promise);
    expect(data.state).toBe('loading');
    first.resolve(3);
    await refresh;
    expect(data.value).toBe(3);
    expect(data.state).toBe('ready');
  });
});

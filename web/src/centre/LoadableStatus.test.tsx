import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors';
import { renderWithStores } from '../testing/render';
import { Loadable } from './Loadable';
import { LoadableStatus } from './LoadableStatus';

afterEach(cleanup);

const refusal = (key: string) => () => Promise.reject(new ApiError('server', key));

describe('LoadableStatus', () => {
  it('says it is loading until the first answer, then shows nothing', async () => {
    const loadable = new Loadable<string>();
    let answer: (value: string) => void = () => undefined;
    const loading = loadable.load(() => new Promise((resolve) => (answer = resolve)));
    renderWithStores(<LoadableStatus loadable={loadable} retry={() => {}} failedLabel="Failed." />);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    await act(async () => {
      answer('news');
      await loading;
    });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('gives the failure in the shared words with a retry, in the site’s language', async () => {
    const loadable = new Loadable<string>();
    await loadable.load(refusal('network_error'));
    const retry = vi.fn();
    renderWithStores(
      <LoadableStatus loadable={loadable} retry={retry} failedLabel="加载失败。" />,
      { language: 'CN' },
    );
    expect(screen.getByRole('status').textContent).toBe('加载失败。 网络链接异常，请重试。');
    fireEvent.click(screen.getByRole('button'));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('words an unknown refusal as unknown, or as the feature does when it says how', async () => {
    const loadable = new Loadable<string>();
    await loadable.load(refusal('never_heard_of_it'));
    renderWithStores(<LoadableStatus loadable={loadable} retry={() => {}} failedLabel="Failed." />);
    expect(screen.getByRole('status').textContent).toBe('Failed. Unknown error.');
    cleanup();
    renderWithStores(
      <LoadableStatus
        loadable={loadable}
        retry={() => {}}
        failedLabel="Failed."
        errorText={(key) => `(${key})`}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe('Failed. (never_heard_of_it)');
  });
});

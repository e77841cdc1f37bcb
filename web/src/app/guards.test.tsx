import { act, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { testRoot } from '../stores/testRoot';
import { renderWithStores } from '../testing/render';
import { RequireSignIn } from './guards';
import { Overlays } from './Overlays';

function renderAt(path: string) {
  const { root, session } = testRoot({ signedIn: true });
  root.i18n.addResourceBundle('EN', 'limits', { cooloff_started: 'Break until {{until}}.' });
  renderWithStores(
    <>
      <Routes>
        <Route path="/" element={<h1>Home</h1>} />
        <Route path="/login" element={<h1>Sign-in page</h1>} />
        <Route
          path="/member"
          element={
            <RequireSignIn>
              <h1>Member centre</h1>
            </RequireSignIn>
          }
        />
      </Routes>
      <Overlays />
    </>,
    { root, path },
  );
  return { root, session };
}

describe('RequireSignIn', () => {
  // jsdom has no scrolling; the modal's scroll lock restores the position on close.
  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });

  it('sends a member whose session expired to sign in', async () => {
    const { root } = renderAt('/member');
    expect(screen.getByRole('heading', { name: 'Member centre' })).toBeTruthy();
    act(() => root.session.forget());
    expect(await screen.findByRole('heading', { name: 'Sign-in page' })).toBeTruthy();
  });

  it('after a cool-off began, forgets the session and says why over home, not the sign-in page', async () => {
    const { root, session } = renderAt('/member');
    act(() =>
      root.sessionEndedWith({
        ns: 'limits',
        key: 'cooloff_started',
        values: { until: '2026/11/25 14:00' },
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(session.getItem('token')).toBeNull();
    const notice = await screen.findByRole('dialog', { name: 'Break until 2026/11/25 14:00.' });
    expect(within(notice).getByText('You have been signed out.')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Log in' })).toBeNull();

    fireEvent.click(within(notice).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
  });
});

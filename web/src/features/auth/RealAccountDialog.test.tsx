import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { testRoot } from '../../stores/testRoot';
import { renderWithStores } from '../../testing/render';
import { RealAccountDialog } from './RealAccountDialog';

afterEach(cleanup);

describe('the real-account dialog', () => {
  it('stays until the trial player answers: Register opens registration in its place', () => {
    const { root } = testRoot();
    renderWithStores(<RealAccountDialog />, { root });
    expect(screen.queryByRole('dialog')).toBeNull();

    act(() => root.ui.askForRealAccount());
    const dialog = screen.getByRole('dialog', { name: 'Real account needed' });
    expect(dialog.textContent).toContain('This needs a real account.');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(root.ui.isOpen('register')).toBe(true);
  });

  it('closes with Cancel and leaves registration closed', () => {
    const { root } = testRoot();
    renderWithStores(<RealAccountDialog />, { root });
    act(() => root.ui.askForRealAccount());
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(root.ui.isOpen('register')).toBe(false);
  });
});

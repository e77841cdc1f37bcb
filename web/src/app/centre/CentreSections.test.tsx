import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { testRoot } from '../../stores/testRoot';
import { renderWithStores } from '../../testing/render';
import { CentreSectionView } from './CentreSections';

afterEach(cleanup);

function mount(ui: React.ReactNode, hydrated = true) {
  return renderWithStores(ui, { path: '/member?page=depositv2', hydrated }).root;
}

describe('CentreSectionView', () => {
  const section = {
    page: 'depositv2',
    label: 'mc_deposit' as const,
    Screen: () => <p>The deposit screen</p>,
  };

  it('holds the section’s place under its heading while the account’s kind is unknown', () => {
    mount(<CentreSectionView section={section} waiting />);
    expect(screen.getByRole('heading', { name: 'Deposit' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(screen.queryByText('The deposit screen')).toBeNull();
  });

  it('renders the placeholder, never the screen, in the gateway’s markup and while hydrating it', () => {
    mount(<CentreSectionView section={section} />, false);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(screen.queryByText('The deposit screen')).toBeNull();
  });

  it('renders the screen while hydrating when the page came with its first data', () => {
    const root = testRoot({ signedIn: true }).root;
    root.features.offer('deposit', { settings: {} });
    renderWithStores(<CentreSectionView section={{ ...section, feature: 'deposit' }} />, {
      root,
      path: '/member?page=depositv2',
      hydrated: false,
    });
    expect(screen.getByText('The deposit screen')).toBeTruthy();
  });

  it('shows the section’s screen once it may start', () => {
    mount(<CentreSectionView section={section} />);
    expect(screen.getByText('The deposit screen')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });
});

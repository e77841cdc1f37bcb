import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeTransport } from '../stores/fakeTransport';
import { testRoot } from '../stores/testRoot';
import { renderWithStores } from '../testing/render';
import { App } from './App';

function renderApp(status: Record<string, unknown> | (() => never), language = 'EN') {
  const { root } = testRoot({ transport: new FakeTransport().on('permission', status) });
  return renderWithStores(<App />, { root, language, router: false }).root;
}

const base = {
  maintenance: false,
  regionRestriction: false,
  location: { ip: '203.0.113.5' },
  info: {},
};

describe('App site states', () => {
  it('shows the normal frame once the status call says the site is open', async () => {
    renderApp(base);
    expect(await screen.findByRole('heading', { name: 'Welcome to Playhouse' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
  });

  it('shows the maintenance page with its end time in GMT+7', async () => {
    renderApp({ ...base, maintenance: true, maintenanceEndTime: '2026-12-01T03:00:00Z' });
    expect(await screen.findByRole('heading', { name: 'System maintenance' })).toBeTruthy();
    expect(screen.getByText('Expected back at 2026/12/01 10:00 (GMT+7)')).toBeTruthy();
  });

  it('shows the region-restricted page with the visitor IP, translated', async () => {
    renderApp({ ...base, regionRestriction: true }, 'CN');
    expect(await screen.findByRole('heading', { name: '访问受限' })).toBeTruthy();
    expect(screen.getByText('您的 IP 地址：203.0.113.5')).toBeTruthy();
  });
});

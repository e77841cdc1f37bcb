import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { FakeTransport } from '../../stores/fakeTransport';
import { testRoot } from '../../stores/testRoot';
import { renderWithStores } from '../../testing/render';
import { LotteryPage } from './LotteryPage';

const entry = (gameCode: string, gameName: string, group: string, prizeMode = 'LOTT') => ({
  gameCode,
  gameName,
  gameGroupCode: group,
  prizeMode,
  vendor: prizeMode,
  currentIssue: '202611220721',
  drawTime: '2026-11-22T05:20:00.000Z',
});
const OPENED = {
  list: [
    { issue: '202611220720', numbers: ['1', '2', '3', '4', '5'], drawTime: '2026-11-22T05:00Z' },
    { issue: '202611220719', numbers: ['6', '7', '8', '9', '0'], drawTime: '2026-11-22T04:40Z' },
  ],
};

function lotteryPlatform() {
  return new FakeTransport()
    .on('game', (p?: Record<string, unknown>) =>
      p?.prizeMode === 'Lott'
        ? {
            CQSSC: entry('CQSSC', 'Chongqing Lucky Time', 'SSC'),
            BJPK10: entry('BJPK10', 'Beijing PK10', 'PK10'),
          }
        : {},
    )
    .on('lottLabby', (p?: Record<string, unknown>) => ({
      url: `/wps/standin/demo/slot?ticket=${String(p?.lottoGameCode)}`,
    }))
    .on('openedNumero', OPENED)
    .on('recentLottGame', { recent: [] });
}

function renderAt(path: string, transport: FakeTransport) {
  const { root } = testRoot({ transport, signedIn: true });
  renderWithStores(
    <Routes>
      {['/lottery', '/seaLottery', '/vnLottery'].map((p) => (
        <Route key={p} path={p} element={<LotteryPage />} />
      ))}
    </Routes>,
    { root, path },
  );
  return root;
}

afterEach(cleanup);

describe('LotteryPage', () => {
  it('shows the opened numbers, the lobby, artwork and an empty recent list', async () => {
    renderAt('/lottery?gameCode=CQSSC', lotteryPlatform());
    await screen.findByRole('heading', { level: 2, name: 'Chongqing Lucky Time' });
    const lobby = await screen.findByTitle('Chongqing Lucky Time lobby');
    expect(lobby.getAttribute('src')).toBe('/wps/standin/demo/slot?ticket=CQSSC');

    const opened = screen.getByTestId('lottery-opened');
    expect(within(opened).getAllByRole('row')).toHaveLength(3);
    expect(
      within(opened)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual('1234567890'.split(''));
    expect(screen.getByText('Issue 202611220721 draws at 11/22 12:20 (GMT+7)')).toBeTruthy();
    await screen.findByText('You have not played a lottery here yet.');

    const art = screen.getByRole('button', { name: 'Beijing PK10' }).querySelector('img');
    expect(art?.getAttribute('src')).toBe('/lgw/images/lottery/PK10/BJPK10.svg');
    fireEvent.error(art as HTMLImageElement);
    expect(art?.getAttribute('src')).toBe('/icon.svg');
  });

  it('switches game from the menu', async () => {
    const transport = lotteryPlatform();
    renderAt('/lottery?gameCode=CQSSC', transport);
    fireEvent.click(await screen.findByRole('button', { name: 'Beijing PK10' }));
    await screen.findByRole('heading', { level: 2, name: 'Beijing PK10' });
    expect((await screen.findByTitle('Beijing PK10 lobby')).getAttribute('src')).toContain(
      'BJPK10',
    );
    expect(screen.getByRole('button', { name: 'Beijing PK10' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    // The menu was read once: switching game does not reload the page.
    expect(transport.calls.filter((c) => c.name === 'game')).toHaveLength(2);
  });

  it('reads the menu again in the language the player switches to', async () => {
    const transport = lotteryPlatform().on('updateLanguage', true);
    const root = renderAt('/lottery?gameCode=CQSSC', transport);
    await screen.findByTitle('Chongqing Lucky Time lobby');
    await act(() => root.language.choose('CN'));
    await screen.findByRole('heading', { level: 1, name: '彩票游戏' });
    await waitFor(() =>
      expect(
        transport.calls.filter((c) => c.name === 'game').map((c) => c.payload?.language),
      ).toEqual(['EN', 'EN', 'CN', 'CN']),
    );
  });

  it('explains a refused lobby in the player’s words and opens it on retry', async () => {
    let refuse = true;
    const transport = lotteryPlatform().on('lottLabby', () => {
      if (refuse) throw new ApiError('server', 'in_need_true_account');
      return { url: '/wps/standin/demo/slot?ticket=ok' };
    });
    renderAt('/lottery?gameCode=CQSSC', transport);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'The lottery lobby could not be opened. This needs a real account. Please register.',
    );
    // The opened numbers do not depend on the lobby.
    expect(within(screen.getByTestId('lottery-opened')).getAllByRole('row')).toHaveLength(3);

    refuse = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTitle('Chongqing Lucky Time lobby')).getAttribute('src')).toBe(
      '/wps/standin/demo/slot?ticket=ok',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers a retry when the menu cannot be read', async () => {
    let down = true;
    const working = lotteryPlatform();
    const transport = lotteryPlatform().on('game', (p?: Record<string, unknown>) => {
      if (down) throw new ApiError('network', 'network_error');
      return working.send({ name: 'game' } as never, p);
    });
    renderAt('/lottery', transport);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The lotteries could not be loaded.');
    down = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { level: 2, name: 'Chongqing Lucky Time' });
  });

  it('lists Vietnamese regions and the latest result of each province', async () => {
    const transport = new FakeTransport()
      .on('vnlottMenus', {
        gameMenus: [
          { region: 'NORTH', games: [entry('VNMB', 'Northern Lottery', 'VN')] },
          { region: 'SOUTH', games: [entry('VNHCM', 'Ho Chi Minh City', 'VN')] },
        ],
      })
      .on('popular', {
        VNMB: { gameCode: 'VNMB', gameName: 'Northern Lottery', ...OPENED.list[0] },
        VNHCM: { gameCode: 'VNHCM', gameName: 'Ho Chi Minh City', issue: '', numbers: [] },
      })
      .on('lottRecent', { recent: [entry('VNMB', 'Northern Lottery', 'VN')] })
      .on('lottLabby', { url: '/wps/standin/demo/slot?ticket=vn' })
      .on('openedNumero', { list: [] });
    renderAt('/vnLottery?gameCode=VNHCM', transport);
    const menu = await screen.findByRole('navigation', { name: 'Lotteries' });
    expect(
      within(menu)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Northern region', 'Southern region']);
    const latest = screen.getByTestId('lottery-latest');
    await within(latest).findByText('Not drawn yet');
    expect(
      within(latest)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toContain('1');
    await screen.findByText('No draw has opened yet.');
    // Regional lotteries have no artwork folder.
    expect(
      within(menu).getByRole('button', { name: 'Ho Chi Minh City' }).querySelector('img')?.src,
    ).toMatch(/\/icon\.svg$/);
    await within(screen.getByTestId('lottery-recent')).findByRole('button', {
      name: 'Northern Lottery',
    });
  });
});

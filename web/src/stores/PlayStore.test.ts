import { describe, expect, it } from 'vitest';
import { toGameItem } from '../api/client/games';
import { ApiError } from '../api/errors';
import { FakeTransport } from './fakeTransport';
import { playableUrl } from './PlayStore';
import { TRIAL_TYPE } from './SessionStore';
import { testRoot } from './testRoot';

const slot = toGameItem({
  nodeId: 5,
  displayName: 'Lucky Reels',
  vassalage: 'PT',
  gameType: 'RNG',
  gameCode: 'pt-5',
});

describe('PlayStore', () => {
  it('asks a visitor to sign in, and tells a trial account it needs a real one', async () => {
    const transport = new FakeTransport();
    const { root } = testRoot({ transport });
    expect(await root.play.launch(slot, '/rng')).toEqual({ kind: 'none' });
    expect(root.ui.isOpen('login')).toBe(true);

    const trial = testRoot({ transport, signedIn: true }).root;
    trial.session.setAccountType(TRIAL_TYPE);
    await trial.play.launch(slot, '/rng');
    expect(trial.ui.isOpen('realAccountNeeded')).toBe(true);
    expect(trial.ui.toast).toBeNull();
    expect(transport.calls.map((c) => c.name)).not.toContain('launchGame');
  });

  it('says until when a cool-off or a self-exclusion refuses the launch, in the site time', async () => {
    const refuse = (key: string, until: string | null) => () =>
      Promise.reject(new ApiError('server', key, 200, { until }));
    const transport = new FakeTransport().on(
      'launchGame',
      refuse('account_cooling_off', '2026-11-21T03:00:00.000Z'),
    );
    const { root } = testRoot({ transport, signedIn: true });
    await root.play.launch(slot, '/rng');
    expect(root.ui.toast).toBe('account_cooling_off');
    expect(root.ui.toastValues).toEqual({ until: '2026/11/21 10:00' });

    transport.on('launchGame', refuse('account_self_excluded', '2027-05-20T03:00:00.000Z'));
    await root.play.launch(slot, '/rng');
    expect(root.ui.toast).toBe('account_self_excluded_until');

    transport.on('launchGame', refuse('account_self_excluded', null));
    await root.play.launch(slot, '/rng');
    expect(root.ui.toast).toBe('account_self_excluded');
    expect(root.ui.toastValues).toBeNull();
  });

  it('routes lottery vendors to their pages and vendor cards to their game list', async () => {
    const { root } = testRoot({ signedIn: true });
    const as = (vassalage: string, isGame = 'GAME') =>
      root.play.launch({ ...slot, vassalage, isGame, gameCode: 'VN 1' }, '/');
    expect(await as('TCG_SEA')).toEqual({ kind: 'navigate', to: '/seaLottery' });
    expect(await as('TCG_LOTTO_VN')).toEqual({
      kind: 'navigate',
      to: '/vnLottery?gameCode=VN%201',
    });
    expect(await as('LOTT')).toEqual({ kind: 'navigate', to: '/lottery?gameCode=VN%201' });
    expect(await as('ELOTT')).toEqual({ kind: 'navigate', to: '/lottery?gameCode=VN%201' });
    expect(await as('PT', 'VASSALAGE')).toEqual({ kind: 'vendor-games', vassalage: 'PT' });
  });

  it('launches through the vendor call and keeps the URL for the game view', async () => {
    const transport = new FakeTransport().on('launchGame', { url: '/wps/standin/demo/slot?t=1' });
    const { root } = testRoot({ transport, signedIn: true });
    expect(await root.play.launch(slot, '/rng')).toEqual({ kind: 'navigate', to: '/seamless' });
    expect(root.play.url).toBe('/wps/standin/demo/slot?t=1');
    expect(root.play.returnTo).toBe('/rng');
    expect(transport.calls[transport.calls.length - 1]?.payload).toMatchObject({
      nodeId: 5,
      gameCode: 'pt-5',
      device: 'WEB',
    });
  });

  it('refuses an address the frame must not open, and shows the platform’s refusal', async () => {
    const transport = new FakeTransport().on('launchGame', { url: 'javascript:alert(1)' });
    const { root } = testRoot({ transport, signedIn: true });
    await root.play.launch(slot, '/rng');
    expect(root.ui.toast).toBe('game_url_invalid');
    expect(root.play.url).toBeNull();

    const visitor = testRoot({
      transport: new FakeTransport().on('trialGame', () => Promise.reject(new Error('x'))),
    }).root;
    await visitor.play.trial(slot, '/rng');
    expect(visitor.ui.toast).toBe('unknown_error');
  });

  it('accepts same-site paths and web URLs only', () => {
    expect(playableUrl('/wps/standin/demo/slot')).toBe('/wps/standin/demo/slot');
    expect(playableUrl('https://games.example/x')).toBe('https://games.example/x');
    expect(playableUrl('//evil.example/x')).toBeNull();
    expect(playableUrl('data:text/html,hi')).toBeNull();
    expect(playableUrl('not a url')).toBeNull();
  });
});

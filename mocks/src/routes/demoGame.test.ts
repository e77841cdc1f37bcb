import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { hashSeed, spinOutcome, TICKET_TTL_MS } from '../state/demoGame.js';
import type { PushDelivery } from '../push/pushBus.js';
import { MockStore } from '../state/store.js';

const H = { Merchant: 'PH01' };
const SLOT = 10001;

function stand() {
  let clock = Date.UTC(2026, 10, 22, 5, 0, 0);
  const store = new MockStore({ now: () => clock });
  const { app } = createApp({ store });
  const signIn = (account: string) => {
    const member = store.accounts.byAccount(account)!;
    return {
      member,
      auth: { ...H, Authorization: store.sessions.createWithToken(member.id, `${account}-t`) },
    };
  };
  return { app, store, signIn, advance: (ms: number) => (clock += ms) };
}

async function launch(
  app: ReturnType<typeof stand>['app'],
  auth: Record<string, string>,
  nodeId = SLOT,
) {
  const res = await request(app)
    .get('/wps/game/launchGame')
    .query({ nodeId, language: 'EN' })
    .set(auth);
  return res.body;
}

function ticketOf(url: string): string {
  return new URL(url, 'http://x').searchParams.get('ticket')!;
}

describe('game launch', () => {
  it('opens the demo game for a member and records the game as recent', async () => {
    const { app, store, signIn } = stand();
    const { member, auth } = signIn('player1');
    const body = await launch(app, auth);
    expect(body.success).toBe(true);
    expect(body.value.url).toMatch(/^\/wps\/standin\/demo\/slot\?ticket=/);
    expect(store.recents.nodeIds(member.id)).toEqual([SLOT]);
  });

  it('refuses a self-excluded member and a trial account with clear message keys', async () => {
    const { app, store, signIn } = stand();
    expect(await launch(app, signIn('excluded1').auth)).toMatchObject({
      success: false,
      message: 'account_self_excluded',
    });
    const trial = store.accounts.add({ account: 'trialx', password: 'x', type: 4 });
    const token = store.sessions.createWithToken(trial.id, 'trial-t');
    expect(await launch(app, { ...H, Authorization: token })).toMatchObject({
      message: 'in_need_true_account',
    });
  });

  it('launches the lottery lobby by lottery game code', async () => {
    const { app, signIn } = stand();
    const res = await request(app)
      .get('/wps/game/launchGame')
      .query({ launchMode: 'LOTT', lottoGameCode: 'CQSSC', lottoView: 'lobby' })
      .set(signIn('player1').auth);
    expect(res.body.value.gameCode).toBe('CQSSC');
  });

  it('offers a free trial only where the game supports one', async () => {
    const { app, store } = stand();
    const offered = store.games.games.find((g) => g.trialOffered)!;
    const refused = store.games.games.find((g) => !g.trialOffered && !g.freeplay)!;
    const ok = await request(app)
      .get('/wps/relay/GCS_gameTrialLaunch')
      .query({ nodeId: offered.nodeId })
      .set(H);
    expect(ok.body.value.mode).toBe('fun');
    const no = await request(app)
      .get('/wps/relay/GCS_gameTrialLaunch')
      .query({ nodeId: refused.nodeId })
      .set(H);
    expect(no.body).toMatchObject({ success: false, message: 'trial_not_supported' });
  });
});

describe('demo slot page', () => {
  it('runs under a strict CSP: no inline script or style, script served as its own file', async () => {
    const { app } = stand();
    const page = await request(app).get('/wps/standin/demo/slot').query({ ticket: 'x' }).set(H);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['content-security-policy']).not.toContain('unsafe-inline');
    expect(page.text).toMatch(/<script src="\/wps\/standin\/demo\/slot\.js" defer><\/script>/);
    expect(page.text).not.toMatch(/<script>|<style|style="|onclick=/);
    const script = await request(app).get('/wps/standin/demo/slot.js').set(H);
    expect(script.headers['content-type']).toContain('javascript');
  });
});

describe('demo slot rounds', () => {
  it('debits the stake, credits the win, records the bet and feeds the jackpot', async () => {
    const { app, store, signIn } = stand();
    const { member, auth } = signIn('player1');
    const pushes: PushDelivery[] = [];
    store.push.subscribe((d) => pushes.push(d));
    const ticket = ticketOf((await launch(app, auth)).value.url);
    const before = store.wallet.balanceMinor(member.id);
    const state = (await request(app).get('/wps/standin/demo/api/state').query({ ticket }).set(H))
      .body.value;

    const spin = await request(app)
      .post('/wps/standin/demo/api/spin')
      .set(H)
      .send({ ticket, stake: 5, clientSeed: 'mine' });
    const v = spin.body.value;
    // The revealed seed is the one whose hash was shown before the round, and it decides it.
    expect(hashSeed(v.round.serverSeed)).toBe(state.serverSeedHash);
    expect(spinOutcome(v.round.serverSeed, 'mine', 1).reels).toEqual(v.reels);
    expect(v.state.serverSeedHash).not.toBe(state.serverSeedHash);

    const after = before - 5_00 + Math.round(v.win * 100);
    expect(store.wallet.balanceMinor(member.id)).toBe(after);
    expect(v.state.balance).toBe(after / 100);
    expect(store.bets.forMember(member.id)).toEqual([
      expect.objectContaining({ nodeId: SLOT, stake: 5_00, win: Math.round(v.win * 100) }),
    ]);
    expect(store.jackpot.amount).toBe(store.jackpot.seedAmount + 5);
    // A slot round is no lottery win: the platform pushes nothing (the balance is read again).
    expect(pushes).toEqual([]);
  });

  it('refuses a stake the balance cannot cover, and stakes off the table, changing nothing', async () => {
    const { app, store, signIn } = stand();
    const { member, auth } = signIn('player1');
    const ticket = ticketOf((await launch(app, auth)).value.url);
    store.wallet.post({
      memberId: member.id,
      deltaMinor: -(store.wallet.balanceMinor(member.id) - 50),
      kind: 'test',
      reference: 'drain',
    });
    const poor = await request(app)
      .post('/wps/standin/demo/api/spin')
      .set(H)
      .send({ ticket, stake: 1 });
    expect(poor.body).toMatchObject({ success: false, message: 'insufficient_balance' });
    const odd = await request(app)
      .post('/wps/standin/demo/api/spin')
      .set(H)
      .send({ ticket, stake: 3 });
    expect(odd.body.message).toBe('stake_invalid');
    expect(store.bets.all()).toHaveLength(0);
    expect(store.wallet.balanceMinor(member.id)).toBe(50);
  });

  it('stops real play when the member excludes themselves mid-session', async () => {
    const { app, signIn, store } = stand();
    const { member, auth } = signIn('player1');
    const ticket = ticketOf((await launch(app, auth)).value.url);
    member.selfExcluded = true;
    const res = await request(app)
      .post('/wps/standin/demo/api/spin')
      .set(H)
      .send({ ticket, stake: 1 });
    expect(res.body.message).toBe('account_self_excluded');
    expect(store.bets.all()).toHaveLength(0);
  });

  it('plays a trial with play money only: the wallet and the bets ledger stay untouched', async () => {
    const { app, store } = stand();
    const launched = await request(app)
      .get('/wps/relay/GCS_gameLaunchFB')
      .query({ nodeId: SLOT })
      .set(H);
    const ticket = ticketOf(launched.body.value.url);
    const res = await request(app)
      .post('/wps/standin/demo/api/spin')
      .set(H)
      .send({ ticket, stake: 10 });
    expect(res.body.value.state.balance).toBe(1000 - 10 + res.body.value.win);
    expect(res.body.value.state.mode).toBe('fun');
    expect(store.bets.all()).toHaveLength(0);
    expect(store.jackpot.amount).toBe(store.jackpot.seedAmount);
  });

  it('lets a launch ticket lapse after two idle hours', async () => {
    const { app, signIn, advance } = stand();
    const ticket = ticketOf((await launch(app, signIn('player1').auth)).value.url);
    advance(TICKET_TTL_MS);
    const res = await request(app)
      .post('/wps/standin/demo/api/spin')
      .set(H)
      .send({ ticket, stake: 1 });
    expect(res.body.message).toBe('game_session_expired');
  });
});

describe('provably fair outcome', () => {
  it('is a pure function of the seeds and nonce, and pays by the table', () => {
    const a = spinOutcome('seed', 'client', 1);
    expect(spinOutcome('seed', 'client', 1)).toEqual(a);
    const outcomes = Array.from({ length: 2000 }, (_, i) => spinOutcome('seed', 'client', i));
    const rtp = outcomes.reduce((sum, o) => sum + o.multiplier, 0) / outcomes.length;
    // About 92.6% in theory; 2,000 rounds land well within this band.
    expect(rtp).toBeGreaterThan(0.75);
    expect(rtp).toBeLessThan(1.1);
    for (const o of outcomes) {
      const [x, y, z] = o.reels;
      if (x === y && y === z) expect(o.multiplier).toBeGreaterThanOrEqual(5);
      else if (x === y || y === z || x === z) expect(o.multiplier).toBe(1);
      else expect(o.multiplier).toBe(0);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { PushBus, type PushDelivery } from '../push/pushBus.js';
import { PlatformPush } from './platformPush.js';
import { Promotions } from './promotions.js';
import { settleRound } from './settleRound.js';
import { MockStore } from './store.js';

/** The stand-in's clock, fixed: every `time` in a body is this instant. */
const NOW = Date.UTC(2026, 10, 28, 8, 0, 0);
const anyId = expect.any(String) as unknown as string;

function setUp() {
  const store = new MockStore({ now: () => NOW });
  const seen: PushDelivery[] = [];
  store.push.subscribe((d) => seen.push(d));
  const member = (account: string) => {
    const m = store.accounts.byAccount(account);
    if (!m) throw new Error(`no ${account}`);
    return m;
  };
  return { store, seen, member };
}

/** What one member would get on the user topic, bodies only. */
function bodiesOf(seen: PushDelivery[], memberId: string) {
  return seen.filter((d) => d.topic === 'user' && d.memberId === memberId).map((d) => d.body);
}

describe('deposits push DEPOSIT', () => {
  function depositFor(store: MockStore, account: string, requestId: string) {
    const m = store.accounts.byAccount(account);
    if (!m) throw new Error(`no ${account}`);
    store.deposits.settings.autoArriveSeconds = null;
    return store.deposits.create(m, {
      bankType: 'BANK',
      vendorId: 102,
      amountMinor: 1_000_00,
      promotionId: null,
      requestId,
    });
  }

  it('when credited: the amount that reached the wallet, and first-deposit only the first time', () => {
    const { store, seen } = setUp();
    const newbie = store.accounts.add({
      account: 'newbie1',
      password: 'Newbie123',
      payeeName: 'New Bie',
    });
    const first = depositFor(store, 'newbie1', 'r-1');
    store.deposits.settle(first.id, 'ARRIVED');
    const second = depositFor(store, 'newbie1', 'r-2');
    store.deposits.settle(second.id, 'ARRIVED');
    // 1% charge on 1000.00 on this channel: 990.00 credited each time.
    expect(first.chargeMinor).toBe(10_00);
    expect(bodiesOf(seen, newbie.id)).toEqual([
      {
        type: 'DEPOSIT',
        sendId: anyId,
        data: { amount: 990, time: NOW, success: true, isFirstDeposit: true },
      },
      {
        type: 'DEPOSIT',
        sendId: anyId,
        data: { amount: 990, time: NOW, success: true, isFirstDeposit: false },
      },
    ]);
  });

  it('counts a seeded balance as an earlier deposit', () => {
    const { store, seen, member } = setUp();
    const d = depositFor(store, 'player1', 'r-1');
    store.deposits.settle(d.id, 'ARRIVED');
    expect(bodiesOf(seen, member('player1').id)).toEqual([
      expect.objectContaining({
        type: 'DEPOSIT',
        data: expect.objectContaining({ isFirstDeposit: false, success: true }),
      }),
    ]);
  });

  it('when failed: success false with the provider’s reason as the message, nothing credited', () => {
    const { store, seen, member } = setUp();
    const before = store.wallet.balanceMinor(member('player1').id);
    const a = depositFor(store, 'player1', 'f-1');
    const b = depositFor(store, 'player1', 'f-2');
    store.deposits.settle(a.id, 'FAILED', 'Card declined by the bank');
    store.deposits.settle(b.id, 'FAILED');
    expect(store.wallet.balanceMinor(member('player1').id)).toBe(before);
    // A failure names the amount asked for: nothing was charged.
    const failed = { amount: 1000, time: NOW, success: false, isFirstDeposit: false };
    expect(bodiesOf(seen, member('player1').id)).toEqual([
      { type: 'DEPOSIT', sendId: anyId, data: failed, message: 'Card declined by the bank' },
      { type: 'DEPOSIT', sendId: anyId, data: failed, message: 'Payment failed' },
    ]);
  });
});

describe('inbox mail pushes INBOX', () => {
  it('with the title, and popup only when the back office asked for a notice', () => {
    const { store, seen, member } = setUp();
    const id = member('player2').id;
    store.inbox.send(id, 'Weekly news', '<p>…</p>');
    store.inbox.send(id, 'Your bonus is here', '<p>…</p>', NOW, true);
    expect(bodiesOf(seen, id)).toEqual([
      { type: 'INBOX', sendId: anyId, popup: false, title: 'Weekly news' },
      { type: 'INBOX', sendId: anyId, popup: true, title: 'Your bonus is here' },
    ]);
  });
});

describe('money between an agent and a downline is pushed to both', () => {
  it('agent to downline', () => {
    const { store, seen, member } = setUp();
    store.walletTransfers.transferDownline(member('agent1'), {
      username: 'player1',
      amountMinor: 50_25,
      password: 'Agent123',
      remark: '',
      requestId: 't-1',
    });
    const body = {
      type: 'AGENT_TRANSFER_AGENT_TO_DOWNLINE',
      sendId: anyId,
      data: { amount: 50.25, time: NOW, sender: 'agent1', receiver: 'player1' },
    };
    expect(bodiesOf(seen, member('agent1').id)).toEqual([body]);
    expect(bodiesOf(seen, member('player1').id)).toEqual([body]);
  });

  it('downline to agent, paid by the downline', () => {
    const { store, seen, member } = setUp();
    store.walletTransfers.transferUpline(member('player1'), {
      amountMinor: 12_00,
      password: 'Player123',
      remark: 'rent',
      requestId: 'u-1',
    });
    const body = {
      type: 'AGENT_TRANSFER_DOWNLINE_TO_AGENT',
      sendId: anyId,
      data: { amount: 12, time: NOW, sender: 'player1', receiver: 'agent1' },
    };
    expect(bodiesOf(seen, member('agent1').id)).toEqual([body]);
    expect(bodiesOf(seen, member('player1').id)).toEqual([body]);
  });

  it('downline to agent, collected by the agent', () => {
    const { store, seen, member } = setUp();
    store.team.collect(member('agent1'), member('player2'), 20_00, 'c-1');
    const body = {
      type: 'AGENT_TRANSFER_DOWNLINE_TO_AGENT',
      sendId: anyId,
      data: { amount: 20, time: NOW, sender: 'player2', receiver: 'agent1' },
    };
    expect(bodiesOf(seen, member('agent1').id)).toEqual([body]);
    expect(bodiesOf(seen, member('player2').id)).toEqual([body]);
  });

  it('nothing when the transfer is refused', () => {
    const { store, seen, member } = setUp();
    expect(() =>
      store.walletTransfers.transferDownline(member('agent1'), {
        username: 'player1',
        amountMinor: 50_00,
        password: 'wrong',
        remark: '',
        requestId: 't-2',
      }),
    ).toThrow();
    expect(seen).toEqual([]);
  });
});

describe('promotions push PROMOTION_CLAIM', () => {
  it('when a reward is claimed into the wallet: its name and the amount credited', () => {
    const { store, seen, member } = setUp();
    store.rewards.claimReward(member('player1'), 'RW1');
    expect(bodiesOf(seen, member('player1').id)).toEqual([
      {
        type: 'PROMOTION_CLAIM',
        sendId: anyId,
        title: 'Welcome bonus',
        message: '18.00 has been credited to your wallet',
      },
    ]);
  });

  it('when the operator approves an application, and when an instant prize is paid', () => {
    const { store, seen, member } = setUp();
    const promotions = new Promotions({
      now: store.now,
      announcements: store.announcements,
      rewards: store.rewards,
      push: store.notify,
    });
    const player = member('player1');
    promotions.apply(player, 301, '');
    expect(seen).toEqual([]);
    promotions.decide(player, 301, 'approve');
    promotions.apply(player, 305, '');
    expect(bodiesOf(seen, player.id)).toEqual([
      {
        type: 'PROMOTION_CLAIM',
        sendId: anyId,
        title: 'Welcome bonus 100%',
        message: '100.00 is ready to claim in the reward centre',
      },
      {
        type: 'PROMOTION_CLAIM',
        sendId: anyId,
        title: 'Check-in gift 5.00',
        message: '5.00 has been credited to your wallet',
      },
    ]);
  });
});

describe('an operator’s red-envelope rain pushes RAFFLE', () => {
  it('to every member signed in, with the id the red-envelope list shows', () => {
    const { store, seen, member } = setUp();
    store.sessions.create(member('player1').id);
    store.sessions.create(member('player1').id);
    store.sessions.create(member('player2').id);
    const rain = store.rewards.startRain({
      title: 'Friday rain',
      amountMinor: 6_66,
      minDepositMinor: 0,
      depositWindowMs: 0,
      durationMs: 600_000,
    });
    expect(store.rewards.redEnvelopes.map((e) => e.id)).toContain(rain.id);
    expect(store.rewards.envelopeStatus(member('player1'), rain)).toBe('OPENABLE');
    expect(seen).toEqual([
      {
        topic: 'user',
        memberId: member('player1').id,
        body: { type: 'RAFFLE', sendId: anyId, data: { raffleId: rain.id } },
      },
      {
        topic: 'user',
        memberId: member('player2').id,
        body: { type: 'RAFFLE', sendId: anyId, data: { raffleId: rain.id } },
      },
    ]);
  });
});

describe('a lottery round settled as a win pushes I18N', () => {
  it('lottery_win_<game>_<issue>_<amount>, with no _ inside a field', () => {
    const { store, seen, member } = setUp();
    const player = member('player1');
    const game = store.games.findByCode('TCG1_11X5');
    if (!game) throw new Error('no lottery game');
    const draws = store.lottery.find('TCG1_11X5');
    if (!draws) throw new Error('no lottery schedule');
    const issue = store.lottery.current(draws).issue;
    settleRound(store, { member: player, game, stake: 10_00, win: 0, reference: 'l-0' });
    settleRound(store, { member: player, game, stake: 10_00, win: 25_50, reference: 'l-1' });
    expect(bodiesOf(seen, player.id)).toEqual([
      { type: 'I18N', sendId: anyId, content: `lottery_win_TCG1-11X5_${issue}_25.50` },
    ]);
    const content = String(bodiesOf(seen, player.id)[0]?.content);
    expect(content.split('_')).toHaveLength(5);
  });

  it('nothing for a slot win', () => {
    const { store, seen, member } = setUp();
    const slot = store.games.games.find((g) => g.gameType === 'RNG');
    if (!slot) throw new Error('no slot');
    settleRound(store, {
      member: member('player1'),
      game: slot,
      stake: 1_00,
      win: 5_00,
      reference: 's',
    });
    expect(seen).toEqual([]);
  });
});

describe('the store', () => {
  it('pushes nothing while a scenario is seeded', () => {
    const { store, seen } = setUp();
    store.reset();
    store.loadScenario('default');
    expect(seen).toEqual([]);
  });

  it('no longer pushes a balance on every wallet movement (the platform does not)', () => {
    const { store, seen, member } = setUp();
    store.wallet.post({
      memberId: member('player1').id,
      deltaMinor: 1_00,
      kind: 'bet',
      reference: 'x-1',
    });
    expect(seen).toEqual([]);
  });
});

describe('PlatformPush', () => {
  it('sends nothing and answers null while not live', () => {
    const bus = new PushBus();
    const seen: PushDelivery[] = [];
    bus.subscribe((d) => seen.push(d));
    let live = false;
    const push = new PlatformPush(bus, () => live);
    expect(push.onlineMessage('m-1', { title: 't', message: 'm' })).toBeNull();
    expect(push.siteMessage('m-1', { messageType: 'INBOX' })).toBeNull();
    live = true;
    const sendId = push.onlineMessage('m-1', { title: 't', message: 'm' });
    expect(seen).toEqual([
      {
        topic: 'user',
        memberId: 'm-1',
        body: { type: 'ONLINE_MSG', sendId, title: 't', message: 'm' },
      },
    ]);
  });

  it('writes the bodies of the operator’s messages as the notes list them', () => {
    const bus = new PushBus();
    const seen: PushDelivery[] = [];
    bus.subscribe((d) => seen.push(d));
    const push = new PlatformPush(bus, () => true);
    push.manualPromo('m-1', { title: 'Gift', message: 'For you' });
    push.extraReward('m-1', { promotionId: '42', promotionName: 'Reload', amountMinor: 7_05 });
    push.withdrawalApproved('m-1', { amountMinor: 100_00, time: NOW });
    push.withdrawalRejected('m-1', { amountMinor: 100_10, time: NOW, remarks: 'name mismatch' });
    push.paymentConfirmation('m-1');
    const id = push.siteMessage('m-1', {
      messageType: 'ONLINE_MESSAGE',
      title: 'Hi',
      body: 'Come back',
      notificationRedirection: 'PROMO',
      redirectPromotionId: '301',
    });
    expect(seen.map((d) => d.body)).toEqual([
      { type: 'MANUAL_PROMO', sendId: anyId, popup: true, title: 'Gift', message: 'For you' },
      {
        type: 'PROMO_EXTRA_REWARD',
        sendId: anyId,
        data: { promotionId: '42', promotionName: 'Reload', amount: 7.05 },
      },
      { type: 'WITHDRAW', sendId: anyId, data: { amount: 100, time: NOW, success: true } },
      {
        type: 'WITHDRAW',
        sendId: anyId,
        data: { amount: 100.1, time: NOW, success: false, remarks: 'name mismatch' },
      },
      { type: 'PAYMENT_CONFIRMATION', sendId: anyId },
      {
        messageType: 'ONLINE_MESSAGE',
        websocketDeliveryId: id,
        title: 'Hi',
        body: 'Come back',
        notificationRedirection: 'PROMO',
        redirectPromotionId: '301',
      },
    ]);
    expect(seen.at(-1)?.topic).toBe('member-site');
  });
});

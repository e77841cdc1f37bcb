import { describe, expect, it } from 'vitest';
import { MEMBER_EVENTS, MEMBER_EVENT_NAMES } from '../events.js';
import { PUSH_TYPES, lotteryWin, mapSiteMessage, mapUserMessage, parseBody } from './messages.js';

const event = (body: unknown) => {
  const m = mapUserMessage(body);
  return m.kind === 'event' ? m.mapped : undefined;
};

describe('the platform’s user-topic messages as browser events', () => {
  it('tells an arrived deposit from a failed one, with the failure’s reason', () => {
    expect(
      event({
        type: 'DEPOSIT',
        sendId: 's1',
        data: { amount: 100, time: 1_700_000_000_000, success: true, isFirstDeposit: true },
      }),
    ).toEqual({
      event: MEMBER_EVENTS.depositArrived,
      payload: { amount: 100, time: 1_700_000_000_000, firstDeposit: true },
    });
    expect(
      event({
        type: 'DEPOSIT',
        data: { amount: '12.345', time: 5, success: false, isFirstDeposit: false },
        message: 'Bank declined',
      }),
    ).toEqual({
      event: MEMBER_EVENTS.depositFailed,
      payload: { amount: 12.35, time: 5, reason: 'Bank declined' },
    });
  });

  it('maps withdrawals, mail, promotions, notices and the payment confirmation', () => {
    expect(event({ type: 'WITHDRAW', data: { amount: 5, time: 1, success: true } })).toEqual({
      event: MEMBER_EVENTS.withdrawalApproved,
      payload: { amount: 5, time: 1 },
    });
    expect(
      event({ type: 'WITHDRAW', data: { amount: 5, success: false, remarks: 'Wrong name' } }),
    ).toEqual({
      event: MEMBER_EVENTS.withdrawalRejected,
      payload: { amount: 5, remarks: 'Wrong name' },
    });
    expect(event({ type: 'INBOX', popup: true, title: 'Welcome' })).toEqual({
      event: MEMBER_EVENTS.mailNew,
      payload: { title: 'Welcome', popup: true },
    });
    expect(event({ type: 'MANUAL_PROMO', popup: true, title: 'Gift', message: 'For you' })).toEqual(
      {
        event: MEMBER_EVENTS.promoGift,
        payload: { popup: true, title: 'Gift', message: 'For you' },
      },
    );
    expect(event({ type: 'PROMOTION_CLAIM', title: 'T', message: 'M' })?.event).toBe(
      MEMBER_EVENTS.promoClaimed,
    );
    expect(event({ type: 'ONLINE_MSG', title: 'T', message: '<script>x</script>' })).toEqual({
      event: MEMBER_EVENTS.onlineMessage,
      payload: { title: 'T', message: '<script>x</script>' },
    });
    expect(event({ type: 'PAYMENT_CONFIRMATION', sendId: 'x' })).toEqual({
      event: MEMBER_EVENTS.withdrawalConfirmationRequest,
      payload: {},
    });
  });

  it('maps both transfer directions, the raffle and the extra reward from their data', () => {
    const data = { amount: 30, time: 2, sender: 'agent1', receiver: 'player1' };
    expect(event({ type: 'AGENT_TRANSFER_AGENT_TO_DOWNLINE', data })).toEqual({
      event: MEMBER_EVENTS.transferAgentToDownline,
      payload: data,
    });
    expect(event({ type: 'AGENT_TRANSFER_DOWNLINE_TO_AGENT', data })?.event).toBe(
      MEMBER_EVENTS.transferDownlineToAgent,
    );
    expect(event({ type: 'RAFFLE', data: { raffleId: 42 } })).toEqual({
      event: MEMBER_EVENTS.raffle,
      payload: { raffleId: '42' },
    });
    expect(
      event({
        type: 'PROMO_EXTRA_REWARD',
        data: { promotionId: 'p1', promotionName: 'Boost', amount: 8 },
      }),
    ).toEqual({
      event: MEMBER_EVENTS.promoExtraReward,
      payload: { promotionId: 'p1', promotionName: 'Boost', amount: 8 },
    });
  });

  it('shows a lottery win only when the amount is above zero', () => {
    expect(event({ type: 'I18N', content: 'lottery_win_PK10_20261128001_88.5' })).toEqual({
      event: MEMBER_EVENTS.lotteryWin,
      payload: { amount: 88.5 },
    });
    expect(mapUserMessage({ type: 'I18N', content: 'lottery_win_PK10_1_0' })).toEqual({
      kind: 'ignored',
      type: 'I18N',
    });
    expect(lotteryWin('a_b_c')).toBeUndefined();
    expect(lotteryWin('a_b_c_d_x')).toBeUndefined();
  });

  it('ignores unknown types but still acknowledges them; forgives extra and malformed fields', () => {
    expect(mapUserMessage({ type: 'CONTRACT_REQUEST', sendId: 's9' })).toEqual({
      kind: 'ignored',
      type: 'unknown',
      ack: { sendId: 's9' },
    });
    expect(mapUserMessage('not an object')).toEqual({ kind: 'ignored', type: 'unknown' });
    const m = mapUserMessage({
      type: 'DEPOSIT',
      sendId: 's2',
      extra: { nested: true },
      data: { amount: 'lots', time: 'now', success: true, isFirstDeposit: 'yes', more: 1 },
    });
    expect(m).toEqual({
      kind: 'event',
      type: 'DEPOSIT',
      ack: { sendId: 's2' },
      mapped: { event: MEMBER_EVENTS.depositArrived, payload: { firstDeposit: false } },
    });
  });
});

describe('member-site messages', () => {
  it('maps a message with its redirect; only http(s) links are kept', () => {
    expect(
      mapSiteMessage({
        messageType: 'PROMO',
        websocketDeliveryId: 'd1',
        subject: 'Hello',
        message: 'Body text',
        notificationRedirection: 'REDIRECT_URL',
        redirectionExternalLink: 'https://example.com/x',
      }),
    ).toEqual({
      kind: 'event',
      type: 'member-site',
      ack: { websocketDeliveryId: 'd1' },
      mapped: {
        event: MEMBER_EVENTS.siteMessage,
        payload: {
          deliveryId: 'd1',
          messageType: 'PROMO',
          title: 'Hello',
          body: 'Body text',
          redirect: { to: 'REDIRECT_URL', link: 'https://example.com/x' },
        },
      },
    });
    const unsafe = mapSiteMessage({
      messageType: 'PROMO',
      websocketDeliveryId: 'd2',
      notificationRedirection: 'REDIRECT_URL',
      redirectionExternalLink: 'javascript:alert(1)',
    });
    expect(unsafe.kind === 'event' && unsafe.mapped.payload).toEqual({
      deliveryId: 'd2',
      messageType: 'PROMO',
    });
    const game = mapSiteMessage({
      messageType: 'GAME',
      websocketDeliveryId: 'd3',
      notificationRedirection: 'GAME_LINKAGE',
      gameCode: 'g1',
      vendorCode: 'v1',
    });
    expect(game.kind === 'event' && game.mapped.payload.redirect).toEqual({
      to: 'GAME_LINKAGE',
      gameCode: 'g1',
      vendorCode: 'v1',
    });
  });

  it('treats messageType INBOX as new mail, and reads a body sent as a JSON string', () => {
    const body = parseBody(
      JSON.stringify(
        JSON.stringify({ messageType: 'INBOX', websocketDeliveryId: 'd4', title: 'Mail' }),
      ),
    );
    expect(mapSiteMessage(body)).toEqual({
      kind: 'event',
      type: 'member-site',
      ack: { websocketDeliveryId: 'd4' },
      mapped: { event: MEMBER_EVENTS.mailNew, payload: { title: 'Mail', popup: false } },
    });
    expect(parseBody('{broken')).toBeUndefined();
  });
});

describe('coverage of the browser events', () => {
  it('every platform type reaches the browser, and every browser event has a platform message', () => {
    const produced = new Set<string>();
    for (const type of PUSH_TYPES)
      for (const success of [true, false]) {
        const m = mapUserMessage({
          type,
          data: { success },
          content: 'lottery_win_g_i_1',
        });
        expect(m.kind, type).toBe('event');
        if (m.kind === 'event') produced.add(m.mapped.event);
      }
    const site = mapSiteMessage({ messageType: 'PROMO', websocketDeliveryId: 'd' });
    if (site.kind === 'event') produced.add(site.mapped.event);
    expect([...produced].sort()).toEqual([...MEMBER_EVENT_NAMES].sort());
  });
});

import { describe, expect, it } from 'vitest';
import {
  depositFailed,
  lotteryWin,
  mailNew,
  redirectAction,
  safeLink,
  siteMessage,
  transfer,
} from './notices';

describe('live notices', () => {
  it('words an agent transfer by the side the signed-in member is on', () => {
    const p = { amount: 1500, sender: 'agent1', receiver: 'player1' };
    expect(transfer(p, 'agent1').text).toEqual({
      key: 'live_transfer_sent',
      values: { amount: '1,500.00', receiver: 'player1' },
    });
    expect(transfer(p, 'player1').text).toEqual({
      key: 'live_transfer_received',
      values: { amount: '1,500.00', sender: 'agent1' },
    });
    // Usernames are compared as the platform treats them: without regard to case.
    expect(transfer(p, 'Agent1').text?.key).toBe('live_transfer_sent');
  });

  it('says why a deposit failed when the platform says, and is announced as a failure', () => {
    expect(depositFailed({ amount: 50, reason: 'Channel timeout' })).toEqual({
      tone: 'failure',
      text: { key: 'live_deposit_failed', values: { amount: '50.00', reason: 'Channel timeout' } },
    });
    expect(depositFailed({ amount: 50 }).text?.key).toBe('live_deposit_failed_plain');
  });

  it('shows a new message only when the platform asks for a popup', () => {
    expect(mailNew({ title: 'Hi', popup: false })).toBeNull();
    expect(mailNew({ title: 'Hi', popup: true })?.action).toMatchObject({
      to: '/member?page=messageV2',
    });
  });

  it('tells of a lottery win only when something was won', () => {
    expect(lotteryWin({ amount: 0 })).toBeNull();
    expect(lotteryWin({ amount: 88.5 })?.text?.values?.amount).toBe('88.50');
  });

  it('follows a member-site message to the site’s own pages', () => {
    const to = (redirect: Parameters<typeof redirectAction>[0]) => {
      const action = redirectAction(redirect);
      return action?.kind === 'route' ? action.to : action?.kind;
    };
    expect(to({ to: 'DEPOSIT' })).toBe('/member?page=depositv2');
    expect(to({ to: 'REWARD_CENTER' })).toBe('/member?page=rewardCenter');
    expect(to({ to: 'MISSION' })).toBe('/member?page=missionLeaderboard');
    expect(to({ to: 'INVITE_FRIENDS' })).toBe('/member?page=referral');
    expect(to({ to: 'MEMBER' })).toBe('/member');
    expect(to({ to: 'POINT_MARKET' })).toBe('/pointMall');
    expect(to({ to: 'MEMBER_TURNOVER' })).toBe('/member?page=personalHistoryCopy');
    expect(to({ to: 'PROMO', promotionId: '7' })).toBe('/promotions');
    expect(to({ to: 'APP_DOWNLOAD' })).toBe('/down');
    expect(to({ to: 'GAME_LINKAGE', gameCode: 'g1', vendorCode: 'PG' })).toBe('game');
    expect(to({ to: 'GAME_LINKAGE' })).toBe('/');
    expect(to({ to: 'REGISTER' })).toBeUndefined();
    expect(to({ to: 'SOMETHING_NEW' })).toBeUndefined();
  });

  it('opens only http and https links, never javascript: or data:', () => {
    expect(safeLink('https://example.com/a?b=1')).toBe('https://example.com/a?b=1');
    expect(safeLink('javascript:alert(1)')).toBeNull();
    expect(safeLink('JavaScript:alert(1)')).toBeNull();
    expect(safeLink('data:text/html,<script>alert(1)</script>')).toBeNull();
    expect(safeLink('//evil.example')).toBeNull();
    expect(redirectAction({ to: 'REDIRECT_URL', link: 'javascript:alert(1)' })).toBeNull();
    expect(redirectAction({ to: 'REDIRECT_URL', link: 'https://example.com' })).toMatchObject({
      kind: 'external',
      href: 'https://example.com/',
    });
  });

  it('keeps a member-site message’s delivery id for the tap report', () => {
    expect(
      siteMessage({ deliveryId: 'wsd-1', messageType: 'PROMO', title: 'T', body: 'B' }),
    ).toMatchObject({ deliveryId: 'wsd-1', title: 'T', message: 'B' });
  });
});

import { formatMajor } from '../../i18n/money';
import type { SiteMessageRedirect } from '../../realtime/events';
import { memberPath } from '../../routing/routeTable';
import type { NewNotice, NoticeAction } from './LiveStore';

/** Socket payloads come as plain objects; the platform may leave any field out. */
type Payload = Record<string, unknown>;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** An amount in the site's one money format; the platform sends major units. */
export const money = (value: unknown): string =>
  typeof value === 'number' && Number.isFinite(value) ? formatMajor(value) : '—';

export function depositArrived(p: Payload): NewNotice {
  return {
    tone: 'info',
    text: { key: 'live_deposit_arrived', values: { amount: money(p.amount) } },
  };
}

export function depositFailed(p: Payload): NewNotice {
  const reason = text(p.reason);
  const amount = money(p.amount);
  return {
    tone: 'failure',
    text: reason
      ? { key: 'live_deposit_failed', values: { amount, reason } }
      : { key: 'live_deposit_failed_plain', values: { amount } },
  };
}

export function withdrawalApproved(p: Payload): NewNotice {
  return {
    tone: 'info',
    text: { key: 'live_withdrawal_approved', values: { amount: money(p.amount) } },
  };
}

export function withdrawalRejected(p: Payload): NewNotice {
  const remarks = text(p.remarks);
  const amount = money(p.amount);
  return {
    tone: 'failure',
    text: remarks
      ? { key: 'live_withdrawal_rejected', values: { amount, remarks } }
      : { key: 'live_withdrawal_rejected_plain', values: { amount } },
  };
}

/** A new platform message: a notice only when the platform asks for a popup. */
export function mailNew(p: Payload): NewNotice | null {
  if (p.popup !== true) return null;
  return {
    tone: 'info',
    text: { key: 'live_mail_new', values: { title: text(p.title) ?? '' } },
    action: { kind: 'route', to: memberPath('messageV2'), label: { key: 'live_mail_open' } },
  };
}

/** The operator's own words (a promotion claimed, an online message); nothing when empty. */
export function platformWords(p: Payload): NewNotice | null {
  const title = text(p.title);
  const message = text(p.message);
  if (!title && !message) return null;
  return { tone: 'info', title, message };
}

/**
 * An agent transfer, told to both sides: the platform sends the same message to the agent and
 * the downline, so the wording follows which of the two the signed-in member is.
 */
export function transfer(p: Payload, username: string | undefined): NewNotice {
  const amount = money(p.amount);
  const sender = text(p.sender) ?? '';
  const receiver = text(p.receiver) ?? '';
  const me = username?.toLowerCase();
  const sent = me !== undefined && sender.toLowerCase() === me && receiver.toLowerCase() !== me;
  return {
    tone: 'info',
    text: sent
      ? { key: 'live_transfer_sent', values: { amount, receiver } }
      : { key: 'live_transfer_received', values: { amount, sender } },
  };
}

export function lotteryWin(p: Payload): NewNotice | null {
  if (typeof p.amount !== 'number' || !(p.amount > 0)) return null;
  return {
    tone: 'info',
    text: { key: 'live_lottery_win', values: { amount: money(p.amount) } },
    action: {
      kind: 'route',
      to: `${memberPath('personalHistoryCopy')}&product=LOTT`,
      label: { key: 'live_lottery_records' },
    },
  };
}

/** An operator's link: only http and https, so no `javascript:` or `data:` ever runs. */
export function safeLink(link: string | undefined): string | null {
  if (!link) return null;
  try {
    const url = new URL(link);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

const route = (to: string, key: string): NoticeAction => ({
  kind: 'route',
  to,
  label: { key, shared: true },
});

/**
 * Where a member-site message's button leads (the platform's `notificationRedirection`), on the
 * routes and member-centre pages this site has; none for `REGISTER` (the member has an account)
 * or anything unknown.
 */
export function redirectAction(redirect: SiteMessageRedirect | undefined): NoticeAction | null {
  switch (redirect?.to) {
    case 'DEPOSIT':
      return route(memberPath('depositv2'), 'mc_deposit');
    case 'REWARD_CENTER':
      return route(memberPath('rewardCenter'), 'mc_rewards');
    case 'MISSION':
      return route(memberPath('missionLeaderboard'), 'mc_missions');
    case 'INVITE_FRIENDS':
      return route(memberPath('referral'), 'mc_referral');
    case 'MEMBER':
      return route('/member', 'member_centre_title');
    case 'POINT_MARKET':
      return route('/pointMall', 'point_mall_title');
    case 'MEMBER_TURNOVER':
      // The site's turnover is the betting record (the VIP page shows only the month's total).
      return {
        kind: 'route',
        to: memberPath('personalHistoryCopy'),
        label: { key: 'live_turnover' },
      };
    case 'PROMO':
      // The promotions page takes no promotion in its address: it opens on the list.
      return route('/promotions', 'nav_promotions');
    case 'APP_DOWNLOAD':
      return route('/down', 'download_app');
    case 'GAME_LINKAGE':
      return redirect.gameCode && redirect.vendorCode
        ? {
            kind: 'game',
            gameCode: redirect.gameCode,
            vendorCode: redirect.vendorCode,
            label: { key: 'live_play' },
          }
        : route('/', 'nav_home');
    case 'REDIRECT_URL': {
      const href = safeLink(redirect.link);
      return href ? { kind: 'external', href, label: { key: 'live_open_link' } } : null;
    }
    default:
      return null;
  }
}

export function siteMessage(p: Payload): NewNotice | null {
  const deliveryId = text(p.deliveryId);
  const title = text(p.title);
  const message = text(p.body);
  const redirect =
    p.redirect && typeof p.redirect === 'object' ? (p.redirect as SiteMessageRedirect) : undefined;
  const action = redirectAction(redirect);
  if (!title && !message && !action) return null;
  return {
    tone: 'info',
    title,
    message,
    ...(action ? { action } : {}),
    ...(deliveryId ? { deliveryId } : {}),
  };
}

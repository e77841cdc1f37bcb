import { PushApi } from '../../api/client/push';
import { formatMajor } from '../../i18n/money';
import { MemberEvent, SESSION_RESYNC } from '../../realtime/events';
import type { RootStore } from '../../stores/RootStore';
import { MODULES } from '../../stores/SystemStore';
import { LiveStore, type NewNotice } from './LiveStore';
import {
  depositArrived,
  depositFailed,
  lotteryWin,
  mailNew,
  platformWords,
  siteMessage,
  transfer,
  withdrawalApproved,
  withdrawalRejected,
} from './notices';

const stores = new WeakMap<RootStore, LiveStore>();

/** The one live store of this page's root: the binding fills it, the notice layer shows it. */
export function liveStoreOf(root: RootStore): LiveStore {
  let store = stores.get(root);
  if (!store) {
    const push = new PushApi(root.api.transport);
    store = new LiveStore(root.dialogs, (deliveryId) => {
      // A lost report is the platform's statistics, not the member's business.
      void push.reportSiteMessage(deliveryId, 'CLICKED').catch(() => undefined);
    });
    stores.set(root, store);
  }
  return store;
}

/**
 * Turns the member's live events into what they see: the header's balance and counts read
 * again (the platform's messages carry no balance), notices, and the reward dialogs. Feature
 * stores (deposit page, messages, reward centre, red envelopes, contract and withdrawal
 * openers) listen to the same events themselves. Returns the function that stops it and clears
 * what the session showed.
 */
export function bindLive(root: RootStore): () => void {
  const live = liveStoreOf(root);
  const events = root.memberEvents;
  const show = (notice: NewNotice | null) => {
    if (notice) live.add(notice);
  };
  const balance = () => void root.user.refreshBalance();
  const on = (name: string, handle: (payload: Record<string, unknown>) => void) =>
    events.subscribe(name, handle);

  const offs = [
    on(MemberEvent.DepositArrived, (p) => {
      balance();
      show(depositArrived(p));
    }),
    on(MemberEvent.DepositFailed, (p) => show(depositFailed(p))),
    on(MemberEvent.WithdrawalApproved, (p) => {
      balance();
      show(withdrawalApproved(p));
    }),
    on(MemberEvent.WithdrawalRejected, (p) => {
      // The amount held for the withdrawal is back in the wallet.
      balance();
      show(withdrawalRejected(p));
    }),
    on(MemberEvent.MailNew, (p) => {
      void root.user.refreshUnread();
      show(mailNew(p));
    }),
    on(MemberEvent.PromoClaimed, (p) => {
      balance();
      show(platformWords(p));
    }),
    on(MemberEvent.OnlineMessage, (p) => show(platformWords(p))),
    on(MemberEvent.PromoGift, (p) => {
      // As the platform's client: a dialog only when asked for and the reward centre is on.
      if (p.popup !== true || !root.system.isModuleEnabled(MODULES.rewards)) return;
      live.showReward({
        kind: 'gift',
        title: typeof p.title === 'string' ? p.title : undefined,
        message: typeof p.message === 'string' ? p.message : undefined,
      });
    }),
    on(MemberEvent.PromoExtraReward, (p) => {
      balance();
      live.showReward({
        kind: 'extra',
        promotionName: typeof p.promotionName === 'string' ? p.promotionName : undefined,
        amount: typeof p.amount === 'number' ? formatMajor(p.amount) : undefined,
      });
    }),
    ...[MemberEvent.TransferAgentToDownline, MemberEvent.TransferDownlineToAgent].map((name) =>
      on(name, (p) => {
        balance();
        show(transfer(p, root.user.info?.account));
      }),
    ),
    on(MemberEvent.LotteryWin, (p) => {
      balance();
      show(lotteryWin(p));
    }),
    on(MemberEvent.SiteMessage, (p) => {
      if (p.messageType === 'INBOX') void root.user.refreshUnread();
      show(siteMessage(p));
    }),
    // Events sent while the socket was away are lost: the header's figures are read again.
    on(SESSION_RESYNC, () => {
      balance();
      void root.user.refreshUnread();
      void root.user.refreshBadges();
    }),
  ];
  return () => {
    for (const off of offs) off();
    live.clear();
  };
}

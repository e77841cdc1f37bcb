import type { MockStore } from '../../../../mocks/src/index.js';
import { signIn, type SignedInParams } from './ourSignIn';
import type { StateHandlers } from './types';

interface LaunchedLotteriesParams extends SignedInParams {
  /** Lottery game codes, newest first. */
  gameCodes?: string[];
}

/** Lottery pages: the member's lately launched lotteries, named by game code. */
export function lotteryStates(store: MockStore): StateHandlers {
  return {
    'a member has launched lotteries': async (params?: unknown) => {
      const p = (params ?? {}) as LaunchedLotteriesParams;
      const member = signIn(store, p);
      // The launch records the lottery's catalogue node; recorded oldest first.
      const nodes = (p.gameCodes ?? []).map((code) => {
        const game = store.lottery.find(code) && store.games.findByCode(code);
        if (!game) throw new Error(`no catalogued lottery "${code}"`);
        return game.nodeId;
      });
      [...nodes]
        .reverse()
        .forEach((nodeId, i) =>
          store.recents.record(member.id, nodeId, store.now() - (nodes.length - i) * 60_000),
        );
      return undefined;
    },
  };
}

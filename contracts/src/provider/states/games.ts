import type { MockStore } from '../../../../mocks/src/index.js';
import { settleRound } from '../../../../mocks/src/state/settleRound.js';
import { signIn, type SignedInParams } from './ourSignIn';
import type { StateHandlers } from './types';

interface MemberGamesParams extends SignedInParams {
  /** Catalogue node ids, newest first. */
  nodeIds?: number[];
}

function knownGames(store: MockStore, nodeIds: number[] | undefined): number[] {
  const ids = nodeIds ?? [];
  for (const id of ids) if (!store.games.find(id)) throw new Error(`no game with node id ${id}`);
  return ids;
}

/** The member's own game lists: favourites and recently launched games. */
export function gamesStates(store: MockStore): StateHandlers {
  return {
    'a member has favourite games': async (params?: unknown) => {
      const p = (params ?? {}) as MemberGamesParams;
      const member = signIn(store, p);
      // Added oldest first, so the list reads newest first as named.
      for (const id of [...knownGames(store, p.nodeIds)].reverse()) {
        store.favourites.add(member.id, id);
      }
      return undefined;
    },
    'a member has recently launched games': async (params?: unknown) => {
      const p = (params ?? {}) as MemberGamesParams;
      const member = signIn(store, p);
      const ids = [...knownGames(store, p.nodeIds)].reverse();
      ids.forEach((id, i) =>
        store.recents.record(member.id, id, store.now() - (ids.length - i) * 60_000),
      );
      return undefined;
    },
    /** Real play settled through the wallet: feeds the winners board, jackpot and points. */
    'a member has played a game': async (params?: unknown) => {
      const p = (params ?? {}) as PlayedParams;
      store.reset();
      const member = store.accounts.byAccount(p.account ?? 'player1');
      const game = store.games.find(p.nodeId ?? 10001);
      if (!member || !game) throw new Error('unknown member or game');
      settleRound(store, {
        member,
        game,
        stake: Math.round((p.stake ?? 1) * 100),
        win: Math.round((p.win ?? 0) * 100),
        reference: `contract-${game.nodeId}`,
      });
      if (p.token) store.sessions.createWithToken(member.id, p.token);
      return undefined;
    },
  };
}

interface PlayedParams {
  account?: string;
  token?: string;
  nodeId?: number;
  /** Major units, as people write them. */
  stake?: number;
  win?: number;
}

import type { MockStore } from '../../../../mocks/src/index.js';
import { isContractType, type ContractType } from '../../../../mocks/src/state/contracts.js';
import { signIn, type SignedInParams } from './ourSignIn';
import { recordBets, type PlayedBet } from './records';
import type { StateHandlers } from './types';

interface ContractParams extends SignedInParams {
  /** The agent that offers; agent1 when omitted. */
  agent?: string;
  /** The downline that holds (or is offered) the contract. */
  member?: string;
  type?: string;
  ratio?: number;
  /** The id the consumer will name; the handler checks the stand-in gives the same. */
  requestId?: string;
  contractId?: string;
}

function contractType(p: ContractParams): ContractType {
  const type = p.type ?? 'DIVIDEND';
  if (!isContractType(type)) throw new Error(`unknown contract type "${type}"`);
  return type;
}

function account(store: MockStore, name: string) {
  const m = store.accounts.byAccount(name);
  if (!m) throw new Error(`no seed member "${name}"`);
  return m;
}

function expectId(kind: string, wanted: string | undefined, actual: string): void {
  if (wanted && wanted !== actual)
    throw new Error(`${kind} is ${actual}, consumer names ${wanted}`);
}

/** Agent-centre states: a team that played, contracts offered, held and paid. */
export function agentStates(store: MockStore): StateHandlers {
  /** The agent offers the member a contract; returns the pending request. */
  function offer(p: ContractParams) {
    const agent = account(store, p.agent ?? 'agent1');
    const member = account(store, p.member ?? 'player1');
    return store.contracts.offer(agent, member.account, contractType(p), {
      ratio: p.ratio ?? 2,
      minBetMinor: 0,
      minActiveMembers: 0,
    });
  }

  /** The offer, accepted; returns the contract now held. */
  function give(p: ContractParams) {
    const request = offer(p);
    const member = account(store, p.member ?? 'player1');
    store.contracts.process(member, request.type, request.id, true);
    const contract = store.contracts.held(member.id, request.type);
    if (!contract) throw new Error('the contract was not created');
    return contract;
  }

  return {
    "an agent's team has played": async (params?: unknown) => {
      const p = (params ?? {}) as SignedInParams & { bets?: PlayedBet[] };
      signIn(store, { account: 'agent1', ...p });
      recordBets(store, p.bets ?? [{ account: 'player1', stake: 10, win: 0 }], 'player1');
      return undefined;
    },

    'an agent has offered a member a contract': async (params?: unknown) => {
      const p = (params ?? {}) as ContractParams;
      signIn(store, { account: p.member ?? 'player1', ...p });
      expectId('the request', p.requestId, offer(p).id);
      return undefined;
    },

    'an agent has given a member a contract': async (params?: unknown) => {
      const p = (params ?? {}) as ContractParams;
      signIn(store, { account: p.agent ?? 'agent1', ...p });
      expectId('the contract', p.contractId, give(p).id);
      return undefined;
    },

    "a member has declined an agent's contract offer": async (params?: unknown) => {
      const p = (params ?? {}) as ContractParams;
      signIn(store, { account: p.agent ?? 'agent1', ...p });
      const request = offer(p);
      store.contracts.process(
        account(store, p.member ?? 'player1'),
        request.type,
        request.id,
        false,
      );
      expectId('the request', p.requestId, request.id);
      return undefined;
    },

    'a member has been paid under a contract': async (params?: unknown) => {
      const p = (params ?? {}) as ContractParams;
      const member = signIn(store, { account: p.member ?? 'player1', ...p });
      const contract = give({ ...p, member: member.account });
      // Agreed two hours ago, so the bet an hour ago falls under it.
      contract.startedAt = store.now() - 2 * 60 * 60 * 1000;
      recordBets(store, [{ stake: 100, win: 20 }], member.account);
      const now = store.now();
      store.contracts.settle(contract.type, { from: now - 24 * 60 * 60 * 1000, to: now });
      return undefined;
    },
  };
}

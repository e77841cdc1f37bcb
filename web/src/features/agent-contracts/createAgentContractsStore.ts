import { AgentApi } from '../../api/client/agent';
import type { RootStore } from '../../stores/RootStore';
import { AgentContractsStore } from './AgentContractsStore';

/** One store for the four contract pages and the contract dialog, made on first use. */
export const createAgentContractsStore = (root: RootStore) =>
  new AgentContractsStore(new AgentApi(root.api.transport), root.memberEvents);

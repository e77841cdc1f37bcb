import type en from '../../i18n/locales/en/agentContracts.json';

/** A key of the contract pages' strings (`messages.ts`), for the screens' own tables of keys. */
export type ContractKey = keyof typeof en;

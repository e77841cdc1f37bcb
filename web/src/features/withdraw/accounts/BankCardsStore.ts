import { makeAutoObservable, runInAction } from 'mobx';
import {
  BankCardsApi,
  type Bank,
  type BindConfig,
  type BindInput,
  type BoundAccount,
  type WalletType,
} from '../../../api/client/bankCards';
import { platformKey } from '../../../api/errors';
import type { LoadState } from '../../../centre/Loadable';
import type { RootStore } from '../../../stores/RootStore';

/** What is wrong with a binding before it is sent; keys of the bank-cards messages. */
export type BindProblem =
  'cards_choose_bank' | 'cards_card_no_format' | 'cards_wallet_format' | 'cards_payee_required';

export type Outcome = { ok: true } | { ok: false; errorKey: string };

const WALLET_ACCOUNT = /^[\w.@+-]{4,40}$/;

/** The member's accounts, the bind config and what a binding may choose, read together. */
export interface BankCardsData {
  accounts: BoundAccount[];
  config: BindConfig;
  banks: Bank[];
  walletTypes: WalletType[];
}

export async function fetchBankCards(api: BankCardsApi): Promise<BankCardsData> {
  const [accounts, config, banks, walletTypes] = await Promise.all([
    api.accounts(),
    api.bindConfig(),
    api.banks(),
    api.walletTypes(),
  ]);
  return { accounts, config, banks, walletTypes };
}

/**
 * The member's bank cards and e-wallets, shared by the security-centre panel and the withdraw
 * screen (one instance per session), with the platform's bind config and the banks and wallet
 * types a binding may name.
 */
export class BankCardsStore {
  accounts: BoundAccount[] = [];
  config: BindConfig | null = null;
  banks: Bank[] = [];
  walletTypes: WalletType[] = [];
  state: LoadState = 'idle';
  errorKey: string | null = null;

  constructor(private readonly api: BankCardsApi) {
    makeAutoObservable<BankCardsStore, 'api'>(this, { api: false });
  }

  get defaultAccount(): BoundAccount | null {
    return this.accounts.find((a) => a.isDefault) ?? this.accounts[0] ?? null;
  }

  get cardCount(): number {
    return this.accounts.filter((a) => a.type === 'BC').length;
  }

  get walletCount(): number {
    return this.accounts.filter((a) => a.type === 'EW').length;
  }

  /** Whether another account of this kind may be bound, under the bind config. */
  canBind(type: 'BC' | 'EW'): boolean {
    if (!this.config) return false;
    return type === 'BC'
      ? this.cardCount < this.config.maxBankCards
      : this.walletCount < this.config.maxEWallets;
  }

  /** The accounts, the bind config and what a binding may choose, together. */
  async load(): Promise<void> {
    this.state = 'loading';
    this.errorKey = null;
    try {
      const data = await fetchBankCards(this.api);
      runInAction(() => this.seed(data));
    } catch (error) {
      runInAction(() => {
        this.errorKey = platformKey(error);
        this.state = 'failed';
      });
    }
  }

  /** Takes what was read (by `load`, or by the gateway for the page it rendered). */
  seed(data: BankCardsData): void {
    this.accounts = data.accounts;
    this.config = data.config;
    this.banks = data.banks;
    this.walletTypes = data.walletTypes;
    this.state = 'ready';
  }

  /** Loads once per session; screens call it when they open. */
  ensureLoaded(): Promise<void> {
    return this.state === 'idle' || this.state === 'failed' ? this.load() : Promise.resolve();
  }

  /** Checks a binding against the bind config before it is sent. */
  problem(input: BindInput): BindProblem | null {
    if (!input.bankCode) return 'cards_choose_bank';
    const number = input.cardNo.replace(/[\s-]/g, '');
    if (input.type === 'BC') {
      const min = this.config?.cardNoMinLength ?? 1;
      const max = this.config?.cardNoMaxLength ?? 30;
      if (!/^\d+$/.test(number) || number.length < min || number.length > max) {
        return 'cards_card_no_format';
      }
    } else if (!WALLET_ACCOUNT.test(number)) {
      return 'cards_wallet_format';
    }
    if (this.config?.payeeNameRequired && !this.config.payeeName && !input.payeeName?.trim()) {
      return 'cards_payee_required';
    }
    return null;
  }

  async bind(input: BindInput): Promise<Outcome> {
    const problem = this.problem(input);
    if (problem) return { ok: false, errorKey: problem };
    try {
      await this.api.bind({ ...input, cardNo: input.cardNo.replace(/[\s-]/g, '') });
    } catch (error) {
      return { ok: false, errorKey: platformKey(error) };
    }
    await this.load();
    return { ok: true };
  }

  async setDefault(id: string): Promise<Outcome> {
    try {
      await this.api.setDefault(id);
    } catch (error) {
      return { ok: false, errorKey: platformKey(error) };
    }
    runInAction(() => {
      this.accounts = this.accounts
        .map((a) => ({ ...a, isDefault: a.id === id }))
        .sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
    });
    return { ok: true };
  }
}

export const createBankCardsStore = (root: RootStore) =>
  new BankCardsStore(new BankCardsApi(root.api.transport));

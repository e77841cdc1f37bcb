import { MemberType, type Member } from './accounts.js';
import { Refusal } from './refusal.js';

/**
 * Where a member's withdrawals are paid: bank cards (`BC`) and e-wallets (`EW`), bound under
 * the rules of the platform's bind config. The first account bound becomes the default.
 */

export type AccountKind = 'BC' | 'EW';

export interface Bank {
  bankCode: string;
  bankName: string;
}

export interface WalletType {
  walletType: string;
  name: string;
}

export interface BindConfig {
  maxBankCards: number;
  maxEWallets: number;
  cardNoMinLength: number;
  cardNoMaxLength: number;
  /** Asked for on the first binding; later bindings reuse the name the member already has. */
  payeeNameRequired: boolean;
  branchRequired: boolean;
}

export interface BoundAccount {
  id: string;
  memberId: string;
  type: AccountKind;
  /** Bank code for a card, wallet type for an e-wallet. */
  code: string;
  accountNo: string;
  payeeName: string;
  branch: string;
  isDefault: boolean;
  createdAt: number;
}

export interface BindInput {
  type: AccountKind;
  code: string;
  accountNo: string;
  payeeName?: string;
  branch?: string;
}

export function defaultBanks(): Bank[] {
  return [
    { bankCode: 'KBANK', bankName: 'Kasikornbank' },
    { bankCode: 'SCB', bankName: 'Siam Commercial Bank' },
    { bankCode: 'BBL', bankName: 'Bangkok Bank' },
    { bankCode: 'KTB', bankName: 'Krungthai Bank' },
    { bankCode: 'BAY', bankName: 'Bank of Ayudhya (Krungsri)' },
    { bankCode: 'TTB', bankName: 'TMBThanachart Bank' },
  ];
}

export function defaultWalletTypes(): WalletType[] {
  return [
    { walletType: 'TRUEMONEY', name: 'TrueMoney Wallet' },
    { walletType: 'PROMPTPAY', name: 'PromptPay' },
    { walletType: 'LINEPAY', name: 'Rabbit LINE Pay' },
  ];
}

export function defaultBindConfig(): BindConfig {
  return {
    maxBankCards: 3,
    maxEWallets: 2,
    cardNoMinLength: 10,
    cardNoMaxLength: 19,
    payeeNameRequired: true,
    branchRequired: false,
  };
}

/** Shows the last four characters only, as every answer and screen does. */
export function maskAccountNo(accountNo: string): string {
  return `**** ${accountNo.slice(-4)}`;
}

export function requireRealAccount(member: Member): void {
  if (member.type === MemberType.Trial) throw new Refusal('in_need_true_account');
}

export class BankCards {
  banks: Bank[] = defaultBanks();
  walletTypes: WalletType[] = defaultWalletTypes();
  config: BindConfig = defaultBindConfig();
  private accounts: BoundAccount[] = [];
  private nextNumber = 1;

  constructor(private readonly now: () => number) {}

  reset(): void {
    this.banks = defaultBanks();
    this.walletTypes = defaultWalletTypes();
    this.config = defaultBindConfig();
    this.accounts = [];
    this.nextNumber = 1;
  }

  /** The member's accounts, the default first, then in the order they were bound. */
  of(memberId: string): BoundAccount[] {
    return this.accounts
      .filter((a) => a.memberId === memberId)
      .sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
  }

  find(memberId: string, id: string): BoundAccount | undefined {
    return this.accounts.find((a) => a.memberId === memberId && a.id === id);
  }

  nameOf(account: BoundAccount): string {
    if (account.type === 'BC') {
      return this.banks.find((b) => b.bankCode === account.code)?.bankName ?? account.code;
    }
    return this.walletTypes.find((w) => w.walletType === account.code)?.name ?? account.code;
  }

  bind(member: Member, input: BindInput): BoundAccount {
    requireRealAccount(member);
    const accountNo = input.accountNo.replace(/[\s-]/g, '');
    const mine = this.of(member.id);
    if (input.type === 'BC') {
      if (!this.banks.some((b) => b.bankCode === input.code)) throw new Refusal('bank_invalid');
      const { cardNoMinLength: min, cardNoMaxLength: max } = this.config;
      if (!/^\d+$/.test(accountNo) || accountNo.length < min || accountNo.length > max) {
        throw new Refusal('bank_card_no_invalid');
      }
      if (mine.filter((a) => a.type === 'BC').length >= this.config.maxBankCards) {
        throw new Refusal('bank_card_limit_reached');
      }
    } else {
      if (!this.walletTypes.some((w) => w.walletType === input.code)) {
        throw new Refusal('wallet_type_invalid');
      }
      if (!/^[\w.@+-]{4,40}$/.test(accountNo)) throw new Refusal('wallet_account_invalid');
      if (mine.filter((a) => a.type === 'EW').length >= this.config.maxEWallets) {
        throw new Refusal('ewallet_limit_reached');
      }
    }
    if (this.config.branchRequired && input.type === 'BC' && !input.branch?.trim()) {
      throw new Refusal('bank_branch_required');
    }
    if (this.accounts.some((a) => a.type === input.type && a.accountNo === accountNo)) {
      throw new Refusal('bank_card_already_bound');
    }
    // The payee is the member: once a name is on file, every account must carry that name.
    let payeeName = member.payeeName;
    if (!payeeName) {
      const given = input.payeeName?.trim() ?? '';
      if (this.config.payeeNameRequired && given.length < 2) {
        throw new Refusal('payee_name_required');
      }
      payeeName = given;
      member.payeeName = given || null;
    }
    const account: BoundAccount = {
      id: `BA${String(this.nextNumber++).padStart(5, '0')}`,
      memberId: member.id,
      type: input.type,
      code: input.code,
      accountNo,
      payeeName: payeeName ?? '',
      branch: input.branch?.trim() ?? '',
      isDefault: mine.length === 0,
      createdAt: this.now(),
    };
    this.accounts.push(account);
    return account;
  }

  setDefault(member: Member, id: string): BoundAccount {
    requireRealAccount(member);
    const target = this.find(member.id, id);
    if (!target) throw new Refusal('bank_card_not_found');
    for (const a of this.accounts) if (a.memberId === member.id) a.isDefault = a === target;
    return target;
  }
}

/**
 * The cashier the stand-in offers: payment methods (the platform's `bankType`) with their
 * channels (`vendorId`), the platform's charge fields, quick-pick amounts and deposit
 * promotions. Amounts in minor units; `customerCharge` is a percentage of the amount.
 */

/**
 * How the channel's payment provider takes the money, which decides what the deposit answer
 * carries: `PAYEE` an account to transfer to (bank transfer, a player-to-player match), `QR` a
 * code to scan (`showQrImageOnly`), `PAGE` its own payment page to open (`redirectUrl`).
 */
export type PaymentKind = 'PAYEE' | 'QR' | 'PAGE';

/** The account a transfer goes to, as a provider names it to the payer. */
export interface PayeeSeed {
  bankName: string;
  accountName: string;
  accountNumber: string;
}

export interface DepositChannelSeed {
  vendorId: number;
  bankCode: string;
  name: string;
  minMinor: number;
  maxMinor: number;
  customerCharge: number;
  customerChargeFixedMinor: number;
  minCustomerChargeMinor: number;
  /** 0: no upper bound on the charge. */
  maxCustomerChargeMinor: number;
  /** The channel pays out only to a named payer: the member must have a payee name set. */
  nicknameRequired: boolean;
  enabled: boolean;
  payment: PaymentKind;
  /** Where a `PAYEE` channel's transfers go. */
  payee?: PayeeSeed;
}

export interface DepositMethodSeed {
  bankType: string;
  name: string;
  channels: DepositChannelSeed[];
}

export interface DepositPromotionSeed {
  promotionId: number;
  name: string;
  /** Bonus as a percentage of the deposit, capped by `maxBonusMinor`. */
  bonusPercent: number;
  maxBonusMinor: number;
  minDepositMinor: number;
}

export function defaultDepositMethods(): DepositMethodSeed[] {
  const channel = (
    c: Partial<DepositChannelSeed> & Pick<DepositChannelSeed, 'vendorId' | 'bankCode' | 'name'>,
  ): DepositChannelSeed => ({
    minMinor: 10_000,
    maxMinor: 5_000_000,
    customerCharge: 0,
    customerChargeFixedMinor: 0,
    minCustomerChargeMinor: 0,
    maxCustomerChargeMinor: 0,
    nicknameRequired: false,
    enabled: true,
    payment: 'PAYEE',
    ...c,
  });
  return [
    {
      bankType: 'BANK',
      name: 'Bank transfer',
      channels: [
        channel({
          vendorId: 101,
          bankCode: 'KBANK',
          name: 'Kasikorn Bank',
          payee: {
            bankName: 'Kasikorn Bank',
            accountName: 'Playhouse Services Co., Ltd.',
            accountNumber: '0451234567',
          },
        }),
        channel({
          vendorId: 102,
          bankCode: 'SCB',
          name: 'Siam Commercial Bank',
          payee: {
            bankName: 'Siam Commercial Bank',
            accountName: 'Playhouse Services Co., Ltd.',
            accountNumber: '4059876543',
          },
          customerCharge: 1,
          minCustomerChargeMinor: 500,
          maxCustomerChargeMinor: 5_000,
        }),
      ],
    },
    {
      bankType: 'QR',
      name: 'QR payment',
      channels: [
        channel({
          vendorId: 201,
          bankCode: 'PROMPTPAY',
          name: 'PromptPay QR',
          minMinor: 5_000,
          maxMinor: 2_000_000,
          customerCharge: 1.5,
          customerChargeFixedMinor: 200,
          payment: 'QR',
        }),
      ],
    },
    {
      bankType: 'ONLINE',
      name: 'Online banking',
      channels: [
        channel({
          vendorId: 401,
          bankCode: 'FASTPAY',
          name: 'FastPay online banking',
          payment: 'PAGE',
        }),
      ],
    },
    {
      bankType: 'C2C',
      name: 'Player-to-player',
      channels: [
        channel({
          vendorId: 301,
          bankCode: 'C2C',
          name: 'Player-to-player',
          maxMinor: 1_000_000,
          nicknameRequired: true,
          // The player the platform matched this deposit with: their withdrawal is paid by it.
          payee: {
            bankName: 'Bangkok Bank',
            accountName: 'Somchai Prasert',
            accountNumber: '1234509876',
          },
        }),
      ],
    },
  ];
}

export const DEFAULT_FIXED_AMOUNTS_MINOR = [10_000, 30_000, 50_000, 100_000, 500_000];

export function defaultDepositPromotions(): DepositPromotionSeed[] {
  return [
    {
      promotionId: 7001,
      name: 'First deposit bonus 10%',
      bonusPercent: 10,
      maxBonusMinor: 100_000,
      minDepositMinor: 30_000,
    },
  ];
}

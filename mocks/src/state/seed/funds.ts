/** A way to pay in, with the limits the cashier shows. Amounts in minor units. */
export interface DepositChannel {
  code: string;
  name: string;
  minMinor: number;
  maxMinor: number;
  enabled: boolean;
}

export function defaultDepositChannels(): DepositChannel[] {
  return [
    { code: 'BANK', name: 'Bank transfer', minMinor: 10_000, maxMinor: 5_000_000, enabled: true },
    { code: 'QR', name: 'QR payment', minMinor: 5_000, maxMinor: 2_000_000, enabled: true },
    { code: 'C2C', name: 'Player-to-player', minMinor: 10_000, maxMinor: 1_000_000, enabled: true },
  ];
}

import { uplineEndpoints } from '../catalogue/upline';
import type { Transport } from '../transport';
import { asNumber, asObject, asString } from './decode';

export interface MemberTransferReceipt {
  transferId: string;
  toAccount: string;
  /** Major units. */
  transferAmount: number;
  /** The sender's balance after the transfer. */
  balance: number;
}

export interface MemberTransferInput {
  /** Major units, at most two decimals. */
  transferAmount: number;
  password: string;
  remark: string;
  /** Made once per submission, so a retry never pays twice. */
  requestId: string;
}

function readReceipt(value: unknown): MemberTransferReceipt {
  const v = asObject(value);
  return {
    transferId: asString(v.transferId),
    toAccount: asString(v.toAccount),
    transferAmount: asNumber(v.transferAmount),
    balance: asNumber(v.balance),
  };
}

/** Money along the agent tree: to the direct upline, or (agents) to a direct downline. */
export class UplineApi {
  constructor(private readonly transport: Transport) {}

  async toUpline(input: MemberTransferInput): Promise<MemberTransferReceipt> {
    return readReceipt(await this.transport.send(uplineEndpoints.upLineTransfer, { ...input }));
  }

  async toDownline(
    input: MemberTransferInput & { username: string },
  ): Promise<MemberTransferReceipt> {
    return readReceipt(await this.transport.send(uplineEndpoints.transferToDownline, { ...input }));
  }
}

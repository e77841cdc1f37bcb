import type { DepositChannel } from '../../api/client/deposit';
import { toMinor } from '../../ui/form/money';

/**
 * The platform's charge fields, applied as the stand-in applies them: a percentage of the amount
 * (`customerCharge`) plus a fixed part, no less than `minCustomerCharge` and, when
 * `maxCustomerCharge` is above 0, no more than it. Minor units in and out.
 */
export function chargeFor(channel: DepositChannel, amountMinor: number): number {
  const raw =
    Math.round((amountMinor * channel.customerCharge) / 100) + toMinor(channel.customerChargeFixed);
  const floored = Math.max(raw, toMinor(channel.minCustomerCharge));
  const max = toMinor(channel.maxCustomerCharge);
  return max > 0 ? Math.min(floored, max) : floored;
}

/** Whether the channel takes any charge at all (the form then shows it before confirming). */
export function hasCharge(channel: DepositChannel): boolean {
  return (
    channel.customerCharge > 0 || channel.customerChargeFixed > 0 || channel.minCustomerCharge > 0
  );
}

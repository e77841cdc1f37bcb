import { describe, expect, it } from 'vitest';
import { FakeTransport } from '../../stores/fakeTransport';
import { deferred } from '../../testing/deferred';
import { WithdrawApi } from './withdraw';

describe('WithdrawApi: the receipt-confirmation list', () => {
  const asked = (transport: FakeTransport) =>
    transport.calls.filter((c) => c.name === 'getPaymentConfirmationList').length;

  it('asks once for callers that ask while the answer is on its way, and anew after it came', async () => {
    let answered = 0;
    const transport = new FakeTransport().on('getPaymentConfirmationList', () => {
      answered += 1;
      return { list: [], autoReceiveMinutes: answered };
    });
    // The opener's check and the withdraw page's list, each with its own client.
    const [opener, page] = await Promise.all([
      new WithdrawApi(transport).paymentConfirmations(),
      new WithdrawApi(transport).paymentConfirmations(),
    ]);
    expect(asked(transport)).toBe(1);
    expect(page).toEqual(opener);
    const later = await new WithdrawApi(transport).paymentConfirmations();
    expect(asked(transport)).toBe(2);
    expect(later.autoReceiveMinutes).toBe(2);
  });

  it('asks again after a failure', async () => {
    let fail = true;
    const transport = new FakeTransport().on('getPaymentConfirmationList', () => {
      if (fail) throw new Error('network');
      return { list: [], autoReceiveMinutes: 30 };
    });
    await expect(new WithdrawApi(transport).paymentConfirmations()).rejects.toThrow('network');
    fail = false;
    expect((await new WithdrawApi(transport).paymentConfirmations()).autoReceiveMinutes).toBe(30);
  });

  it('shares nothing between two transports (two pages)', async () => {
    const one = new FakeTransport().on('getPaymentConfirmationList', { list: [] });
    const two = new FakeTransport().on('getPaymentConfirmationList', { list: [] });
    await Promise.all([
      new WithdrawApi(one).paymentConfirmations(),
      new WithdrawApi(two).paymentConfirmations(),
    ]);
    expect([asked(one), asked(two)]).toEqual([1, 1]);
  });

  it('after a push, asks anew unless a read began since, which later callers then share', async () => {
    const answers = [deferred<unknown>(), deferred<unknown>()];
    let call = 0;
    const transport = new FakeTransport().on(
      'getPaymentConfirmationList',
      () => answers[call++]!.promise,
    );
    const before = new WithdrawApi(transport).paymentConfirmations();
    // The push is heard a little later.
    await new Promise((resolve) => setTimeout(resolve, 2));
    const heardAt = performance.now();
    const fresh = new WithdrawApi(transport).paymentConfirmations({ heardAt });
    expect(asked(transport)).toBe(2);
    // Another listener of the same push shares the read begun after it.
    const alsoFresh = new WithdrawApi(transport).paymentConfirmations({ heardAt });
    answers[0]!.resolve({ list: [], autoReceiveMinutes: 1 });
    expect((await before).autoReceiveMinutes).toBe(1);
    // The older answer's end leaves the fresh read to be shared.
    const after = new WithdrawApi(transport).paymentConfirmations();
    answers[1]!.resolve({ list: [], autoReceiveMinutes: 2 });
    expect((await fresh).autoReceiveMinutes).toBe(2);
    expect((await alsoFresh).autoReceiveMinutes).toBe(2);
    expect((await after).autoReceiveMinutes).toBe(2);
    expect(asked(transport)).toBe(2);
  });
});

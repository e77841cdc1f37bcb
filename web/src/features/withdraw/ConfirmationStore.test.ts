import { autorun } from 'mobx';
import { describe, expect, it } from 'vitest';
import type { Endpoint } from '../../api/catalogue';
import { WithdrawApi } from '../../api/client/withdraw';
import { ApiError } from '../../api/errors';
import type { SendOptions } from '../../api/transport';
import { FakeTransport } from '../../stores/fakeTransport';
import { testRoot } from '../../stores/testRoot';
import { deferred } from '../../testing/deferred';
import { ConfirmationStore, type ProofReader } from './ConfirmationStore';

/** A transport that also reports upload progress, as the browser's does for large bodies. */
class UploadingTransport extends FakeTransport {
  override async send(
    endpoint: Endpoint,
    payload?: Record<string, unknown>,
    options?: SendOptions,
  ): Promise<unknown> {
    options?.onUploadProgress?.(50, 100);
    return super.send(endpoint, payload);
  }
}

const AWAITING = {
  withdrawalId: 'W1',
  amount: 200,
  actualAmount: 190,
  status: 'AWAITING_CONFIRMATION',
  confirmDeadline: '2026-11-20T03:30:00.000Z',
};

function file(name: string): File {
  return new File([new Uint8Array([1])], name);
}

const accept: ProofReader = async (f) => ({ ok: true, dataUrl: `data:image/png;base64,${f.name}` });

function setUp() {
  const transport = new UploadingTransport();
  const { root } = testRoot({ signedIn: true, transport });
  transport.on('getPaymentConfirmationList', { list: [AWAITING], autoReceiveMinutes: 45 });
  const store = new ConfirmationStore(new WithdrawApi(root.api.transport), root.memberEvents);
  return { root, transport, store };
}

describe('ConfirmationStore', () => {
  it('loads on the socket’s request, with the platform’s auto-receipt minutes', async () => {
    const { root, store } = setUp();
    root.memberEvents.emit('withdrawal:confirmation-request', { withdrawalId: 'W1' });
    await expect.poll(() => store.autoReceiveMinutes).toBe(45);
    expect(store.awaiting.map((w) => w.withdrawalId)).toEqual(['W1']);
  });

  it('keeps the list on screen while a resync reads it again, and after a failed read', async () => {
    const { root, transport, store } = setUp();
    await store.load();
    const states: string[] = [];
    const stop = autorun(() => states.push(store.state));
    transport.on('getPaymentConfirmationList', { list: [], autoReceiveMinutes: 45 });
    root.memberEvents.emit('session:resync', { reason: 'connected' });
    await expect.poll(() => store.awaiting).toHaveLength(0);
    transport.on('getPaymentConfirmationList', () => {
      throw new ApiError('server', 'please_try_later');
    });
    root.memberEvents.emit('session:resync', { reason: 'reconnected' });
    await expect.poll(() => transport.calls.length).toBe(3);
    stop();
    expect(states).toEqual(['ready']);
    expect(store.errorKey).toBeNull();
  });

  it('reads afresh on a push while an older read is on its way, and shows the newer', async () => {
    const { root, transport, store } = setUp();
    const older = deferred<unknown>();
    transport.on('getPaymentConfirmationList', () => older.promise);
    const first = store.load();
    transport.on('getPaymentConfirmationList', { list: [], autoReceiveMinutes: 45 });
    root.memberEvents.emit('withdrawal:confirmation-request', {});
    await expect.poll(() => transport.calls.length).toBe(2);
    await expect.poll(() => store.state).toBe('ready');
    older.resolve({ list: [AWAITING], autoReceiveMinutes: 45 });
    await first;
    expect(store.awaiting).toHaveLength(0);
  });

  it('keeps at most three checked proofs and drops refused files', async () => {
    const { store } = setUp();
    await store.addProofs([file('a.png')], async () => ({ ok: false, key: 'proof_invalid_type' }));
    expect(store.proofs).toHaveLength(0);
    expect(store.proofProblem).toBe('proof_invalid_type');
    await store.addProofs([file('a.png'), file('b.png'), file('c.png'), file('d.png')], accept);
    expect(store.proofs.map((p) => p.name)).toEqual(['a.png', 'b.png', 'c.png']);
    expect(store.proofProblem).toBe('proof_too_many');
    store.removeProof(store.proofs[0]!.id);
    expect(store.proofs.map((p) => p.name)).toEqual(['b.png', 'c.png']);
    expect(store.proofProblem).toBeNull();
  });

  it('sends "not received" only with proofs, reporting the upload as it goes', async () => {
    const { store, transport } = setUp();
    expect(await store.notReceived('W1')).toEqual({ ok: false, errorKey: 'proof_required' });
    expect(transport.calls.some((c) => c.name === 'processC2CTransaction')).toBe(false);

    const seen: (number | null)[] = [];
    transport.on('processC2CTransaction', () => {
      seen.push(store.progress);
      return { list: [{ ...AWAITING, status: 'DISPUTED' }] };
    });
    await store.addProofs([file('a.png')], accept);
    expect(await store.notReceived('W1')).toEqual({ ok: true });
    expect(seen).toEqual([0.5]);
    expect(store.progress).toBeNull();
    expect(store.proofs).toEqual([]);
    expect(transport.calls.find((c) => c.name === 'processC2CTransaction')?.payload).toEqual({
      action: 'NOT_RECEIVED',
      withdrawalId: 'W1',
      proofImages: ['data:image/png;base64,a.png'],
    });
  });

  it('answers received, all received and forced receipt, and says what was refused', async () => {
    const { store, transport } = setUp();
    transport.on('processC2CTransaction', (p?: Record<string, unknown>) => {
      if (p?.action === 'FORCE_RECEIPT') {
        throw Object.assign(new Error(), { kind: 'server', messageKey: 'withdrawal_not_disputed' });
      }
      return { list: [] };
    });
    expect(await store.received('W1')).toEqual({ ok: true });
    expect(await store.allReceived()).toEqual({ ok: true });
    const forced = await store.forceReceipt('W1');
    expect(forced.ok).toBe(false);
  });
});

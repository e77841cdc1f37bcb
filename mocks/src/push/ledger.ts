import type { MockStore } from '../state/store.js';

export type OnlineMessageEvent = 'DELIVERED' | 'CLICKED';

export interface SpeedTestResult {
  memberId: string;
  taskId: string;
  success: boolean;
  elapsed: number;
  at: number;
}

/**
 * What the platform's clients reported back about pushed messages (`CSP_receiveLog`,
 * `EMFE_playerOnlineMessageCallback`, `WPSCORE_postbackSpeedTestResult`), kept so dev controls
 * and tests can see that a gateway acknowledged what it received. One per store.
 */
export class PushLedger {
  /** sendId → how many times it was acknowledged, and by whom. */
  readonly receiveLogs = new Map<string, { memberId: string; count: number }>();
  /** websocketDeliveryId → the events reported for it, in order. */
  readonly deliveries = new Map<string, { memberId: string; events: OnlineMessageEvent[] }>();
  readonly speedTests: SpeedTestResult[] = [];
  /** Speed-test tasks sent and not yet answered: taskId → member. */
  readonly openTasks = new Map<string, string>();

  receiveLog(memberId: string, sendId: string): void {
    const seen = this.receiveLogs.get(sendId);
    if (seen) seen.count += 1;
    else this.receiveLogs.set(sendId, { memberId, count: 1 });
  }

  onlineMessage(memberId: string, deliveryId: string, event: OnlineMessageEvent): void {
    const seen = this.deliveries.get(deliveryId);
    if (seen) seen.events.push(event);
    else this.deliveries.set(deliveryId, { memberId, events: [event] });
  }

  speedTest(result: SpeedTestResult): void {
    this.openTasks.delete(result.taskId);
    this.speedTests.push(result);
    // A long-running stand-in keeps the latest only.
    if (this.speedTests.length > 1000) this.speedTests.shift();
  }

  snapshot() {
    return {
      receiveLogs: Object.fromEntries(this.receiveLogs),
      deliveries: Object.fromEntries(this.deliveries),
      speedTests: [...this.speedTests],
    };
  }
}

const ledgers = new WeakMap<MockStore, PushLedger>();

/** The store's ledger; the routes and the push host share it without the store holding it. */
export function pushLedgerOf(store: MockStore): PushLedger {
  let ledger = ledgers.get(store);
  if (!ledger) {
    ledger = new PushLedger();
    ledgers.set(store, ledger);
  }
  return ledger;
}

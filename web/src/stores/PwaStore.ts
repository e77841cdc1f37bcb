import { makeAutoObservable } from 'mobx';

/** The `beforeinstallprompt` event Chromium fires when the site can be installed. */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** Install and update state of the installed app, and whether the network is there. */
export class PwaStore {
  online: boolean;
  /** Set when a new version is installed and waiting; the player decides when to reload. */
  updateReady = false;
  installPrompt: InstallPromptEvent | null = null;
  /** The service worker controls the site and holds what an offline start needs. */
  offlineReady = false;
  /** "The site now works offline" is due: the worker got there during this visit. */
  offlineReadyNotice = false;
  /**
   * Reads on show that the service worker answered from its offline copy, by address, with when
   * that copy was stored. An address answered by the network again leaves.
   */
  offlineCopies = new Map<string, number>();
  private applyUpdateImpl: (() => void) | null = null;

  constructor(online = typeof navigator === 'undefined' ? true : navigator.onLine) {
    this.online = online;
    makeAutoObservable<PwaStore, 'applyUpdateImpl'>(this, { applyUpdateImpl: false });
  }

  setOnline(online: boolean): void {
    this.online = online;
  }

  /** `announce`: this is the moment it became ready (not a later visit), so the player is told. */
  setOfflineReady(announce: boolean): void {
    this.offlineReady = true;
    if (announce) this.offlineReadyNotice = true;
  }

  /** A read's answer: from the worker's copy stored at `copiedAt`, or (null) from the network. */
  noteRead(url: string, copiedAt: number | null): void {
    if (copiedAt === null) this.offlineCopies.delete(url);
    else this.offlineCopies.set(url, copiedAt);
  }

  /** When the oldest offline copy on show was stored (what the player sees is that old); null: none. */
  get offlineCopyAt(): number | null {
    return this.offlineCopies.size ? Math.min(...this.offlineCopies.values()) : null;
  }

  dismissOfflineReady(): void {
    this.offlineReadyNotice = false;
  }

  offerUpdate(apply: () => void): void {
    this.applyUpdateImpl = apply;
    this.updateReady = true;
  }

  applyUpdate(): void {
    this.applyUpdateImpl?.();
  }

  dismissUpdate(): void {
    this.updateReady = false;
  }

  offerInstall(event: InstallPromptEvent | null): void {
    this.installPrompt = event;
  }

  async install(): Promise<void> {
    const prompt = this.installPrompt;
    if (!prompt) return;
    await prompt.prompt();
    await prompt.userChoice;
    // A prompt can be used once; the browser fires a new event if install is offered again.
    this.installPrompt = null;
  }
}

import { TeamApi, type AgentAnnouncement } from '../../api/client/team';
import type { RootStore } from '../../stores/RootStore';
import { Loadable } from '../../centre/Loadable';

/** Agent notices (agentAnnouncement). */
export class AnnouncementsStore {
  readonly list = new Loadable<AgentAnnouncement[]>();
  /** The load start-up began before the screen was there, for the screen's opening to use. */
  private early: Promise<void> | null = null;
  constructor(private readonly api: TeamApi) {}

  /** Starts the notices before the screen mounts (a deep link, at start-up). */
  prefetch(): void {
    this.early ??= this.load();
  }

  /** What the screen calls when it opens: the start-up load if one is under way, else afresh. */
  open(): Promise<void> {
    const early = this.early;
    this.early = null;
    return early ?? this.load();
  }

  load(): Promise<void> {
    return this.list.load(() => this.api.announcements());
  }
}

export const createAnnouncementsStore = (root: RootStore) =>
  new AnnouncementsStore(new TeamApi(root.api.transport));

import { TeamApi, type AgentAnnouncement } from '../../api/client/team';
import type { RootStore } from '../../stores/RootStore';
import { Loadable } from '../../centre/Loadable';

/** The section's feature (the centre's registry), under which the page's notices are offered. */
const NOTICES_FIRST_SCREEN = 'agent-notices';

/** Agent notices (agentAnnouncement). */
export class AnnouncementsStore {
  readonly list = new Loadable<AgentAnnouncement[]>();
  /** The load start-up began before the screen was there, for the screen's opening to use. */
  private early: Promise<void> | null = null;
  /** The notices the page came with, their rich text cleaned by the gateway's sanitiser. */
  private seeded: AgentAnnouncement[] | null = null;
  constructor(private readonly api: TeamApi) {}

  /**
   * Whether the notices shown are the ones the gateway cleaned (shown as they are, without
   * DOMPurify); any later answer is the platform's own text, cleaned in the browser again.
   */
  get cleaned(): boolean {
    return this.seeded !== null && this.list.value === this.seeded;
  }

  /** Takes the notices the gateway rendered the agent's page with: the screen's opening uses them. */
  seed(list: AgentAnnouncement[]): void {
    this.list.set(list);
    this.seeded = this.list.value;
    this.early = Promise.resolve();
  }

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

export const createAnnouncementsStore = (root: RootStore) => {
  const store = new AnnouncementsStore(new TeamApi(root.api.transport));
  const first = root.features.take(NOTICES_FIRST_SCREEN) as AgentAnnouncement[] | undefined;
  if (first) store.seed(first);
  return store;
};

/**
 * The notices the gateway renders an agent's centre with (`CentreSection.firstScreen`), their
 * rich text cleaned by `clean` (the site's sanitiser on the gateway's DOM), so they paint from the
 * page and hydrate without DOMPurify; null when the platform did not answer.
 */
export async function announcementsFirstScreen(
  root: RootStore,
  clean: (html: string) => string,
): Promise<AgentAnnouncement[] | null> {
  try {
    const list = await new TeamApi(root.api.transport).announcements();
    return list.map((notice) => ({ ...notice, content: clean(notice.content) }));
  } catch {
    return null;
  }
}

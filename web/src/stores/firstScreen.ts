import type { Popup } from '../api/client/announcements';
import type { VendorLane } from '../api/client/games';
import type { SystemStatus } from '../api/types';
import type { PublicContent } from './AnnouncementStore';
import type { LobbyFirstPage } from './LobbyStore';
import type { CdnPicks } from './SystemStore';
import type { MemberSnapshot } from './UserStore';

import { FIRST_SCREEN_ID } from './firstScreenId';

export { FIRST_SCREEN_ID };

/** What a category lobby's first screen shows: the vendor lanes and the first page of games. */
export interface LobbyFirstScreen {
  lanes: VendorLane[];
  page: LobbyFirstPage;
}

/**
 * What the gateway fetched to render a page's first screen: the browser starts from the same
 * answers, so it renders the same markup (and hydrates it) without asking the platform again.
 */
export interface FirstScreenData {
  /** The language the markup is in. */
  language: string;
  /** The colour theme it was rendered for. */
  theme: string;
  status: SystemStatus;
  hosts: CdnPicks;
  /** The public announcements, on pages that show them (the home page, /announce). */
  announcements?: PublicContent;
  /**
   * A feature screen's own data (e.g. /promotions, or a member's centre section: the deposit
   * page's cashier, the agent's notices), handed to its store by `features.offer`.
   */
  feature?: { key: string; data: unknown };
  /**
   * A category lobby's lanes and first page (the lobby and the lanes are the root's stores, so
   * they are seeded like the announcements rather than offered to a feature store).
   */
  lobby?: LobbyFirstScreen;
  /**
   * The visitors' announcement popups the page opens with (none: there are none to show), their
   * rich text already cleaned by the gateway's sanitiser. Absent when the page was rendered
   * without them (closed this session, or the platform did not answer): the browser decides.
   */
  popups?: Popup[];
  /**
   * Rendered for the member whose session the gateway holds (their page, with `member`): only a
   * signed-in browser hydrates it; one that thinks itself signed out renders afresh.
   */
  signedIn?: true;
  /**
   * What the member's header shows (who they are, balance, counts), as the gateway fetched it for
   * the page: the browser starts from it and does not ask again.
   */
  member?: MemberSnapshot;
  /**
   * The platform reads (path and query) the gateway made for a visitor's page: the browser asks
   * for them again once the service worker holds the page, so an offline start finds them there.
   */
  reads?: string[];
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The first-screen data of this page, or null when it was not rendered on the server. */
export function readFirstScreen(doc: Document = document): FirstScreenData | null {
  const text = doc.getElementById(FIRST_SCREEN_ID)?.textContent;
  if (!text) return null;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isObject(data) || typeof data.language !== 'string' || typeof data.theme !== 'string')
    return null;
  if (!isObject(data.status) || !isObject(data.hosts)) return null;
  if (data.announcements !== undefined && !isObject(data.announcements)) return null;
  if (data.popups !== undefined && !Array.isArray(data.popups)) return null;
  if (data.lobby !== undefined && !isObject(data.lobby)) return null;
  if (data.signedIn !== undefined && data.signedIn !== true) return null;
  if (
    data.reads !== undefined &&
    !(
      Array.isArray(data.reads) &&
      data.reads.every((r) => typeof r === 'string' && /^\/(?!\/)/.test(r))
    )
  )
    return null;
  if (data.member !== undefined && (!isObject(data.member) || !isObject(data.member.info)))
    return null;
  if (
    data.feature !== undefined &&
    (!isObject(data.feature) || typeof data.feature.key !== 'string')
  )
    return null;
  return data as unknown as FirstScreenData;
}

/**
 * The data as JSON that is safe inside a `<script>` element: `<`, `>` and `&` are escaped, so
 * text from the platform (a notice title holding `</script>`) cannot end the block early.
 */
export function serializeFirstScreen(data: FirstScreenData): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

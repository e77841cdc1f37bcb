/** Badges a menu entry may carry; each is a count a root store keeps. */
export type SectionBadge = 'messages' | 'missions' | 'rewards';

/** The counts behind menu badges, as the root user store keeps them. */
export interface BadgeCounts {
  unreadMessages: number;
  claimableMissions: number;
  claimableRewards: number;
}

/** The red count a menu entry shows for its badge; 0 shows nothing. */
export function badgeCount(counts: BadgeCounts, badge: SectionBadge | undefined): number {
  switch (badge) {
    case 'messages':
      return counts.unreadMessages;
    case 'missions':
      return counts.claimableMissions;
    case 'rewards':
      return counts.claimableRewards;
    default:
      return 0;
  }
}

/** Everything waiting for the member: the header's one badge. */
export function totalBadgeCount(counts: BadgeCounts): number {
  return counts.unreadMessages + counts.claimableMissions + counts.claimableRewards;
}

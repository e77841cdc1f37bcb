/** The table levels the platform names by code, which the site words in the player's language. */
export const KNOWN_LEVELS = ['BEGINNER', 'INTERMEDIATE', 'ADVANCED', 'VIP'] as const;
export type KnownLevel = (typeof KNOWN_LEVELS)[number];

const isKnownLevel = (name: string): name is KnownLevel =>
  (KNOWN_LEVELS as readonly string[]).includes(name);

/** Words of three letters or fewer in capitals are read as initials (VIP, VND) and stay so. */
function titleCase(code: string): string {
  return code
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((word) =>
      word.length <= 3 ? word : word.charAt(0) + word.slice(1).toLocaleLowerCase('en'),
    )
    .join(' ');
}

/**
 * A PvP table's name as a player reads it. The platform sends a level code in capitals
 * (`BEGINNER`): a known one is said in the site's language (`levelName`); another code in
 * capitals is put in title case; a name the operator wrote in mixed case is shown as written.
 */
export function roomDisplayName(name: string, levelName: (level: KnownLevel) => string): string {
  const trimmed = name.trim();
  if (isKnownLevel(trimmed)) return levelName(trimmed);
  if (/\p{Lu}/u.test(trimmed) && !/\p{Ll}/u.test(trimmed)) return titleCase(trimmed);
  return trimmed;
}

/** Number of colour styles game cards cycle through. */
export const CARD_STYLES = 5;

/** The card's colour style (`game-card--0` … `--4`), fixed per game by its node id. */
export function cardStyleClass(nodeId: string | number): string {
  const n =
    typeof nodeId === 'number' ? nodeId : [...nodeId].reduce((sum, c) => sum + c.charCodeAt(0), 0);
  return `game-card--${((Math.trunc(n) % CARD_STYLES) + CARD_STYLES) % CARD_STYLES}`;
}

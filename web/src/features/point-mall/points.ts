import { formatWhole } from '../../i18n/money';

/** A whole number of points, grouped the same way on the server and in every browser. */
export function formatPoints(points: number): string {
  return formatWhole(points);
}

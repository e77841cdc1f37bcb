const POINTS = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** A whole number of points, grouped the same way on the server and in every browser. */
export function formatPoints(points: number): string {
  return POINTS.format(points);
}

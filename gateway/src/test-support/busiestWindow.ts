/** The most of `times` (ms) that fall within any window of `windowMs`. */
export function busiestWindow(times: number[], windowMs: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  let most = 0;
  let from = 0;
  for (let to = 0; to < sorted.length; to += 1) {
    while ((sorted[to] ?? 0) - (sorted[from] ?? 0) >= windowMs) from += 1;
    most = Math.max(most, to - from + 1);
  }
  return most;
}

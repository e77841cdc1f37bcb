/** What `withinTime`'s timer resolves with; never a value `work` can give. */
const LATE = Symbol('late');

/**
 * What `work` settles with if it settles within `ms`; otherwise what `late()` gives, `late`
 * being the fallback (drop the connection, close by force). A rejection of `work` within the
 * time is passed on; once the time is over, `work` may still settle either way unheard.
 *
 * The timer is unref'd and cleared as soon as either side wins, so a wait never holds a
 * closing process open or leaves a timer behind.
 */
export async function withinTime<T, F>(
  work: Promise<T>,
  ms: number,
  late: () => F | Promise<F>,
): Promise<T | F> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<typeof LATE>((resolve) => {
    timer = setTimeout(() => resolve(LATE), ms);
    timer.unref();
  });
  let outcome: T | typeof LATE;
  try {
    outcome = await Promise.race([work, expired]);
  } finally {
    clearTimeout(timer);
  }
  return outcome === LATE ? late() : outcome;
}

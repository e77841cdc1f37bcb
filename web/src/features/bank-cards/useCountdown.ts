import { useEffect, useState } from 'react';

/**
 * Seconds left before an SMS code may be sent again (spec §4: the server's `expiredMinutes`
 * times 60). `start(seconds)` begins it; it reaches 0 and stops.
 */
export function useCountdown(): [number, (seconds: number) => void] {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return [left, setLeft];
}

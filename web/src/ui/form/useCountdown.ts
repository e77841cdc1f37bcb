import { useEffect, useState } from 'react';

/**
 * Seconds until a code may be asked for again (spec §4: the code's lifetime, `expiredMinutes`,
 * times 60; a minute when the platform names none). `start(minutes)` begins it; it stops at 0.
 */
export function useCountdown(): [secondsLeft: number, start: (minutes: number) => void] {
  const [secondsLeft, setSecondsLeft] = useState(0);
  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);
  const start = (minutes: number) =>
    setSecondsLeft(Number.isFinite(minutes) && minutes > 0 ? Math.round(minutes * 60) : 60);
  return [secondsLeft, start];
}

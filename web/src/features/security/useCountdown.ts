import { useEffect, useState } from 'react';

/** Seconds until a code may be asked for again; starts from the code's lifetime in minutes. */
export function useCountdown(): { secondsLeft: number; start: (minutes: number) => void } {
  const [secondsLeft, setSecondsLeft] = useState(0);
  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);
  return {
    secondsLeft,
    start: (minutes) =>
      setSecondsLeft(Number.isFinite(minutes) && minutes > 0 ? Math.round(minutes * 60) : 60),
  };
}

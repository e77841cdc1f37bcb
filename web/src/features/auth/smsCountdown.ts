import { useCallback, useEffect, useRef, useState } from 'react';
import { errorKey } from '../../api/errors';
import type { SliderPass } from '../../api/types';
import { useSliderGuard } from './sliderGuard';

/** Clicks on an SMS button closer together than this are ignored. */
export const SMS_THROTTLE_MS = 1000;
const DEFAULT_SECONDS = 60;

/**
 * Seconds the SMS button stays disabled: the code's lifetime as the platform states it, less
 * half the round trip (the code was issued about then); 60 s when the platform gives none.
 */
export function countdownSeconds(expiredMinutes: number, roundTripMs: number): number {
  if (!Number.isFinite(expiredMinutes) || expiredMinutes <= 0) return DEFAULT_SECONDS;
  return Math.max(1, Math.round(expiredMinutes * 60 - roundTripMs / 2000));
}

/** The message to show when sending a code failed: the server's, or the 5-minute wait. */
export function smsFailureKey(error: unknown): string {
  const key = errorKey(error);
  return key === 'too_many_requests' ? 'sms_retry_later' : key;
}

/**
 * An SMS button's behaviour: the slider challenge first (unless `slider: false`, for codes
 * sent to an already proven sign-in), ignored while counting down and throttled; a failure
 * hands the message key to `onFailure` (the warning dialog). Render `challenge` in the form.
 */
export function useSmsCountdown(
  send: (slider?: SliderPass) => Promise<number>,
  onFailure: (messageKey: string) => void,
  options: { slider?: boolean } = {},
) {
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [sending, setSending] = useState(false);
  const lastClick = useRef(Number.NEGATIVE_INFINITY);
  const slider = useSliderGuard(onFailure);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  const sendNow = useCallback(
    async (pass: SliderPass | undefined) => {
      const started = performance.now();
      setSending(true);
      try {
        const minutes = await send(pass);
        setSecondsLeft(countdownSeconds(minutes, performance.now() - started));
      } catch (error) {
        onFailure(smsFailureKey(error));
      } finally {
        setSending(false);
      }
    },
    [send, onFailure],
  );

  const request = useCallback(async () => {
    const now = performance.now();
    if (secondsLeft > 0 || sending || slider.active || now - lastClick.current < SMS_THROTTLE_MS) {
      return;
    }
    lastClick.current = now;
    if (options.slider === false) await sendNow(undefined);
    else slider.guard((pass) => void sendNow(pass));
  }, [secondsLeft, sending, slider, options.slider, sendNow]);

  return {
    secondsLeft,
    /** True while a code is on its way or the slider challenge is waiting to be solved. */
    sending: sending || slider.active,
    request,
    challenge: slider.element,
  };
}

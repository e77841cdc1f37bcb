import { useCallback, useRef, useState } from 'react';
import { errorKey } from '../../api/errors';
import type { SliderChallenge, SliderPass } from '../../api/types';
import { useStores } from '../../stores/StoreContext';
import { SliderCheck } from './SliderCheck';

/** The platform's slider challenge module (Geetest); with it on, the platform checks answers. */
export const SLIDER_MODULE = 'GEETEST3';

type Guarded = (pass: SliderPass | undefined) => void;

/**
 * Puts a call behind the slider challenge when the slider module is on: `guard(task)` shows
 * the challenge and runs the task with its answer once solved; with the module off the task
 * runs at once with no answer. `element` is the challenge to render, or null.
 */
export function useSliderGuard(onFailure: (messageKey: string) => void, onCancel?: () => void) {
  const { api, system } = useStores();
  const [challenge, setChallenge] = useState<SliderChallenge | null>(null);
  const pending = useRef<Guarded | null>(null);
  const enabled = system.isModuleEnabled(SLIDER_MODULE);

  const fetchChallenge = useCallback(async () => {
    try {
      setChallenge(await api.session.getSliderChallenge());
    } catch (error) {
      pending.current = null;
      setChallenge(null);
      onFailure(errorKey(error));
    }
  }, [api, onFailure]);

  const guard = useCallback(
    (task: Guarded) => {
      if (!enabled) {
        task(undefined);
        return;
      }
      pending.current = task;
      void fetchChallenge();
    },
    [enabled, fetchChallenge],
  );

  const cancel = useCallback(() => {
    pending.current = null;
    setChallenge(null);
    onCancel?.();
  }, [onCancel]);

  const solved = useCallback((pass: SliderPass) => {
    const task = pending.current;
    pending.current = null;
    setChallenge(null);
    task?.(pass);
  }, []);

  const element = challenge ? (
    <SliderCheck
      challenge={challenge}
      onSolved={solved}
      onMissed={() => void fetchChallenge()}
      onCancel={cancel}
    />
  ) : null;

  return { guard, element, active: challenge !== null };
}

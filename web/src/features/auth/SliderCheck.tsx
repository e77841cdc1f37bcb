import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { SliderChallenge, SliderPass } from '../../api/types';
import './sliderCheck.css';
import { useFeatureTranslation } from '../../centre/messages';
import { authMessages } from './authMessages';

/** How far (track percent) from the gap a drop still counts; the platform checks the same. */
export const SLIDER_TOLERANCE = 4;

const KEY_STEPS: Readonly<Record<string, number>> = {
  ArrowRight: 1,
  ArrowUp: 1,
  ArrowLeft: -1,
  ArrowDown: -1,
  PageUp: 10,
  PageDown: -10,
};

const clamp = (value: number) => Math.min(100, Math.max(0, Math.round(value)));

/** The answer the platform's calls carry for a piece dropped at `position`. */
export function sliderPass(challenge: SliderChallenge, position: number): SliderPass {
  const validate = String(clamp(position));
  return { challenge: challenge.challenge, validate, seccode: `${validate}|jordan` };
}

/** Whether a drop lands on the gap closely enough to be worth sending. */
export function landsOnGap(challenge: SliderChallenge, position: number): boolean {
  return Math.abs(clamp(position) - challenge.gap) <= SLIDER_TOLERANCE;
}

/**
 * The slider challenge: drag the piece onto the gap, or move it with the arrow keys (Page
 * Up/Down for big steps) and press Enter. A drop off the gap asks for a new challenge through
 * `onMissed`, since the platform spends a challenge on its first answer.
 */
export function SliderCheck({
  challenge,
  onSolved,
  onMissed,
  onCancel,
}: {
  challenge: SliderChallenge;
  onSolved: (pass: SliderPass) => void;
  onMissed: () => void;
  onCancel: () => void;
}) {
  const t = useFeatureTranslation(authMessages);
  const id = useId();
  const [position, setPosition] = useState(0);
  const [missed, setMissed] = useState(false);
  const track = useRef<HTMLDivElement>(null);
  const handle = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);

  // A fresh challenge (after a miss) starts again from the left.
  const [shownFor, setShownFor] = useState(challenge);
  if (shownFor !== challenge) {
    setShownFor(challenge);
    setPosition(0);
  }

  useEffect(() => {
    // The handle is ready for the keyboard as soon as a challenge appears.
    handle.current?.focus();
  }, [challenge]);

  const release = useCallback(
    (at: number) => {
      if (landsOnGap(challenge, at)) {
        setMissed(false);
        onSolved(sliderPass(challenge, at));
      } else {
        setMissed(true);
        onMissed();
      }
    },
    [challenge, onSolved, onMissed],
  );

  const positionAt = (clientX: number): number => {
    const box = track.current?.getBoundingClientRect();
    if (!box || box.width === 0) return position;
    return clamp(((clientX - box.left) / box.width) * 100);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const step = KEY_STEPS[event.key];
    if (step !== undefined) {
      setPosition((p) => clamp(p + step));
    } else if (event.key === 'Home') {
      setPosition(0);
    } else if (event.key === 'End') {
      setPosition(100);
    } else if (event.key === 'Enter' || event.key === ' ') {
      release(position);
    } else {
      return;
    }
    event.preventDefault();
  };

  return (
    <div className="slider-check" role="group" aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`} className="slider-check__title">
        {t('slider_title')}
      </p>
      <p id={`${id}-hint`}>{t('slider_instruction', { target: challenge.gap })}</p>
      <div
        ref={track}
        className="slider-check__track"
        onPointerMove={(e) => {
          if (dragging.current) setPosition(positionAt(e.clientX));
        }}
        onPointerUp={(e) => {
          if (!dragging.current) return;
          dragging.current = false;
          release(positionAt(e.clientX));
        }}
      >
        <span
          className="slider-check__gap"
          style={{ left: `${challenge.gap}%` }}
          aria-hidden="true"
        />
        <div
          ref={handle}
          role="slider"
          tabIndex={0}
          className="slider-check__handle"
          style={{ left: `${position}%` }}
          aria-label={t('slider_handle')}
          aria-describedby={`${id}-hint`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={position}
          onKeyDown={onKeyDown}
          onPointerDown={(e) => {
            dragging.current = true;
            e.currentTarget.setPointerCapture?.(e.pointerId);
          }}
        />
      </div>
      {missed && (
        <p className="form-error" role="alert">
          {t('slider_missed')}
        </p>
      )}
      <div className="slider-check__actions">
        <button type="button" className="button" onClick={() => release(position)}>
          {t('slider_confirm')}
        </button>
        <button type="button" className="button button--ghost" onClick={onCancel}>
          {t('cancel')}
        </button>
      </div>
    </div>
  );
}

import { describe, expect, it, vi } from 'vitest';
import { afterFirstInput } from './afterFirstInput';

describe('afterFirstInput', () => {
  it('waits for the first touch, key, wheel or touch, then runs what waited once', () => {
    for (const type of ['pointerdown', 'keydown', 'wheel', 'touchstart']) {
      const schedule = afterFirstInput();
      const task = vi.fn();
      schedule(task);
      expect(task, type).not.toHaveBeenCalled();
      window.dispatchEvent(new Event(type));
      expect(task, type).toHaveBeenCalledTimes(1);
      window.dispatchEvent(new Event(type));
      expect(task, type).toHaveBeenCalledTimes(1);
    }
  });

  it('runs at once when the player has already acted', () => {
    const schedule = afterFirstInput();
    window.dispatchEvent(new Event('keydown'));
    const task = vi.fn();
    schedule(task);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('does not take a mouse move or a focus change as acting', () => {
    const schedule = afterFirstInput();
    const task = vi.fn();
    schedule(task);
    window.dispatchEvent(new Event('pointermove'));
    window.dispatchEvent(new Event('focus'));
    expect(task).not.toHaveBeenCalled();
  });
});

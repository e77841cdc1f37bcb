import { describe, expect, it, vi } from 'vitest';
import { onFirstInput } from './firstInput';

describe('onFirstInput', () => {
  it('runs once, at the first of the inputs, and not for the ones after', () => {
    const run = vi.fn();
    onFirstInput(['pointerdown', 'keydown'], run);
    window.dispatchEvent(new KeyboardEvent('keydown'));
    window.dispatchEvent(new MouseEvent('pointerdown'));
    window.dispatchEvent(new KeyboardEvent('keydown'));
    expect(run).toHaveBeenCalledOnce();
  });

  it('hears an input that a control stops from reaching the window', () => {
    const run = vi.fn();
    onFirstInput(['keydown'], run);
    const field = document.createElement('input');
    document.body.append(field);
    field.addEventListener('keydown', (event) => event.stopPropagation());
    field.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    expect(run).toHaveBeenCalledOnce();
    field.remove();
  });

  it('ignores inputs it was not asked about, and runs nothing once stopped', () => {
    const run = vi.fn();
    const stop = onFirstInput(['pointerdown'], run);
    window.dispatchEvent(new KeyboardEvent('keydown'));
    expect(run).not.toHaveBeenCalled();
    stop();
    window.dispatchEvent(new MouseEvent('pointerdown'));
    expect(run).not.toHaveBeenCalled();
  });
});

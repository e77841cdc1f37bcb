/**
 * Calls `run` once, at the first of `types` on the window (listened to in the capture phase, so
 * a handler that stops the event does not hide it; browsers make a window's touch and wheel
 * listeners passive, so a scroll never waits on it). Returns what stops listening before then.
 */
export function onFirstInput(
  types: readonly (keyof WindowEventMap)[],
  run: () => void,
  win: Window = window,
): () => void {
  const stop = () => {
    for (const type of types) win.removeEventListener(type, onInput, true);
  };
  const onInput = () => {
    stop();
    run();
  };
  for (const type of types) win.addEventListener(type, onInput, true);
  return stop;
}

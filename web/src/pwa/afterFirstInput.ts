import { onFirstInput } from '../ui/firstInput';

/** The inputs that end a page's largest-paint window (a tap, a key, a wheel or a touch). */
const INPUTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * Returns a scheduler that runs a task at once if the player has touched, typed or scrolled since
 * it was made, else at their first such input. For what the page says unasked once it has
 * loaded: shown while the player is still only looking, it would be the page's largest paint
 * (the offline-ready notice became the deposit page's LCP, 3.9 s, when the worker took the page
 * 1.4 s after load), and it interrupts nothing once the player acts.
 */
export function afterFirstInput(win: Window = window): (task: () => void) => void {
  let acted = false;
  let waiting: (() => void)[] = [];
  onFirstInput(
    INPUTS,
    () => {
      acted = true;
      const tasks = waiting;
      waiting = [];
      for (const task of tasks) task();
    },
    win,
  );
  return (task) => {
    if (acted) task();
    else waiting.push(task);
  };
}

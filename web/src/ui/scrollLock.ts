/**
 * Body scroll lock shared by every open modal: the first lock fixes the body in place, the last
 * unlock puts it back and restores the scroll position the player had.
 */
let locks = 0;
let savedScrollY = 0;

export function lockBodyScroll(): () => void {
  if (locks === 0) {
    savedScrollY = window.scrollY;
    const body = document.body.style;
    body.position = 'fixed';
    body.top = `-${savedScrollY}px`;
    body.left = '0';
    body.right = '0';
    body.overflow = 'hidden';
  }
  locks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks > 0) return;
    const body = document.body.style;
    body.position = '';
    body.top = '';
    body.left = '';
    body.right = '';
    body.overflow = '';
    window.scrollTo({ top: savedScrollY, behavior: 'instant' });
  };
}

import { createContext } from 'react';

/**
 * Told of every modal on screen, whoever opened it, so the dialogs the site opens by itself wait
 * for the screen to be free instead of opening on top (the app passes `root.dialogs`).
 */
export interface ModalPresence {
  shown(id: string): void;
  hidden(id: string): void;
}

export const ModalPresenceContext = createContext<ModalPresence | null>(null);
